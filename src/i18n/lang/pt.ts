/** Portuguese: each part of the UI a module of its own, loaded when an element that shows it speaks Portuguese. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./pt.badge.js'),
  receipt: () => import('./pt.receipt.js'),
  check: () => import('./pt.check.js'),
  errors: () => import('./pt.errors.js'),
  console: () => import('./pt.console.js'),
  turn: () => import('./pt.turn.js'),
  problems: () => import('./pt.problems.js'),
  chain: () => import('./pt.chain.js'),
  claims: () => import('./pt.claims.js'),
};

export default parts;
