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
