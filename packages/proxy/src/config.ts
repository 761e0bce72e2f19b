/**
 * The proxy's options, their defaults, and the one-time check that turns them
 * into a Config (errors never quote the key).
 */
import { MAX_BODY_BYTES } from '@reasoning-elements/protocol';
import { UNSAFE_PATH } from './admission.js';
import type { Authorize } from './authorize.js';
import { trustRuleOf, type TrustProxy, type TrustRule } from './client-key.js';
import { FORWARDED_NAMES } from './headers.js';
import type { RateLimitPolicy } from './rate-limit.js';
import { MemoryRateLimitStore, type RateLimitOptions, type RateLimitStore } from './rate-store.js';

export interface ProxyOptions {
  /**
   * The service's base_url, e.g. `http://127.0.0.1:8787/api` (REASONING_BASE_URL). Required; when it is
   * missing at creation (a framework build, where the environment is only set at start) every option is
   * checked at the first request instead, which then answers 500 `proxy_misconfigured` if they are wrong.
   */
  upstream?: string;
  /**
   * Who the caller is: the dashboard's own check of its user. Returns a non-empty identity string, a
   * Response to send instead, or null/undefined for 401 `unauthorized`; a throw is a 500 without its
   * message. With it, nothing reaches the upstream without an identity, budgets and quotas count identities,
   * and each identity gets its own sessions (see `scopeSecret`). Without it, any caller that reaches the
   * proxy may spend the key (said once at creation).
   */
  authorize?: Authorize;
  /**
   * The secret that scopes session names and Idempotency-Keys to an identity (an HMAC: the upstream
   * never sees the identity). Default: derived from `apiKey`; set it (REASONING_PROXY_SECRET, 32+
   * characters) so that rotating the key keeps every user's chains. Required with `authorize` and no key.
   */
  scopeSecret?: string;
  /** Runs per identity (or address) and for the whole key over long windows (a day, a month). */
  quota?: QuotaOptions;
  /**
   * The server-held key; it never leaves towards the browser. At least 8 characters.
   * Leave it out for a server without auth (the open-source Doorway server): the
   * proxy then forwards with no key header and says so once, at creation, on `log`.
   */
  apiKey?: string;
  /** Path prefix the handler is mounted under, e.g. `/proxy`. Default ''. */
  basePath?: string;
  /** Header that carries the key upstream. Default `authorization`. */
  keyHeader?: string;
  /** Scheme before the key; '' sends the raw key. Default `Bearer`. */
  keyScheme?: string;
  /** Origins allowed to call the proxy cross-origin (`*` for any). */
  allowedOrigins?: string[];
  /**
   * The origins this proxy is itself served at (its pages are same-origin). Never inferred from the Host
   * header, which a DNS-rebinding page controls; only a loopback page on its own loopback host is same-origin
   * without being listed.
   */
  publicOrigins?: string[];
  /** Largest request body, counted while streaming. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Per-client budget: `{ windowMs, max, store?, onStoreError?, storeTimeoutMs? }`. Default 60 requests
   * per minute in this process's memory (sliding window); `false` turns it off.
   */
  rateLimit?: RateLimitOptions | false;
  /** Time allowed until the upstream's response headers arrive. Default 15 s. */
  timeoutMs?: number;
  /** Also forward GET `/receipts/{id}` and `/sessions/{id}` (without the key). Default false. */
  passThroughReads?: boolean;
  /** The fetch used to reach the upstream (an in-process service, an undici pool...). */
  fetch?: typeof fetch;
  /** Identifies a client for rate limiting when there is no `authorize`. Default: the address (see `trustProxy`). */
  clientKey?: (request: Request) => string;
  /**
   * The reverse proxies in front of this one, whose `X-Forwarded-For` entries are believed: a number of hops,
   * or their addresses. The client is the entry the last trusted hop added, counted from the right. `true` is
   * one hop. Default: none (the connection's address).
   */
  trustProxy?: TrustProxy;
  /** Largest upstream body the proxy relays. Default 4 MiB. */
  maxResponseBytes?: number;
  /** Receives one line per request; lines are scrubbed of the key. */
  log?: (line: string) => void;
}

