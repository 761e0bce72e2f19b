/**
 * One error class for everything the client can fail with. `kind` says what
 * went wrong in terms a page can act on; `status` is the HTTP status when
 * there was an answer at all. Error bodies are read in any server's dialect
 * (ours, FastAPI's, plain text); a body that says nothing leaves the status text.
 */
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
}

const DEFAULT_MESSAGES: Record<ErrorKind, string> = {
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

export function defaultMessage(kind: ErrorKind): string {
  return DEFAULT_MESSAGES[kind];
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
  }
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

const MAX_MESSAGE_LENGTH = 300;
// Control characters (except none: we flatten every whitespace run to one space).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]+/g;

/** Flattens to one line, strips control and bidi characters, truncates. */
export function cleanMessage(text: string): string {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > MAX_MESSAGE_LENGTH ? `${flat.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : flat;
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the service's message and code from an error body: `{"detail": "..."}`
 * (as it is), FastAPI's validation list `{"detail": [{loc, msg}]}` (one
 * "field: message" per item), `{"error": {"message", "code"}}`,
 * `{"error": "...", "message": "..."}`, or plain text. HTML pages are ignored
 * (their text is markup, not a message).
 */
export function readErrorBody(text: string, contentType: string): { message?: string; code?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  let json: unknown;
  let isJson = false;
  if (/^[[{"]/.test(trimmed)) {
    try {
      json = JSON.parse(trimmed);
      isJson = true;
    } catch {
      /* not JSON after all: treated as text below */
    }
  }
  if (isJson) return fromJson(json);
  if (/html|xml/i.test(contentType) || /^</.test(trimmed)) return {};
  const message = cleanMessage(trimmed);
  return message ? { message } : {};
}

function fromJson(json: unknown): { message?: string; code?: string } {
  if (typeof json === 'string') return pick(json, undefined);
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  const body = json as Record<string, unknown>;
  const code = stringField(body.code);
  const detail = body.detail;
  const detailText = stringField(detail);
  if (detailText) return pick(detailText, code);
  if (Array.isArray(detail)) {
    const messages = [...new Set(detail.map(validationMessage).filter((m): m is string => m !== undefined))];
    const shown = messages.length > MAX_FIELD_MESSAGES ? [...messages.slice(0, MAX_FIELD_MESSAGES), `and ${messages.length - MAX_FIELD_MESSAGES} more`] : messages;
    if (shown.length) return pick(shown.join('; '), code);
  }
  const error = body.error;
  if (error && typeof error === 'object' && !Array.isArray(error)) {
    const e = error as Record<string, unknown>;
    const nested = stringField(e.message) ?? stringField(e.detail);
    const nestedCode = code ?? stringField(e.code) ?? stringField(e.type);
    if (nested) return pick(nested, nestedCode);
    if (nestedCode) return { code: nestedCode };
  }
  const message = stringField(body.message) ?? stringField(error);
  if (message) return pick(message, code);
  return code ? { code } : {};
}

const MAX_FIELD_MESSAGES = 5;

/**
 * One item of FastAPI's (pydantic's) validation list as "input: Field required".
 * `loc` names where: its leading "body" is dropped (every field the console
 * sends is in the body); "query"/"path"/"header" stay, since they say more.
 */
function validationMessage(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return stringField(item);
  const record = item as Record<string, unknown>;
  const msg = stringField(record.msg);
  if (!msg) return undefined;
  // For unreadable JSON, loc holds a character position, not a field.
  if (record.type === 'json_invalid' || !Array.isArray(record.loc)) return cleanMessage(msg);
  const parts = record.loc.filter((p): p is string | number => typeof p === 'string' || (typeof p === 'number' && Number.isFinite(p)));
  if (parts[0] === 'body') parts.shift();
  const field = cleanMessage(parts.join('.'));
  return field ? `${field}: ${cleanMessage(msg)}` : cleanMessage(msg);
}

function pick(message: string, code: string | undefined): { message?: string; code?: string } {
  const cleaned = cleanMessage(message);
  const out: { message?: string; code?: string } = {};
  if (cleaned) out.message = cleaned;
  if (code) out.code = cleanMessage(code);
  return out;
}

/** Retry-After as seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // Otherwise only an HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT"): Date.parse alone accepts "-5".
  if (!/^[A-Za-z]{3},/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
