/**
 * The checker's SHA-256 as lowercase hex, on WebCrypto: a chain check hashes many short texts, so
 * one TextEncoder serves them all and each byte's hex comes from a table (the same result as
 * client/hash.ts's sha256Hex, with less work per link).
 */
const HEX = Array.from({ length: 256 }, (_, byte) => (byte < 16 ? '0' : '') + byte.toString(16));
let encoder: TextEncoder | undefined;

export async function sha256HexOf(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (a secure context is required in browsers).');
  const bytes = new Uint8Array(await subtle.digest('SHA-256', (encoder ??= new TextEncoder()).encode(text)));
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += HEX[bytes[i]!];
  return hex;
}

/** Char codes of the lowercase hex digits. */
const DIGITS = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));

/**
 * Whether SHA-256 of `text` is the lowercase hex `hex`: the digest's bytes compared with its digits
 * in place, with no hex string made (what a chain check does for every link).
 */
export function sha256Matches(text: string, hex: unknown): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return Promise.reject(new Error('WebCrypto is not available (a secure context is required in browsers).'));
  return subtle.digest('SHA-256', (encoder ??= new TextEncoder()).encode(text)).then((digest) => {
    if (typeof hex !== 'string' || hex.length !== 64) return false;
    const bytes = new Uint8Array(digest);
    for (let i = 0; i < 32; i++) {
      const byte = bytes[i]!;
      if (hex.charCodeAt(2 * i) !== DIGITS[byte >> 4] || hex.charCodeAt(2 * i + 1) !== DIGITS[byte & 15]) return false;
    }
    return true;
  });
}
