/**
 * `@reasoning-elements/proxy/jwt`: an `authorize` that accepts a JWT bearer
 * token, checked with `jose` against a JWKS URL (an identity provider's keys,
 * fetched and cached) or a shared HMAC secret; the identity is a claim (`sub`).
 * Portable (WebCrypto and fetch only): Node, Workers, Deno, Bun.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Authorize } from './authorize.js';

export interface JwtAuthorizeOptions {
  /** The identity provider's JWKS, e.g. `https://auth.example.com/.well-known/jwks.json`. */
  jwksUrl?: string | URL;
  /** Or a shared secret for HS256 tokens (at least 32 characters). */
  secret?: string;
  /** Accepted `iss`; checked when given. */
  issuer?: string | string[];
  /** Accepted `aud`; checked when given. */
  audience?: string | string[];
  /** The claim that names the user. Default `sub`. */
  claim?: string;
  /** Also read the token from this cookie when there is no Authorization header. */
  cookie?: string;
}

/** An `authorize` for JWT bearer tokens: the claim's value, or null (401) for a missing, bad or expired token. */
export function jwtAuthorize(options: JwtAuthorizeOptions): Authorize {
  const key = keyOf(options);
  const claim = options.claim ?? 'sub';
  const verify = { issuer: options.issuer, audience: options.audience, algorithms: options.secret ? ['HS256'] : undefined };
  return async (request) => {
    const token = tokenOf(request, options.cookie);
    if (!token) return null;
    let payload: JWTPayload;
    try {
      payload = (key instanceof Uint8Array ? await jwtVerify(token, key, verify) : await jwtVerify(token, key, verify)).payload;
    } catch (error) {
      // A token that does not verify is the caller's problem (401); a JWKS that cannot be read is ours (500, logged).
      if (isJwksOutage(error)) throw error;
      return null;
    }
    const identity = payload[claim];
    return typeof identity === 'string' && identity ? identity : null;
  };
}

/**
 * `jwtAuthorize` from REASONING_PROXY_JWKS_URL or REASONING_PROXY_JWT_SECRET, with
 * REASONING_PROXY_JWT_ISSUER, REASONING_PROXY_JWT_AUDIENCE and REASONING_PROXY_JWT_CLAIM; undefined when neither is set.
 */
export function authorizeFromEnv(env: Readonly<Record<string, string | undefined>>): Authorize | undefined {
  const get = (name: string) => env[name]?.trim() || undefined;
  const jwksUrl = get('REASONING_PROXY_JWKS_URL');
  const secret = get('REASONING_PROXY_JWT_SECRET');
  if (!jwksUrl && !secret) return undefined;
  if (jwksUrl && secret) throw new TypeError('Set REASONING_PROXY_JWKS_URL or REASONING_PROXY_JWT_SECRET, not both');
  return jwtAuthorize({ jwksUrl, secret, issuer: get('REASONING_PROXY_JWT_ISSUER'), audience: get('REASONING_PROXY_JWT_AUDIENCE'), claim: get('REASONING_PROXY_JWT_CLAIM') });
}

function keyOf(options: JwtAuthorizeOptions): JWTVerifyGetKey | Uint8Array {
  if (options.jwksUrl && options.secret) throw new TypeError('jwtAuthorize: give `jwksUrl` or `secret`, not both');
  if (options.jwksUrl) {
    let url: URL;
    try {
      url = new URL(options.jwksUrl);
    } catch {
      throw new TypeError('jwtAuthorize: `jwksUrl` must be an absolute URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('jwtAuthorize: `jwksUrl` must be an http(s) URL');
    return createRemoteJWKSet(url);
  }
  if (typeof options.secret === 'string') {
    if (options.secret.length < 32) throw new TypeError('jwtAuthorize: `secret` must be at least 32 characters');
    return new TextEncoder().encode(options.secret);
  }
  throw new TypeError('jwtAuthorize: give `jwksUrl` or `secret`');
}

function tokenOf(request: Request, cookie: string | undefined): string | undefined {
  const header = request.headers.get('authorization');
  const bearer = header && /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  if (bearer) return bearer[1];
  if (!cookie) return undefined;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === cookie) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

function isJwksOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JWKS_INVALID' || (error instanceof TypeError && !code);
}
