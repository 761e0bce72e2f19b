/**
 * Reading an error answer: its message and code in any server's dialect (ours,
 * FastAPI's validation list, plain text) and its Retry-After. Its own module,
 * loaded by http.ts on the first error answer, so a page whose requests all
 * succeed (a page of badges, say) never loads it.
 */

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
