/**
 * Error answers of the embedded service: always JSON `{ detail, code }`,
 * never a stack trace. `code` is a stable machine-readable token.
 */
export type ErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'unsupported_content_type'
  | 'body_too_large'
  | 'unauthorized'
  | 'tier_mismatch'
  | 'invalid_idempotency_key'
  | 'idempotency_mismatch'
  | 'not_found'
  | 'invalid_query'
  | 'chain_too_long'
  | 'method_not_allowed'
  | 'not_implemented'
  | 'busy'
  | 'engine_error'
  | 'store_error'
  | 'internal_error';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export function errorResponse(status: number, code: ErrorCode, detail: string, headers: ConstructorParameters<typeof Headers>[0] = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify({ detail, code }), { status, headers: h });
}
