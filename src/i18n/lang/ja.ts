/** Japanese: each part of the UI a module of its own, loaded when an element that shows it speaks Japanese. */
import type { LanguageParts } from '../types.js';

const parts: LanguageParts = {
  badge: () => import('./ja.badge.js'),
  receipt: () => import('./ja.receipt.js'),
  check: () => import('./ja.check.js'),
  errors: () => import('./ja.errors.js'),
  console: () => import('./ja.console.js'),
  turn: () => import('./ja.turn.js'),
  problems: () => import('./ja.problems.js'),
  chain: () => import('./ja.chain.js'),
  claims: () => import('./ja.claims.js'),
};

export default parts;