export interface Config {
  upstream: string;
  /** Undefined: a keyless upstream. */
  apiKey: string | undefined;
  basePath: string;
  keyHeader: string;
  keyScheme: string;
  allowedOrigins: Set<string>;
  maxBodyBytes: number;
  maxResponseBytes: number;
  timeoutMs: number;
  /** Undefined: no rate limit. */
  rateLimit: RateLimitConfig | undefined;
  publicOrigins: Set<string>;
  trust: TrustRule;
  quota: QuotaConfig | undefined;
}

export interface QuotaOptions {
  /** Runs per identity (per address without `authorize`), e.g. `{ max: 200, windowMs: 86_400_000 }`. */
  user?: RateLimitPolicy;
  /** Runs for the whole key, every caller together. */
  total?: RateLimitPolicy;
  /** Where quotas are counted. Default: the rate limit's store, else this process's memory. */
  store?: RateLimitStore;
}

export interface QuotaConfig {
  user: RateLimitPolicy | undefined;
  total: RateLimitPolicy | undefined;
  store: RateLimitStore;
}

export interface RateLimitConfig {
  policy: RateLimitPolicy;
  store: RateLimitStore;
  onStoreError: 'refuse' | 'allow';
  storeTimeoutMs: number;
  /** The window in whole seconds, for `RateLimit-Policy`. */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitPolicy = { windowMs: 60_000, max: 60 };
/**
 * Long enough that a live Redis on a busy machine is not taken for a dead one (a hit that
 * times out may still be counted, so a budget would come up short), short next to `timeoutMs`.
 */
const DEFAULT_STORE_TIMEOUT_MS = 2000;
const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Checks the options once, with errors that never quote the key. */
export function validate(options: ProxyOptions): Config {
  const rateLimit = rateLimitOf(options.rateLimit, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  if (options.authorize !== undefined && typeof options.authorize !== 'function') throw new TypeError('createProxy: `authorize` must be a function');
  return {
    upstream: upstreamOf(options.upstream),
    apiKey: apiKeyOf(options.apiKey),
    ...keyHeaderOf(options),
    basePath: basePathOf(options.basePath),
    allowedOrigins: originsOf(options.allowedOrigins),
    maxBodyBytes: positive(options.maxBodyBytes, MAX_BODY_BYTES, 'maxBodyBytes'),
    maxResponseBytes: positive(options.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES, 'maxResponseBytes'),
    timeoutMs: positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs'),
    rateLimit,
    publicOrigins: originsOf(options.publicOrigins, 'public'),
    trust: trustRuleOf(options.trustProxy),
    quota: quotaOf(options.quota, rateLimit?.store),
  };
}

function quotaOf(options: QuotaOptions | undefined, rateStore: RateLimitStore | undefined): QuotaConfig | undefined {
  if (options === undefined) return undefined;
  const policy = (p: RateLimitPolicy | undefined, name: string): RateLimitPolicy | undefined => {
    if (p === undefined) return undefined;
    if (!(p.windowMs > 0) || !Number.isFinite(p.windowMs)) throw new RangeError(`createProxy: \`quota.${name}.windowMs\` must be a positive number`);
    if (!(p.max >= 1) || !Number.isInteger(p.max)) throw new RangeError(`createProxy: \`quota.${name}.max\` must be a positive integer`);
    return { max: p.max, windowMs: p.windowMs };
  };
  const user = policy(options.user, 'user');
  const total = policy(options.total, 'total');
  if (!user && !total) return undefined;
  const store = options.store ?? rateStore ?? new MemoryRateLimitStore();
  if (typeof store.hit !== 'function') throw new TypeError('createProxy: `quota.store` must have a hit(client, policy) method');
  return { user, total, store };
}

function rateLimitOf(options: RateLimitOptions | false | undefined, timeoutMs: number): RateLimitConfig | undefined {
  if (options === false) return undefined;
  const { windowMs, max } = options ?? DEFAULT_RATE_LIMIT;
  if (!(windowMs > 0) || !Number.isFinite(windowMs)) throw new RangeError('rateLimit.windowMs must be a positive number');
  if (!(max >= 1) || !Number.isInteger(max)) throw new RangeError('rateLimit.max must be a positive integer');
  const store = options?.store ?? new MemoryRateLimitStore();
  if (typeof store.hit !== 'function') throw new TypeError('rateLimit.store must have a hit(client, policy) method');
  const onStoreError = options?.onStoreError ?? 'refuse';
  if (onStoreError !== 'refuse' && onStoreError !== 'allow') throw new TypeError('rateLimit.onStoreError must be "refuse" or "allow"');
  // A store never holds a request longer than the proxy would wait for the upstream.
  const storeTimeoutMs = Math.min(positive(options?.storeTimeoutMs, DEFAULT_STORE_TIMEOUT_MS, 'rateLimit.storeTimeoutMs'), timeoutMs);
  return { policy: { windowMs, max }, store, onStoreError, storeTimeoutMs, windowSeconds: Math.ceil(windowMs / 1000) };
}

function upstreamOf(upstream: string | undefined): string {
  if (upstream === undefined) throw new TypeError('createProxy: `upstream` is required (REASONING_BASE_URL)');
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new TypeError('createProxy: `upstream` must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('createProxy: `upstream` must be an http(s) URL');
  if (url.search || url.hash || url.username || url.password) {
    throw new TypeError('createProxy: `upstream` must not carry a query, fragment or credentials');
  }
  return url.href.replace(/\/+$/, '');
}

function apiKeyOf(apiKey: string | undefined): string | undefined {
  if (apiKey === undefined) return undefined;
  if (typeof apiKey !== 'string' || apiKey.length < 8) {
    throw new TypeError('createProxy: `apiKey` must be a string of at least 8 characters, or left out for a server without auth');
  }
  if (/[\u0000-\u001f\u007f]/.test(apiKey)) throw new TypeError('createProxy: `apiKey` contains control characters');
  return apiKey;
}

function keyHeaderOf(options: ProxyOptions): { keyHeader: string; keyScheme: string } {
  const keyHeader = (options.keyHeader ?? 'authorization').toLowerCase();
  if (!TOKEN.test(keyHeader) || FORWARDED_NAMES.has(keyHeader)) throw new TypeError('createProxy: `keyHeader` must be a header name not otherwise forwarded');
  const keyScheme = options.keyScheme ?? 'Bearer';
  if (keyScheme !== '' && !TOKEN.test(keyScheme)) throw new TypeError('createProxy: `keyScheme` must be a token or empty');
  return { keyHeader, keyScheme };
}

function basePathOf(value: string | undefined): string {
  const basePath = (value ?? '').replace(/\/+$/, '');
  if (basePath && (!basePath.startsWith('/') || UNSAFE_PATH.test(basePath))) throw new TypeError('createProxy: `basePath` must start with "/"');
  return basePath;
}

function originsOf(origins: string[] | undefined, kind: 'allowed' | 'public' = 'allowed'): Set<string> {
  const allowed = new Set<string>();
  for (const origin of origins ?? []) {
    if (origin === '*' && kind === 'allowed') allowed.add('*');
    else {
      try {
        allowed.add(new URL(origin).origin);
      } catch {
        throw new TypeError(`createProxy: ${kind} origin ${JSON.stringify(origin)} is not a URL origin`);
      }
    }
  }
  return allowed;
}

function positive(value: number | undefined, fallback: number, name: string): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= 0) throw new RangeError(`createProxy: \`${name}\` must be a positive number`);
  return v;
}
