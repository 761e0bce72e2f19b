/**
 * `@reasoning-elements/badges`: static badge SVGs for pages that run no
 * script, written by `generateBadges()` (what the `reasoning-badges` CLI and
 * the Vite plugin in `./vite` run).
 */
export { BadgesOptionError, generateBadges, type BadgesOptions, type BadgesResult, type Failure, type Progress } from './run.js';
