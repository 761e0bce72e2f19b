export { createProxy, RAW_TEXT, type ProxyHandler, type ProxyOptions } from './proxy.js';
export { proxyOptionsFromEnv } from './env.js';
export { SlidingWindowLimiter, type RateDecision, type RateLimitOptions } from './rate-limit.js';
export { ResponseTooLargeError, type ProxyErrorCode } from './errors.js';
