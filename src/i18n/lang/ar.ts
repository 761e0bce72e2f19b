/** Arabic: each part of the UI a module of its own, loaded when an element that shows it speaks Arabic. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./ar.badge.js'),
  receipt: () => import('./ar.receipt.js'),
  check: () => import('./ar.check.js'),
  errors: () => import('./ar.errors.js'),
  console: () => import('./ar.console.js'),
  turn: () => import('./ar.turn.js'),
  problems: () => import('./ar.problems.js'),
  chain: () => import('./ar.chain.js'),
  claims: () => import('./ar.claims.js'),
};

export default parts;
