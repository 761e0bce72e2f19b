/**
 * The proxy for Node: the handler with Node's shortcuts (raw request target,
 * connection close, pre-decoded answers) plus `createNodeFetch`, the
 * undici-based fetch to inject on Node. Edge runtimes import `./portable.js`.
 */
import { nodeRuntime } from './node-runtime.js';
import { buildProxy, type ProxyHandler, type ProxyOptions } from './proxy.js';

/** The key-hiding proxy as a fetch handler, for Node adapters (@hono/node-server, `adapters/node.ts`). */
export function createProxy(options: ProxyOptions): ProxyHandler {
  return buildProxy(options, nodeRuntime);
}

export type { ProxyHandler, ProxyOptions };
export { DEFAULT_RATE_LIMIT } from './config.js';
export { isKeyless, proxyOptionsFromEnv, parseRateLimit } from './env.js';
export { SlidingWindowLimiter, type RateDecision, type RateLimitPolicy } from './rate-limit.js';
export { MemoryRateLimitStore, type RateLimitOptions, type RateLimitStore } from './rate-store.js';
export { ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
export { RAW_HEADERS, RAW_TEXT } from './node-runtime.js';
export { createNodeFetch, type NodeFetch, type NodeFetchOptions } from './node-fetch.js';
export {
  createRedisRateLimitStore,
  redisStoreFromEnv,
  type RedisRateLimitStore,
  type RedisRateLimitStoreOptions,
} from './redis-store.js';
