/** Hashes of the `xy-sha256-v1` chain, on WebCrypto (browsers and Node 20 alike). */
import canonicalize from 'canonicalize';

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (a secure context is required in browsers).');
  return s;
}

/** A chain check hashes many short texts: one encoder serves them all, and each byte's hex comes from a table. */
let encoder: TextEncoder | undefined;
const digest = (text: string) => subtle().digest('SHA-256', (encoder ??= new TextEncoder()).encode(text));
const HEX = Array.from({ length: 256 }, (_, byte) => (byte < 16 ? '0' : '') + byte.toString(16));
/** Char codes of the lowercase hex digits. */
const DIGITS = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (let i = 0; i < view.length; i++) out += HEX[view[i]!];
  return out;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await digest(text));
}

/**
 * Whether SHA-256 of `text` is the lowercase hex `hex`: the digest's bytes compared with its digits
 * in place, with no hex string made (what a chain check does for every link).
 */
export async function sha256Matches(text: string, hex: unknown): Promise<boolean> {
  if (typeof hex !== 'string' || hex.length !== 64) return false; // no digest can match it
  const bytes = new Uint8Array(await digest(text));
  for (let i = 0; i < 32; i++) {
    const byte = bytes[i]!;
    if (hex.charCodeAt(2 * i) !== DIGITS[byte >> 4] || hex.charCodeAt(2 * i + 1) !== DIGITS[byte & 15]) return false;
  }
  return true;
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
