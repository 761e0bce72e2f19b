/** `reasoning-elements/server`: the embedded service, the stack, and adapters for Node and Vite. */
export * from './service/index.js';
export { createStack, type Stack, type StackOptions } from './stack.js';
export * from './adapters/index.js';
export * from './proxy/index.js';
