/**
 * The proxy's pure parts: the sliding-window limiter on a fake clock, and
 * options from environment variables.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { proxyOptionsFromEnv, SlidingWindowLimiter } from '../src/node.js';

describe('SlidingWindowLimiter', () => {
  it('allows max requests per window, then refuses with a Retry-After that really frees a slot', () => {
    let now = 1_000_000 * 60_000 + 30_000; // half-way through a window
    const limiter = new SlidingWindowLimiter({ windowMs: 60_000, max: 3 }, () => now);
    const remaining = [1, 2, 3].map(() => limiter.hit('a'));
    assert.deepEqual(remaining.map((d) => [d.allowed, d.remaining]), [[true, 2], [true, 1], [true, 0]]);
    const refused = limiter.hit('a');
    assert.equal(refused.allowed, false);
    assert.ok(refused.retryAfterSeconds >= 1);
    // Retry-After is tight: a second earlier is still refused, at Retry-After a slot is free.
    const at = now;
    now = at + (refused.retryAfterSeconds - 1) * 1000;
    assert.equal(limiter.hit('a').allowed, false);
    now = at + refused.retryAfterSeconds * 1000;
    assert.equal(limiter.hit('a').allowed, true);
  });

  it('slides: requests late in one window still weigh on the start of the next', () => {
    let now = 60_000 * 100 + 59_000;
    const limiter = new SlidingWindowLimiter({ windowMs: 60_000, max: 4 }, () => now);
    for (let i = 0; i < 4; i++) assert.equal(limiter.hit('a').allowed, true);
    now += 2_000; // 1 s into the next fixed window: a fixed window would reset here
    assert.equal(limiter.hit('a').allowed, false);
    now += 30_000; // half the previous window still overlaps: 4 * 0.48 = 1.9 used
    assert.equal(limiter.hit('a').allowed, true);
    assert.equal(limiter.hit('a').allowed, true);
    assert.equal(limiter.hit('a').allowed, false);
  });

  it('keeps separate budgets per client and refused requests do not count', () => {
    const now = 60_000 * 7;
    const limiter = new SlidingWindowLimiter({ windowMs: 1_000, max: 1 }, () => now);
    assert.equal(limiter.hit('a').allowed, true);
    for (let i = 0; i < 50; i++) assert.equal(limiter.hit('a').allowed, false);
    assert.equal(limiter.hit('b').allowed, true);
    assert.equal(limiter.size, 2);
  });

  it('forgets idle clients', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ windowMs: 1_000, max: 5 }, () => now);
    for (let i = 0; i < 100; i++) limiter.hit(`client-${i}`);
    assert.equal(limiter.size, 100);
    now += 5_000;
    limiter.hit('late');
    assert.equal(limiter.size, 1);
  });

  it('rejects nonsense limits', () => {
    assert.throws(() => new SlidingWindowLimiter({ windowMs: 0, max: 1 }), RangeError);
    assert.throws(() => new SlidingWindowLimiter({ windowMs: 1000, max: 0.5 }), RangeError);
  });
});

describe('proxyOptionsFromEnv', () => {
  it('reads the documented variables', () => {
    const options = proxyOptionsFromEnv({
      REASONING_BASE_URL: 'https://api.example.com/v1',
      REASONING_API_KEY: 'k-123456789',
      REASONING_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443 ,',
      REASONING_PROXY_KEY_HEADER: 'x-api-key',
      REASONING_PROXY_KEY_SCHEME: 'none',
      REASONING_PROXY_RATE_LIMIT: '100/1m',
      REASONING_PROXY_TIMEOUT_MS: '5000',
      REASONING_PROXY_MAX_BODY_BYTES: '2048',
      REASONING_PROXY_TRUST_PROXY: 'true',
      REASONING_PROXY_READS: '1',
    });
    assert.deepEqual(options, {
      upstream: 'https://api.example.com/v1',
      apiKey: 'k-123456789',
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      keyHeader: 'x-api-key',
      keyScheme: '',
      rateLimit: { max: 100, windowMs: 60_000 },
      timeoutMs: 5000,
      maxBodyBytes: 2048,
      trustProxy: true,
      passThroughReads: true,
    });
  });

  it('reads trusted hops, public origins, the scope secret and quotas', () => {
    assert.equal(proxyOptionsFromEnv({ REASONING_PROXY_TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(proxyOptionsFromEnv({ REASONING_PROXY_TRUST_PROXY: 'true' }).trustProxy, true);
    assert.deepEqual(proxyOptionsFromEnv({ REASONING_PROXY_TRUST_PROXY: '10.0.0.1, ::1' }).trustProxy, ['10.0.0.1', '::1']);
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_TRUST_PROXY: 'sometimes' }), /REASONING_PROXY_TRUST_PROXY/);
    const options = proxyOptionsFromEnv({
      REASONING_PROXY_PUBLIC_ORIGINS: 'https://dash.example.com, https://www.dash.example.com',
      REASONING_PROXY_SECRET: 'a-scope-secret-of-some-length',
      REASONING_PROXY_QUOTA_USER: '200/1d',
      REASONING_PROXY_QUOTA_TOTAL: '5000/30d',
    });
    assert.deepEqual(options.publicOrigins, ['https://dash.example.com', 'https://www.dash.example.com']);
    assert.equal(options.scopeSecret, 'a-scope-secret-of-some-length');
    assert.deepEqual(options.quota, { user: { max: 200, windowMs: 86_400_000 }, total: { max: 5000, windowMs: 30 * 86_400_000 } });
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_QUOTA_USER: 'lots' }), /REASONING_PROXY_QUOTA_USER/);
  });

  it('leaves out what is not set, so defaults can be spread under it', () => {
    assert.deepEqual(proxyOptionsFromEnv({}), {});
    assert.deepEqual(proxyOptionsFromEnv({ REASONING_API_KEY: '  ', REASONING_PROXY_RATE_LIMIT: 'off' }), { rateLimit: false });
  });

  it('names the variable in errors, never the key', () => {
    assert.throws(() => proxyOptionsFromEnv({ REASONING_BASE_URL: 'ftp://x' }), /REASONING_BASE_URL/);
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_RATE_LIMIT: 'lots' }), /REASONING_PROXY_RATE_LIMIT/);
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_TIMEOUT_MS: '-3' }), /REASONING_PROXY_TIMEOUT_MS/);
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_TRUST_PROXY: 'maybe' }), /REASONING_PROXY_TRUST_PROXY/);
  });
});

describe('portability', () => {
  it('the proxy module graph imports no Node built-ins (only hono, the wire rules and the package’s own pure modules)', async () => {
    const { readFileSync } = await import('node:fs');
    const { builtinModules } = await import('node:module');
    const { dirname, resolve } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g)) {
        const spec = match[1]!;
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
        else bare.add(spec);
      }
    };
    visit(entry);
    assert.ok(seen.size >= 6, `walked ${seen.size} modules`);
    assert.ok(![...seen].some((f) => f.endsWith('node-fetch.ts')), 'node-fetch stays out of the portable entry');
    for (const spec of bare) {
      assert.ok(!spec.startsWith('node:') && !builtinModules.includes(spec), `${spec} is a Node built-in`);
      assert.ok(/^(hono(\/|$)|@reasoning-elements\/protocol$)/.test(spec), `unexpected dependency ${spec}`);
    }
  });
});
