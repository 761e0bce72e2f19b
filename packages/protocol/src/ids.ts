import { MAX_ID_LENGTH } from './limits.js';

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
