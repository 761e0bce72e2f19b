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
 * | REASONING_PROXY_TRUST_PROXY | trustProxy (`1`/`true`) |
 * | REASONING_PROXY_READS | passThroughReads (`1`/`true`) |
 * | REASONING_PROXY_REDIS_OUTAGE | rateLimit.onStoreError: `refuse` or `allow` |
 *
 * REASONING_PROXY_REDIS_URL names the shared rate-limit store; Node reads it with
 * `redisStoreFromEnv` (the store needs a Redis client, which this portable module does not load).
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

export function proxyOptionsFromEnv(env: Env): Partial<ProxyOptions> {
  const out: Partial<ProxyOptions> = {};
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
  if (trust) out.trustProxy = flag(trust, 'REASONING_PROXY_TRUST_PROXY');
  const reads = get('REASONING_PROXY_READS');
  if (reads) out.passThroughReads = flag(reads, 'REASONING_PROXY_READS');
  return out;
}

/** `REASONING_API_KEY=none`: the upstream has no auth (e.g. the open-source Doorway server). */
export function isKeyless(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'none';
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `60/60s`, `100/1m`, `5/500ms`, `off`. */
export function parseRateLimit(text: string): ProxyOptions['rateLimit'] {
  if (/^(off|false|0|none)$/i.test(text)) return false;
  const match = /^(\d+)\s*\/\s*(\d+)?\s*(ms|s|m|h)$/i.exec(text);
  if (!match) throw new TypeError(`REASONING_PROXY_RATE_LIMIT must look like "60/60s", "100/1m" or "off", not ${JSON.stringify(text)}`);
  const max = Number(match[1]);
  const windowMs = Number(match[2] ?? 1) * UNITS[match[3]!.toLowerCase()]!;
  if (max < 1 || windowMs <= 0) throw new RangeError('REASONING_PROXY_RATE_LIMIT needs a positive count and window');
  return { max, windowMs };
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
