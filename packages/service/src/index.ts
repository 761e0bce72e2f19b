/**
 * `@reasoning-elements/service`: the embedded Reasoning Service as a fetch
 * handler, and the stack that serves it with the proxy, receipt files, receipt
 * pages and static files on one origin (what `reasoning-service` runs).
 */
export * from './service.js';
export { createStack, type Stack, type StackOptions } from './stack.js';
export { staticFiles, type StaticHandler } from './adapters/static.js';
export { compressResponse } from './adapters/compress.js';
