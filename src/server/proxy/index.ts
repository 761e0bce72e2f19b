/**
 * The proxy for Node: the portable handler plus `createNodeFetch`, the
 * undici-based fetch to inject on Node. Edge runtimes import `./portable.js`.
 */
export * from './portable.js';
export { createNodeFetch, type NodeFetch, type NodeFetchOptions } from './node-fetch.js';
