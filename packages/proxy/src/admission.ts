/**
 * What a POST /run must pass before anything is sent upstream: a safe path, a
 * valid Idempotency-Key, a JSON content type and a body under the cap (the
 * origin, identity and budgets are gate.ts's).
 */
import { IDEMPOTENCY_KEY_RULE, isIdempotencyKey, isJsonContentType } from '@reasoning-elements/protocol';
import { readCappedBody } from './body.js';
import type { RequestContext } from './context.js';
import { fail } from './errors.js';
import { IDEMPOTENCY_KEY } from './headers.js';
import type { RateDecision } from './rate-limit.js';

/** Path shapes that never name a route: dot segments, empty segments, encoded dots, slashes or backslashes. */
export const UNSAFE_PATH = /\/\/|\/\.\.?(?:\/|$)|%2e|%2f|%5c|\\/i;

/** True when the URL's path (`path`, when the caller has it), or the raw target the runtime kept, is a path trick. */
export function isUnsafeTarget(url: string, rawTarget: string | undefined, path: string = pathOf(url)): boolean {
  if (UNSAFE_PATH.test(path)) return true;
  if (rawTarget === undefined) return false;
  if (rawTarget.startsWith('/')) {
    const end = rawTarget.search(/[?#]/);
    return UNSAFE_PATH.test(end < 0 ? rawTarget : rawTarget.slice(0, end));
  }
  return UNSAFE_PATH.test(pathOf(rawTarget));
}

/** The path of an absolute URL, without query or fragment (no URL parsing: this runs on every request). */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  let end = url.length;
  const q = url.indexOf('?', start);
  if (q >= 0) end = q;
  const h = url.indexOf('#', start);
  if (h >= 0 && h < end) end = h;
  return url.slice(start, end);
}

/** Writes the `RateLimit-*` headers of decision `d` into `headers` (in place: this runs on every request). */
export function setRateHeaders(headers: Record<string, string>, d: RateDecision, windowSeconds: number): void {
  // The limit and policy are the same on every request of a proxy: their text is built once per limit.
  let fixed = lastFixed;
  if (fixed.limit !== d.limit || fixed.windowSeconds !== windowSeconds) {
    fixed = lastFixed = { limit: d.limit, windowSeconds, limitText: String(d.limit), policy: `${d.limit};w=${windowSeconds}` };
  }
  headers['ratelimit-limit'] = fixed.limitText;
  headers['ratelimit-remaining'] = String(d.remaining);
  headers['ratelimit-reset'] = String(d.resetSeconds);
  headers['ratelimit-policy'] = fixed.policy;
}

let lastFixed = { limit: NaN, windowSeconds: NaN, limitText: '', policy: '' };

export interface RunRequest {
  idempotencyKey: string | null;
  body: Uint8Array<ArrayBuffer>;
}

/** The POST /run request's key and body, or the refusal (415, 413, 400, 499). */
export async function readRunRequest(ctx: RequestContext, maxBodyBytes: number): Promise<RunRequest | Response> {
  const { request } = ctx;
  // Checked before the body is read: a bad key is refused without touching the upstream.
  const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY);
  if (idempotencyKey !== null && !isIdempotencyKey(idempotencyKey)) return fail(ctx, 'invalid_idempotency_key', IDEMPOTENCY_KEY_RULE);
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return fail(ctx, 'unsupported_media_type', 'Send the body as Content-Type: application/json (UTF-8).');
  }
  const body = await readCappedBody(request, maxBodyBytes);
  if (body.ok) return { idempotencyKey, body: body.bytes };
  if (body.reason === 'too_large') return fail(ctx, 'payload_too_large', `The body is larger than ${maxBodyBytes} bytes.`);
  if (request.signal.aborted) return fail(ctx, 'client_closed', 'The client went away.');
  return fail(ctx, 'bad_request', 'The request body could not be read.');
}

