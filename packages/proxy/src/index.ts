/**
 * `@reasoning-elements/proxy`: the runtime-neutral key-hiding proxy, on Hono
 * and the wire rules of `@reasoning-elements/protocol` only. This is what an
 * edge runtime (Workers, Deno, Bun) imports; Node adds `./node`, a shared
 * budget `./redis` or `./cloudflare`.
 */
import { buildProxy, type ProxyHandler, type ProxyOptions } from './proxy.js';
import { portableRuntime } from './runtime.js';

/** The key-hiding proxy as a fetch handler, using only fetch-standard APIs. */
export function createProxy(options: ProxyOptions): ProxyHandler {
  return buildProxy(options, portableRuntime);
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
