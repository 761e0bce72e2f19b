/** Korean: each part of the UI a module of its own, loaded when an element that shows it speaks Korean. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./ko.badge.js'),
  receipt: () => import('./ko.receipt.js'),
  check: () => import('./ko.check.js'),
  errors: () => import('./ko.errors.js'),
  console: () => import('./ko.console.js'),
  turn: () => import('./ko.turn.js'),
  problems: () => import('./ko.problems.js'),
  chain: () => import('./ko.chain.js'),
  claims: () => import('./ko.claims.js'),
};

export default parts;
