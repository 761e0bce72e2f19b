/**
 * Proxy options from environment variables, for the CLI and servers:
 *
 * | variable | option |
 * |---|---|
 * | REASONING_BASE_URL | upstream |
 * | REASONING_API_KEY | apiKey (`none` for a server without auth) |
 * | REASONING_ALLOWED_ORIGINS | allowedOrigins (comma-separated) |
 * | REASONING_PROXY_KEY_HEADER | keyHeader |
 * | REASONING_PROXY_KEY_SCHEME | keyScheme ('' or `none` for the raw key) |
 * | REASONING_PROXY_RATE_LIMIT | rateLimit: `60/60s`, `100/1m`, or `off` |
 * | REASONING_PROXY_TIMEOUT_MS | timeoutMs |
 * | REASONING_PROXY_MAX_BODY_BYTES | maxBodyBytes |
 * | REASONING_PROXY_TRUST_PROXY | trustProxy: `true` (one hop), a number of hops, or comma-separated addresses |
 * | REASONING_PROXY_PUBLIC_ORIGINS | publicOrigins (comma-separated) |
 * | REASONING_PROXY_SECRET | scopeSecret |
 * | REASONING_PROXY_QUOTA_USER | quota.user: `200/1d`, `5000/30d` |
 * | REASONING_PROXY_QUOTA_TOTAL | quota.total |
 * | REASONING_PROXY_READS | passThroughReads (`1`/`true`) |
 * | REASONING_PROXY_REDIS_OUTAGE | rateLimit.onStoreError: `refuse` or `allow` |
 *
 * REASONING_PROXY_REDIS_URL names the shared rate-limit store; Node reads it with
 * `redisStoreFromEnv` (the store needs a Redis client, which this portable module does not load),
 * and `redisUrlFromEnv` checks it without loading one.
 *
 * Only variables that are set appear in the result, so callers can spread it
 * over their own defaults. Errors name the variable, never its value when it
 * might be the key.
 *
 * Keyless is never a default: an unset REASONING_API_KEY leaves `apiKey` out,
 * while `REASONING_API_KEY=none` (no real key is that short) yields an own
 * `apiKey: undefined`, which overrides any default key it is spread over.
 */
import { DEFAULT_RATE_LIMIT, type ProxyOptions } from './config.js';

type Env = Record<string, string | undefined>;

/** What the environment can set: every option but the functions (`authorize`, `fetch`, `log`, …). */
export type ProxyEnvOptions = Partial<Omit<ProxyOptions, 'authorize' | 'fetch' | 'log' | 'clientKey'>>;

/** REASONING_PROXY_REDIS_URL, checked to be a redis:// or rediss:// URL, or undefined when it is not set. */
export function redisUrlFromEnv(env: Env): string | undefined {
  const url = env.REASONING_PROXY_REDIS_URL?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\//i.test(url)) throw new TypeError('REASONING_PROXY_REDIS_URL must be a redis:// or rediss:// URL');
  return url;
}

