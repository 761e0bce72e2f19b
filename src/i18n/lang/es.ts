/** Spanish: each part of the UI a module of its own, loaded when an element that shows it speaks Spanish. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./es.badge.js'),
  receipt: () => import('./es.receipt.js'),
  check: () => import('./es.check.js'),
  errors: () => import('./es.errors.js'),
  console: () => import('./es.console.js'),
  turn: () => import('./es.turn.js'),
  problems: () => import('./es.problems.js'),
  chain: () => import('./es.chain.js'),
  claims: () => import('./es.claims.js'),
};

export default parts;
