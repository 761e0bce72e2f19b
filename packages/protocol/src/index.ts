/**
 * `@reasoning-elements/protocol`: the wire rules every side shares (ids,
 * limits, the JSON content type, a capped body reader, HTML escaping). Pure and isomorphic:
 * no dependencies, no DOM, no Node built-ins.
 */
export * from './limits.js';
export * from './ids.js';
export * from './idempotency.js';
export * from './http.js';
export * from './html.js';
export * from './json.js';
export * from './command-line.js';
