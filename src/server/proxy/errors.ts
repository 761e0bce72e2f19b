/**
 * The proxy's own answers: JSON `{ detail, code }`, never cached, never
 * carrying anything the upstream said (so nothing secret can leak through).
 */
export type ProxyErrorCode =
  | 'not_found'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'bad_request'
  | 'invalid_idempotency_key'
  | 'invalid_id'
  | 'rate_limited'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_redirect'
  | 'upstream_response_too_large'
  | 'client_closed'
  | 'proxy_error';

export function errorResponse(
  status: number,
  code: ProxyErrorCode,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['cache-control'] = 'no-store';
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'; sandbox";
  return new Response(JSON.stringify({ detail, code }), { status, headers });
}

/** An upstream answer longer than the proxy relays (thrown by readers and by createNodeFetch). */
export class ResponseTooLargeError extends RangeError {
  override name = 'ResponseTooLargeError';
  constructor() {
    super('response body too large');
  }
}
