/**
 * The runtime-neutral part of the proxy: only Hono, valibot and the package's
 * pure spec. This is what an edge runtime (Workers, Deno, Bun) imports.
 */
import { buildProxy, type ProxyHandler, type ProxyOptions } from './proxy.js';
import { portableRuntime } from './runtime.js';

/** The key-hiding proxy as a fetch handler, using only fetch-standard APIs. */
export function createProxy(options: ProxyOptions): ProxyHandler {
  return buildProxy(options, portableRuntime);
}

export type { ProxyHandler, ProxyOptions };
export { DEFAULT_RATE_LIMIT } from './config.js';
export { isKeyless, proxyOptionsFromEnv, parseRateLimit } from './env.js';
export { SlidingWindowLimiter, type RateDecision, type RateLimitPolicy } from './rate-limit.js';
export { MemoryRateLimitStore, type RateLimitOptions, type RateLimitStore } from './rate-store.js';
export { ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
export { durableObjectRateLimitStore, RateLimitObject, type RateLimitNamespace } from './durable-object-store.js';
