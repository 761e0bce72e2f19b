/**
 * The proxy's own answers: JSON `{ detail, code }`, never cached, never
 * carrying anything the upstream said (so nothing secret can leak through).
 */
import type { RequestContext } from './context.js';
import { NO_CONTENT_POLICY } from './headers.js';

/** Each code has one status, so an answer is named by its code alone. */
const STATUS = {
  not_found: 404,
  method_not_allowed: 405,
  origin_not_allowed: 403,
  unauthorized: 401,
  unsupported_media_type: 415,
  payload_too_large: 413,
  bad_request: 400,
  invalid_idempotency_key: 400,
  invalid_id: 400,
  rate_limited: 429,
  quota_exceeded: 429,
  rate_limit_unavailable: 503,
  upstream_unreachable: 502,
  upstream_timeout: 504,
  upstream_redirect: 502,
  upstream_response_too_large: 502,
  client_closed: 499,
  proxy_error: 500,
  proxy_misconfigured: 500,
} as const;

export type ProxyErrorCode = keyof typeof STATUS;

export function errorResponse(
  status: number,
  code: ProxyErrorCode,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['cache-control'] = 'no-store';
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = NO_CONTENT_POLICY;
  return new Response(JSON.stringify({ detail, code }), { status, headers });
}

/** The proxy's own answer to this request, with the headers it has earned so far; logged with its code. */
export function fail(ctx: RequestContext, code: ProxyErrorCode, detail: string): Response {
  const status = STATUS[code];
  ctx.log(status, code);
  return errorResponse(status, code, detail, { ...ctx.headers });
}

/** An upstream answer longer than the proxy relays (thrown by readers and by createNodeFetch). */
export class ResponseTooLargeError extends RangeError {
  override name = 'ResponseTooLargeError';
  constructor() {
    super('response body too large');
  }
}
