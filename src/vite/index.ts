/**
 * `reasoning-elements/vite`: Vite plugins.
 *   reasoningBadges()     writes static badge SVGs at build time (closeBundle)
 *   reasoningDevServer()  mounts the embedded service and proxy on the dev server
 */
export { reasoningBadges, type ReasoningBadgesOptions } from './badges.js';
export { reasoningDevServer, type ReasoningDevServerOptions } from './dev-server.js';
export type { BadgesResult, Failure } from '../cli/badges/run.js';
