/**
 * Ed25519 over WebCrypto for the checker: base64 reading, imported keys kept per key text,
 * and verify answers that never throw ('valid' | 'invalid' | 'unsupported').
 */

/** Standard or URL-safe base64, padding optional; null when it is not base64. */
export function decodeBase64(text: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof text !== 'string' || text.length > 1_000_000) return null;
  const normal = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normal) || normal.length % 4 === 1) return null;
  try {
    const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function sameBytes(a: Uint8Array | null, b: Uint8Array | null): boolean {
  return !!a && !!b && a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export type SignatureAnswer = 'valid' | 'invalid' | 'unsupported';

/** Verifies many signatures, importing each distinct public key once. */
export class Ed25519Verifier {
  readonly #keys = new Map<string, Promise<CryptoKey | null>>();
  #unsupported: string | null = null;

  /** Why Ed25519 could not be used here, once a verify found out. */
  get unsupportedReason(): string | null {
    return this.#unsupported;
  }

  async verify(publicKey: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<SignatureAnswer> {
    const cacheKey = keyText(publicKey);
    let key = this.#keys.get(cacheKey);
    if (!key) {
      key = this.#import(publicKey);
      this.#keys.set(cacheKey, key);
    }
    const cryptoKey = await key;
    if (!cryptoKey) return this.#unsupported ? 'unsupported' : 'invalid';
    try {
      return (await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, cryptoKey, signature, message)) ? 'valid' : 'invalid';
    } catch (error) {
      this.#unsupported ??= `${(error as Error)?.name ?? 'error'}: Ed25519 unsupported?`;
      return 'unsupported';
    }
  }

  async #import(publicKey: Uint8Array<ArrayBuffer>): Promise<CryptoKey | null> {
    try {
      return await globalThis.crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    } catch (error) {
      // A 32-byte string that is not a curve point is a bad key, not a missing feature.
      if ((error as Error)?.name !== 'DataError') this.#unsupported ??= `${(error as Error)?.name ?? 'error'}: Ed25519 unsupported?`;
      return null;
    }
  }
}

function keyText(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** Keys from `trustedKeys` that decode to 32 bytes. */
export function trustedKeyBytes(trustedKeys: unknown): Uint8Array[] | null {
  if (!Array.isArray(trustedKeys)) return null;
  return trustedKeys.map(decodeBase64).filter((key): key is Uint8Array<ArrayBuffer> => key?.length === 32);
}

export function isTrusted(key: Uint8Array | null, trusted: Uint8Array[]): boolean {
  return trusted.some((candidate) => sameBytes(candidate, key));
}
