/**
 * `@reasoning-elements/proxy/node`: the handler with Node's shortcuts (raw
 * request target, connection close, pre-decoded answers), `createNodeFetch`
 * (the undici-based fetch to inject on Node), and adapters that serve a fetch
 * handler on node:http or as Connect middleware. Edge runtimes import the
 * package's main entry.
 */
import { nodeRuntime } from './node-runtime.js';
import { buildProxy, type ProxyHandler, type ProxyOptions } from './proxy.js';

/** The key-hiding proxy as a fetch handler, for Node adapters (@hono/node-server, `adapters/node.ts`). */
export function createProxy(options: ProxyOptions): ProxyHandler {
  return buildProxy(options, nodeRuntime);
}

export type { ProxyHandler, ProxyOptions };
export { DEFAULT_RATE_LIMIT } from './config.js';
export { isKeyless, proxyOptionsFromEnv, parseRateLimit, redisUrlFromEnv, type ProxyEnvOptions } from './env.js';
export type { Authorize, AuthorizeContext, AuthorizeResult } from './authorize.js';
export type { QuotaOptions } from './config.js';
export type { TrustProxy } from './client-key.js';
export { createScope, scopeSecretOf, type Scope } from './scope.js';
export { SlidingWindowLimiter, type LimiterOptions, type RateDecision, type RateLimitPolicy } from './rate-limit.js';
export { MemoryRateLimitStore, type RateLimitOptions, type RateLimitStore } from './rate-store.js';
export { ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
export { RAW_HEADERS, RAW_TEXT } from './node-runtime.js';
export { createNodeFetch, type NodeFetch, type NodeFetchOptions } from './node-fetch.js';
export { toNodeListener, listen, type FetchHandler, type NodeListener, type ListenOptions, type Listening } from './adapters/node.js';
export { toConnectMiddleware, type ConnectMiddleware } from './adapters/connect.js';
