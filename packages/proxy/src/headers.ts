/**
 * Header names the proxy reads, forwards or answers with, in one place so the
 * allowlists (forwarded, passed back, exposed to pages) cannot drift apart.
 */
export const REQUEST_ID = 'x-request-id';
export const IDEMPOTENCY_KEY = 'idempotency-key';
export const IDEMPOTENT_REPLAYED = 'idempotent-replayed';
export const UPSTREAM_RATE_HEADERS = ['ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];
/** Upstream response headers relayed to the browser (when they do not carry the key). */
export const PASSED_RESPONSE_HEADERS = ['content-type', 'retry-after', ...UPSTREAM_RATE_HEADERS, REQUEST_ID, IDEMPOTENT_REPLAYED];
/** Request headers a page may send cross-origin. */
/** `authorization` is the page's own credential for `authorize`; it is never forwarded (the key header replaces it). */
export const ALLOW_HEADERS = 'content-type, accept, accept-language, authorization, x-request-id, idempotency-key';
/** Response headers a cross-origin page may read. */
export const EXPOSE_HEADERS = `retry-after, ${UPSTREAM_RATE_HEADERS.join(', ')}, x-request-id, ${IDEMPOTENT_REPLAYED}, www-authenticate`;
/** Request headers that reach the upstream in some form; the key header may not be one of them. */
export const FORWARDED_NAMES = new Set(['content-type', 'accept', 'accept-language', REQUEST_ID, IDEMPOTENCY_KEY, 'host', 'cookie', 'content-length']);
/** Optional request headers copied upstream as they are, when short. */
export const OPTIONAL_FORWARDED = ['accept', 'accept-language'];
export const MAX_FORWARDED_VALUE = 512;
/** Whatever the upstream calls its body, it never runs as a page on this origin. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
