/** French: each part of the UI a module of its own, loaded when an element that shows it speaks French. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./fr.badge.js'),
  receipt: () => import('./fr.receipt.js'),
  check: () => import('./fr.check.js'),
  errors: () => import('./fr.errors.js'),
  console: () => import('./fr.console.js'),
  turn: () => import('./fr.turn.js'),
  problems: () => import('./fr.problems.js'),
  chain: () => import('./fr.chain.js'),
  claims: () => import('./fr.claims.js'),
};

export default parts;
