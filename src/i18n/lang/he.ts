/** Hebrew: each part of the UI a module of its own, loaded when an element that shows it speaks Hebrew. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./he.badge.js'),
  receipt: () => import('./he.receipt.js'),
  check: () => import('./he.check.js'),
  errors: () => import('./he.errors.js'),
  console: () => import('./he.console.js'),
  turn: () => import('./he.turn.js'),
  problems: () => import('./he.problems.js'),
  chain: () => import('./he.chain.js'),
  claims: () => import('./he.claims.js'),
};

export default parts;
