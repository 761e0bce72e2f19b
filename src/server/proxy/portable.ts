/**
 * The runtime-neutral part of the proxy: only Hono, valibot and the package's
 * pure spec. This is what an edge runtime (Workers, Deno, Bun) imports.
 */
export { createProxy, RAW_HEADERS, RAW_TEXT, type ProxyHandler, type ProxyOptions } from './proxy.js';
export { isKeyless, proxyOptionsFromEnv, parseRateLimit } from './env.js';
export { SlidingWindowLimiter, type RateDecision, type RateLimitOptions } from './rate-limit.js';
export { ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
