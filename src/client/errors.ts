/**
 * One error class for everything the client can fail with. `kind` says what
 * went wrong in terms a page can act on; `status` is the HTTP status when
 * there was an answer at all.
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

  constructor(kind: ErrorKind, message?: string, details: ReasoningErrorDetails = {}) {
    super(message || DEFAULT_MESSAGES[kind], details.cause === undefined ? undefined : { cause: details.cause });
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
 * Reads the service's message and code from an error body: `{"detail": "..."}`,
 * FastAPI's `{"detail": [{"msg": "..."}]}`, `{"error": {"message", "code"}}`,
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
    const messages = detail
      .map((item) => (item && typeof item === 'object' ? stringField((item as Record<string, unknown>).msg) : stringField(item)))
      .filter((m): m is string => m !== undefined);
    if (messages.length) return pick(messages.join('; '), code);
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
