/** Hashes of the `xy-sha256-v1` chain (SHA-256 in plain JavaScript: sha256.ts says why), browsers and Node alike. */
import canonicalize from 'canonicalize';
import { sha256HexOf } from './sha256.js';

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  return sha256HexOf(text);
}

/** An entry's `xy`: sha256(`${x}:${operation}:${y}:${timestamp}`). */
export function chainEntryHash(x: string, operation: string, y: string, timestamp: string): Promise<string> {
  return sha256Hex(`${x}:${operation}:${y}:${timestamp}`);
}

/**
 * An entry's `y` for a turn record: SHA-256 of its RFC 8785 canonical JSON.
 * Whoever holds a turn's content can prove it is in a chain with this.
 */
export function turnHash(record: unknown): Promise<string> {
  const text = canonicalize(record);
  if (text === undefined) return Promise.reject(new TypeError('turnHash: the record has no JSON form.'));
  return sha256Hex(text);
}
