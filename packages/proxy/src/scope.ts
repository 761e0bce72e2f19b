/**
 * Each identity its own chains: the session name and Idempotency-Key a page
 * sends are rewritten into the identity's own space before they reach the
 * service, with an HMAC under the proxy's secret, so the upstream never sees
 * who the user is and no two users ever share a chain or a replayed answer.
 *
 *   session name  `{tag}.{name}`  where tag = base64url(HMAC(secret, "user\0" + identity))[0..16]
 *                 (a name too long to fit in 128 characters: `{tag}~{base64url(HMAC(secret, "name\0" + identity + "\0" + name))[0..22]}`)
 *   Idempotency-Key `k.{base64url(HMAC(secret, "idem\0" + identity + "\0" + key))}`
 *
 * A server that knows the identity and the secret computes the same names
 * (`createScope(secret).sessionName(identity, name)`): all of one user's sessions
 * carry that user's tag, and no other's.
 */
import { DEFAULT_SESSION_NAME, MAX_SESSION_NAME_LENGTH } from '@reasoning-elements/protocol';

export interface Scope {
  /** The name the service knows `identity`'s session `name` by. */
  sessionName(identity: string, name: string): Promise<string>;
  /** The Idempotency-Key the service sees for `identity`'s `key`. */
  idempotencyKey(identity: string, key: string): Promise<string>;
  /** The prefix every one of `identity`'s session names starts with (`{tag}.`, or `{tag}~` for hashed long names). */
  tag(identity: string): Promise<string>;
}

const TAG_LENGTH = 16;
const encoder = new TextEncoder();

/** The secret the proxy scopes with: `scopeSecret`, else one derived from the API key (never the key itself). */
export function scopeSecretOf(options: { scopeSecret?: string | undefined; apiKey?: string | undefined }): string | undefined {
  if (options.scopeSecret !== undefined) {
    if (typeof options.scopeSecret !== 'string' || options.scopeSecret.length < 16) {
      throw new TypeError('createProxy: `scopeSecret` must be a string of at least 16 characters');
    }
    return options.scopeSecret;
  }
  return options.apiKey === undefined ? undefined : `derived-from-api-key\0${options.apiKey}`;
}

export function createScope(secret: string): Scope {
  let key: ReturnType<typeof crypto.subtle.importKey> | undefined;
  const mac = async (text: string): Promise<string> => {
    key ??= crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(text))));
  };
  const tag = async (identity: string) => (await mac(`user\0${identity}`)).slice(0, TAG_LENGTH);
  return {
    tag: async (identity) => `${await tag(identity)}.`,
    async sessionName(identity, name) {
      const scoped = `${await tag(identity)}.${name}`;
      if (scoped.length <= MAX_SESSION_NAME_LENGTH) return scoped;
      return `${await tag(identity)}~${(await mac(`name\0${identity}\0${name}`)).slice(0, 22)}`;
    },
    async idempotencyKey(identity, idemKey) {
      return `k.${await mac(`idem\0${identity}\0${idemKey}`)}`;
    },
  };
}

/**
 * The run body with its session name scoped to `identity` (the default session too),
 * or undefined when the body is not a JSON object (the proxy refuses it).
 */
export async function scopeRunBody(scope: Scope, identity: string, body: Uint8Array): Promise<Uint8Array<ArrayBuffer> | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const run = parsed as Record<string, unknown>;
  const name = run.session_name === undefined ? DEFAULT_SESSION_NAME : run.session_name;
  if (typeof name !== 'string') return undefined;
  run.session_name = await scope.sessionName(identity, name);
  return encoder.encode(JSON.stringify(run));
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
