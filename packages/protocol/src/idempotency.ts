// Its own module: a bundle that checks ids (a page of badges) does not take the idempotency rule with it.
import { MAX_IDEMPOTENCY_KEY_LENGTH } from './limits.js';

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
