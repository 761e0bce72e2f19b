/**
 * Choices this package makes where the seed says "not shown". The embedded
 * service enforces them; the console uses them to warn before sending.
 */

/** Session name applied when POST /run omits `session_name`. */
export const DEFAULT_SESSION_NAME = 'default';

/** Longest accepted `input`, in UTF-16 code units (String length). */
export const MAX_INPUT_LENGTH = 8_000;

/** Longest accepted `session_name`. */
export const MAX_SESSION_NAME_LENGTH = 128;

/** Largest accepted POST /run body, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Longest id accepted in a path. */
export const MAX_ID_LENGTH = 128;

/** Longest accepted `Idempotency-Key` header value. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
