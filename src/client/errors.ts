/**
 * One error class for everything the client can fail with. `kind` says what
 * went wrong in terms a page can act on; `status` is the HTTP status when
 * there was an answer at all. Error bodies are read in any server's dialect
 * by error-body.ts; a body that says nothing leaves the status text.
 */
import { MAX_ID_LENGTH } from '@reasoning-elements/protocol';
export type ErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'tier'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid-response';

export interface ReasoningErrorDetails {
  status?: number;
  retryAfter?: number;
  code?: string;
  path?: string;
  cause?: unknown;
  /** What the message says as a code and values (set by the client for its own messages). */
  reason?: ErrorReason;
  /** The answer was a web page (HTML): the base URL points at a website, not at the service. */
  htmlPage?: boolean;
}

export const DEFAULT_MESSAGES: Record<ErrorKind, string> = {
  'bad-request': 'The request was refused as invalid.',
  unauthorized: 'The API key is missing or not valid.',
  tier: 'This API key is not allowed to do that.',
  'not-found': 'Not found.',
  'rate-limited': 'Too many requests; try again later.',
  server: 'The service had an internal error.',
  network: 'The service could not be reached.',
  timeout: 'The service did not answer in time.',
  'invalid-response': 'The service sent an answer that could not be read.',
};

/**
 * What an error's message says, as a code and its values, so that a page in
 * another language can say it in its own words. `code` is the error kind when
 * the message is the kind's default (or a bare status line, with `status`), or
 * one of the client's own messages (which carry it as `reason`); undefined means the message is the
 * service's own words (or a detail of what could not be read): show it as is.
 */
export interface ErrorReason {
  code: ErrorKind | 'timeout-after' | 'not-json' | 'bad-json' | 'too-large' | 'refused-id';
  values: Record<string, string | number>;
}

export class ReasoningError extends Error {
  override readonly name = 'ReasoningError';
  readonly kind: ErrorKind;
  /** HTTP status when the service answered (400, 401, 403, 404, 413, 429, 5xx...). */
  readonly status?: number;
  /** Seconds to wait, from Retry-After on 429/503. */
  readonly retryAfter?: number;
  /** The service's machine-readable code, e.g. `{"detail","code"}`'s `code`. */
  readonly code?: string;
  /** For `invalid-response`: the dotted path of the first bad field ('' for the root). */
  readonly path?: string;
  /** The message as a code and values, when the client wrote it (see `errorReason`). */
  readonly reason?: ErrorReason;
  /** The answer was a web page (HTML), whatever its status: the base URL is not the service's. */
  readonly htmlPage?: true;

  /** An answer that said nothing readable is described by its status: "HTTP 422 Unprocessable Content". */
  constructor(kind: ErrorKind, message?: string, details: ReasoningErrorDetails = {}) {
    super(
      message || (details.status === undefined ? DEFAULT_MESSAGES[kind] : statusLine(details.status)),
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.code !== undefined) this.code = details.code;
    if (details.path !== undefined) this.path = details.path;
    if (details.reason !== undefined) this.reason = details.reason;
    if (details.htmlPage) this.htmlPage = true;
  }
}

/** The client's refusal of an id that is not a plain token, before any request. */
export function refusedId(what: string): ReasoningError {
  return new ReasoningError('bad-request', `Refused ${what} id: use letters, digits, "_", "-" or "." (at most ${MAX_ID_LENGTH}).`, {
    reason: { code: 'refused-id', values: {} },
  });
}

/**
 * An answer for another resource than the one asked for (misrouted, cached under the wrong key, or swapped):
 * never shown as the one asked for, however genuine it is.
 */
export function otherResource(what: string, field: string, asked: string, got: unknown): ReasoningError {
  const said = typeof got === 'string' ? JSON.stringify(got.slice(0, 40)) : typeof got;
  return new ReasoningError('invalid-response', `${what}: ${field}: the answer is for ${said}, not "${asked}".`, { path: field });
}

/** No answer within `ms` milliseconds. */
export function timeoutError(ms: number): ReasoningError {
  return new ReasoningError('timeout', `No answer within ${ms} ms.`, { reason: { code: 'timeout-after', values: { ms } } });
}

export function isReasoningError(value: unknown): value is ReasoningError {
  return value instanceof ReasoningError;
}

/** Reason phrases (RFC 9110) of the statuses a JSON API or a proxy in front of one answers with. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  408: 'Request Timeout', 409: 'Conflict', 413: 'Content Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Content', 429: 'Too Many Requests', 500: 'Internal Server Error', 501: 'Not Implemented',
  502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** "HTTP 422 Unprocessable Content" (RFC 9110's reason phrase; just "HTTP 499" for a status it does not name). */
export function statusLine(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}

/** The kind for a non-2xx HTTP status. */
export function kindForStatus(status: number): ErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'tier';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'bad-request'; // 400, 413, 422 and any other refusal of the request
  return 'invalid-response'; // 1xx/3xx reaching us: not an answer we can use
}
