/** German: each part of the UI a module of its own, loaded when an element that shows it speaks German. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./de.badge.js'),
  receipt: () => import('./de.receipt.js'),
  check: () => import('./de.check.js'),
  errors: () => import('./de.errors.js'),
  console: () => import('./de.console.js'),
  turn: () => import('./de.turn.js'),
  problems: () => import('./de.problems.js'),
  chain: () => import('./de.chain.js'),
  claims: () => import('./de.claims.js'),
};

export default parts;
