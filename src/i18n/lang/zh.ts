/** Chinese (Simplified): each part of the UI a module of its own, loaded when an element that shows it speaks Chinese (Simplified). */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./zh.badge.js'),
  receipt: () => import('./zh.receipt.js'),
  check: () => import('./zh.check.js'),
  errors: () => import('./zh.errors.js'),
  console: () => import('./zh.console.js'),
  turn: () => import('./zh.turn.js'),
  problems: () => import('./zh.problems.js'),
  chain: () => import('./zh.chain.js'),
  claims: () => import('./zh.claims.js'),
};

export default parts;