export function proxyOptionsFromEnv(env: Env): ProxyEnvOptions {
  const out: ProxyEnvOptions = {};
  const get = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const baseUrl = get('REASONING_BASE_URL');
  if (baseUrl) {
    if (!/^https?:\/\//i.test(baseUrl)) throw new TypeError('REASONING_BASE_URL must be an http(s) URL');
    out.upstream = baseUrl;
  }
  const key = get('REASONING_API_KEY');
  if (key) out.apiKey = isKeyless(key) ? undefined : key;
  const origins = get('REASONING_ALLOWED_ORIGINS');
  if (origins) out.allowedOrigins = origins.split(',').map((o) => o.trim()).filter(Boolean);
  const header = get('REASONING_PROXY_KEY_HEADER');
  if (header) out.keyHeader = header;
  if (env.REASONING_PROXY_KEY_SCHEME !== undefined) {
    const scheme = env.REASONING_PROXY_KEY_SCHEME.trim();
    out.keyScheme = scheme.toLowerCase() === 'none' ? '' : scheme;
  }
  const rate = get('REASONING_PROXY_RATE_LIMIT');
  if (rate) out.rateLimit = parseRateLimit(rate);
  const outage = get('REASONING_PROXY_REDIS_OUTAGE');
  if (outage) {
    if (!/^(refuse|allow)$/i.test(outage)) throw new TypeError('REASONING_PROXY_REDIS_OUTAGE must be "refuse" or "allow"');
    if (out.rateLimit !== false) out.rateLimit = { ...(out.rateLimit ?? DEFAULT_RATE_LIMIT), onStoreError: outage.toLowerCase() as 'refuse' | 'allow' };
  }
  const timeout = get('REASONING_PROXY_TIMEOUT_MS');
  if (timeout) out.timeoutMs = positiveInt(timeout, 'REASONING_PROXY_TIMEOUT_MS');
  const maxBody = get('REASONING_PROXY_MAX_BODY_BYTES');
  if (maxBody) out.maxBodyBytes = positiveInt(maxBody, 'REASONING_PROXY_MAX_BODY_BYTES');
  const trust = get('REASONING_PROXY_TRUST_PROXY');
  if (trust) out.trustProxy = trustOf(trust);
  const publicOrigins = get('REASONING_PROXY_PUBLIC_ORIGINS');
  if (publicOrigins) out.publicOrigins = publicOrigins.split(',').map((o) => o.trim()).filter(Boolean);
  const secret = get('REASONING_PROXY_SECRET');
  if (secret) out.scopeSecret = secret;
  const quotaUser = get('REASONING_PROXY_QUOTA_USER');
  const quotaTotal = get('REASONING_PROXY_QUOTA_TOTAL');
  if (quotaUser || quotaTotal) {
    out.quota = {};
    if (quotaUser) out.quota.user = parseBudget(quotaUser, 'REASONING_PROXY_QUOTA_USER');
    if (quotaTotal) out.quota.total = parseBudget(quotaTotal, 'REASONING_PROXY_QUOTA_TOTAL');
  }
  const reads = get('REASONING_PROXY_READS');
  if (reads) out.passThroughReads = flag(reads, 'REASONING_PROXY_READS');
  return out;
}

/** `REASONING_API_KEY=none`: the upstream has no auth (e.g. the open-source Doorway server). */
export function isKeyless(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'none';
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `60/60s`, `100/1m`, `5/500ms`, `off`. */
export function parseRateLimit(text: string): ProxyOptions['rateLimit'] {
  if (/^(off|false|0|none)$/i.test(text)) return false;
  return parseBudget(text, 'REASONING_PROXY_RATE_LIMIT');
}

/** `200/1d`, `60/60s`: a count per window (units ms, s, m, h, d). */
function parseBudget(text: string, name: string): { max: number; windowMs: number } {
  const match = /^(\d+)\s*\/\s*(\d+)?\s*(ms|s|m|h|d)$/i.exec(text);
  if (!match) throw new TypeError(`${name} must look like "60/60s", "100/1m", "200/1d"${name.endsWith('RATE_LIMIT') ? ' or "off"' : ''}, not ${JSON.stringify(text)}`);
  const max = Number(match[1]);
  const windowMs = Number(match[2] ?? 1) * UNITS[match[3]!.toLowerCase()]!;
  if (max < 1 || windowMs <= 0) throw new RangeError(`${name} needs a positive count and window`);
  return { max, windowMs };
}

/** `true`/`false`, a number of hops, or comma-separated addresses. */
function trustOf(text: string): ProxyOptions['trustProxy'] {
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on|false|no|off)$/i.test(text)) return flag(text, 'REASONING_PROXY_TRUST_PROXY');
  const addresses = text.split(',').map((a) => a.trim()).filter(Boolean);
  if (!addresses.length || addresses.some((a) => !/^[0-9A-Fa-f:.]+$/.test(a))) {
    throw new TypeError('REASONING_PROXY_TRUST_PROXY must be true, a number of hops, or comma-separated IP addresses');
  }
  return addresses;
}

function positiveInt(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`${name} must be a positive integer`);
  return n;
}

function flag(text: string, name: string): boolean {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new TypeError(`${name} must be true or false`);
}
