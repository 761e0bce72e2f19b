/**
 * API keys and tiers. Keys travel as `Authorization: Bearer <key>`.
 * Tiers are free-form names compared case-insensitively; `asi` is the
 * highest and the only one allowed to start structured_thinking sessions.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const HIGHEST_TIER = 'asi';

export interface ApiKey {
  key: string;
  tier: string;
}

/** Parses `REASONING_API_KEYS` ("key1:asi,key2:agi"); throws on a malformed item. */
export function parseApiKeys(spec: string): ApiKey[] {
  const keys: ApiKey[] = [];
  for (const raw of spec.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const colon = item.lastIndexOf(':');
    const key = colon > 0 ? item.slice(0, colon).trim() : '';
    const tier = colon > 0 ? item.slice(colon + 1).trim().toLowerCase() : '';
    if (!key || !tier || /\s/.test(key)) {
      throw new Error(`REASONING_API_KEYS: expected "key:tier" items separated by commas, got an item without a key or tier`);
    }
    keys.push({ key, tier });
  }
  return keys;
}

/** A fresh development key of tier ASI. */
export function generateDevKey(): ApiKey {
  return { key: `dev_${randomBytes(18).toString('base64url')}`, tier: HIGHEST_TIER };
}

/** Stable, non-reversible name of a key: scopes session names without storing the key itself. */
export function keyScope(key: string): string {
  return createHash('sha256').update(`reasoning-service-key:${key}`).digest('hex').slice(0, 32);
}

export class KeyRing {
  readonly #keys: { digest: Buffer; key: ApiKey }[];
  constructor(keys: readonly ApiKey[]) {
    this.#keys = keys.map((key) => ({ digest: digest(key.key), key }));
  }
  get size(): number {
    return this.#keys.length;
  }
  /** The key record for a presented key, compared in constant time. */
  find(presented: string): ApiKey | undefined {
    const d = digest(presented);
    return this.#keys.find((k) => timingSafeEqual(k.digest, d))?.key;
  }
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** The key from an `Authorization: Bearer <key>` header, or undefined. */
export function bearerKey(header: string | null | undefined): string | undefined {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return m?.[1];
}
