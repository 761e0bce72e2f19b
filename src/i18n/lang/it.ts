/** Italian: each part of the UI a module of its own, loaded when an element that shows it speaks Italian. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./it.badge.js'),
  receipt: () => import('./it.receipt.js'),
  check: () => import('./it.check.js'),
  errors: () => import('./it.errors.js'),
  console: () => import('./it.console.js'),
  turn: () => import('./it.turn.js'),
  problems: () => import('./it.problems.js'),
  chain: () => import('./it.chain.js'),
  claims: () => import('./it.claims.js'),
};

export default parts;
