import { MAX_ID_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH } from './limits.js';

const PLAIN_TOKEN = /^[A-Za-z0-9_.-]+$/;

/**
 * True for ids that are safe to put in a path: letters, digits, `_ - .`, at
 * most 128 characters, and not made of dots only (`.` and `..` are path
 * segments, not ids).
 */
export function isPlainId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_ID_LENGTH &&
    PLAIN_TOKEN.test(id) &&
    !/^\.+$/.test(id)
  );
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]+$/;

/**
 * True for a usable `Idempotency-Key` value: 1 to 128 printable ASCII
 * characters, no spaces or control characters (a UUID fits).
 */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_IDEMPOTENCY_KEY_LENGTH && IDEMPOTENCY_KEY.test(value);
}

/** What every refusal of a bad `Idempotency-Key` says (client, proxy and service alike). */
export const IDEMPOTENCY_KEY_RULE = `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters without spaces.`;
