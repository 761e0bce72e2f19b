/** Hashes of the `xy-sha256-v1` chain, on WebCrypto (browsers and Node 20 alike). */
import canonicalize from 'canonicalize';

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (a secure context is required in browsers).');
  return s;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const byte of view) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', new TextEncoder().encode(text)));
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
