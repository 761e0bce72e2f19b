/**
 * The proxy's shared rate budget against a real redis-server: exact across
 * processes, the configured answer while Redis is down or stalled (logged once
 * per outage, never with a key), and the limit back when Redis is back.
 */
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { listen, type Listening } from '../src/adapters/node.js';
import { createProxy, proxyOptionsFromEnv, type ProxyOptions } from '../src/node.js';
import { createRedisRateLimitStore, redisStoreFromEnv, type RedisRateLimitStore } from '../src/redis-store.js';
import { startRedis, type RedisProcess } from '../../../test/server/proxy-redis-server.js';
import { KEY, startUpstream, type FakeUpstream } from '../../../test/helpers/proxy.js';

const BODY = JSON.stringify({ input: 'Is the chain intact?' });

interface Answer {
  status: number;
  code?: string;
  headers: Headers;
  text: string;
}

async function post(url: string, client: string): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-client': client }, body: BODY });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    /* the upstream's answer */
  }
  return { status: res.status, code, headers: res.headers, text };
}

interface Running {
  url: string;
  lines: string[];
  close(): Promise<void>;
}

/** The proxy in this process over real HTTP, its log recorded, the client named by a test header. */
async function startProxy(upstream: FakeUpstream, rateLimit: ProxyOptions['rateLimit'], extra: Partial<ProxyOptions> = {}): Promise<Running> {
  const lines: string[] = [];
  const proxy = createProxy({
    upstream: upstream.url,
    apiKey: KEY,
    basePath: '/proxy',
    rateLimit,
    clientKey: (request) => request.headers.get('x-test-client') ?? 'anonymous',
    log: (line) => lines.push(line),
    ...extra,
  });
  const server: Listening = await listen(proxy);
  return { url: `${server.url}/proxy/run`, lines, close: () => server.close() };
}

const outageLines = (lines: string[]) => lines.filter((l) => l.includes('rate-limit store unavailable'));
const backLines = (lines: string[]) => lines.filter((l) => l.includes('rate-limit store answers again'));

describe('rate limit on a shared Redis', () => {
  let upstream: FakeUpstream;
  before(async () => {
    upstream = await startUpstream();
  });
  after(async () => {
    await upstream.close();
  });

  it('answers 429 with Retry-After and RateLimit-* once the Redis budget is spent', async () => {
    const redis = await startRedis();
    const store = createRedisRateLimitStore({ url: redis.url });
    const proxy = await startProxy(upstream, { windowMs: 60_000, max: 3, store });
    try {
      await store.ready();
      const answers: Answer[] = [];
      for (let i = 0; i < 5; i++) answers.push(await post(proxy.url, 'alice'));
      assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 429, 429]);
      assert.deepEqual(answers.slice(0, 3).map((a) => a.headers.get('ratelimit-remaining')), ['2', '1', '0']);
      const refused = answers[3]!;
      assert.equal(refused.code, 'rate_limited');
      assert.equal(refused.headers.get('ratelimit-limit'), '3');
      assert.equal(refused.headers.get('ratelimit-policy'), '3;w=60');
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      // Another client has its own budget.
      assert.equal((await post(proxy.url, 'bob')).status, 200);
    } finally {
      await proxy.close();
      await store.close();
      await redis.stop();
    }
  });

  it('refuses with 503 rate_limit_unavailable while Redis is down, logs it once, and limits again when Redis is back', async () => {
    let redis: RedisProcess = await startRedis();
    const store = createRedisRateLimitStore({ url: redis.url });
    const proxy = await startProxy(upstream, { windowMs: 60_000, max: 4, store, onStoreError: 'refuse' });
    try {
      await store.ready();
      assert.equal((await post(proxy.url, 'before')).status, 200);
      // Kill Redis with requests in flight: each gets an answer the proxy chose, none crashes it.
      const inFlight = Array.from({ length: 20 }, (_, i) => post(proxy.url, `load-${i % 5}`));
      await redis.kill();
      const during = await Promise.all(inFlight);
      for (const a of during) {
        assert.ok(a.status === 200 || (a.status === 503 && a.code === 'rate_limit_unavailable'), `${a.status} ${a.code}`);
      }
      // Now Redis is gone: every request is refused by the proxy itself; the upstream is not called.
      const seenBefore = upstream.seen.length;
      for (let i = 0; i < 8; i++) {
        const a = await post(proxy.url, 'during');
        assert.equal(a.status, 503);
        assert.equal(a.code, 'rate_limit_unavailable');
        assert.equal(a.headers.get('retry-after'), '1');
      }
      assert.equal(upstream.seen.length, seenBefore);
      assert.equal(outageLines(proxy.lines).length, 1, proxy.lines.join('\n'));
      for (const line of outageLines(proxy.lines)) {
        assert.ok(!line.includes(KEY) && !line.includes('during') && !line.includes('load-'), line);
      }

      // Redis comes back on the same port (empty): the store reconnects and the limit holds again.
      redis = await startRedis(redis.port);
      let answer: Answer;
      do {
        await store.ready();
        answer = await post(proxy.url, 'after');
      } while (answer.status === 503);
      const rest: number[] = [];
      for (let i = 0; i < 4; i++) rest.push((await post(proxy.url, 'after')).status);
      assert.deepEqual([answer.status, ...rest], [200, 200, 200, 200, 429]);
      assert.equal(backLines(proxy.lines).length, 1, proxy.lines.join('\n'));
      assert.equal(outageLines(proxy.lines).length, 1);
    } finally {
      await proxy.close();
      await store.close();
      await redis.stop();
    }
  });

  it('lets requests through while Redis is down when configured to, logging the outage once', async () => {
    const redis = await startRedis();
    const store = createRedisRateLimitStore({ url: redis.url });
    const proxy = await startProxy(upstream, { windowMs: 60_000, max: 2, store, onStoreError: 'allow' });
    try {
      await store.ready();
      await redis.kill();
      // More than the budget, and every one reaches the upstream: the limit is off, not the proxy.
      const seenBefore = upstream.seen.length;
      for (let i = 0; i < 5; i++) {
        const a = await post(proxy.url, 'carol');
        assert.equal(a.status, 200);
        assert.equal(a.headers.get('ratelimit-limit'), null, 'no budget is claimed that was not checked');
      }
      assert.equal(upstream.seen.length, seenBefore + 5);
      assert.equal(outageLines(proxy.lines).length, 1);
      assert.match(outageLines(proxy.lines)[0]!, /letting requests through/);
    } finally {
      await proxy.close();
      await store.close();
    }
  });

  it('a stalled Redis never holds a request past the proxy’s own deadline', { timeout: 30_000 }, async () => {
    const redis = await startRedis();
    // The store would wait a minute for Redis; the proxy's 800 ms timeout bounds the wait instead.
    const store = createRedisRateLimitStore({ url: redis.url, commandTimeoutMs: 60_000 });
    const refusing = await startProxy(upstream, { windowMs: 60_000, max: 5, store, onStoreError: 'refuse' }, { timeoutMs: 800 });
    const allowing = await startProxy(upstream, { windowMs: 60_000, max: 5, store, onStoreError: 'allow' }, { timeoutMs: 800 });
    try {
      await store.ready();
      assert.equal((await post(refusing.url, 'dave')).status, 200);
      redis.pause();
      // If the proxy waited on Redis these would never answer and the test would time out.
      const [refused, allowed] = await Promise.all([post(refusing.url, 'dave'), post(allowing.url, 'dave')]);
      assert.equal(refused.status, 503);
      assert.equal(refused.code, 'rate_limit_unavailable');
      assert.equal(allowed.status, 200);
      assert.match(outageLines(refusing.lines)[0] ?? '', /StoreTimeoutError: no answer within 800 ms/);
      redis.resume();
    } finally {
      redis.resume();
      await refusing.close();
      await allowing.close();
      await store.close();
      await redis.stop();
    }
  });

  it('reads REASONING_PROXY_REDIS_URL and REASONING_PROXY_REDIS_OUTAGE from the environment', async () => {
    assert.equal(redisStoreFromEnv({}), undefined);
    assert.throws(() => redisStoreFromEnv({ REASONING_PROXY_REDIS_URL: 'http://x' }), /REASONING_PROXY_REDIS_URL/);
    assert.deepEqual(proxyOptionsFromEnv({ REASONING_PROXY_REDIS_OUTAGE: 'allow' }).rateLimit, { windowMs: 60_000, max: 60, onStoreError: 'allow' });
    assert.deepEqual(proxyOptionsFromEnv({ REASONING_PROXY_RATE_LIMIT: '5/1s', REASONING_PROXY_REDIS_OUTAGE: 'refuse' }).rateLimit, {
      windowMs: 1000,
      max: 5,
      onStoreError: 'refuse',
    });
    assert.equal(proxyOptionsFromEnv({ REASONING_PROXY_RATE_LIMIT: 'off', REASONING_PROXY_REDIS_OUTAGE: 'allow' }).rateLimit, false);
    assert.throws(() => proxyOptionsFromEnv({ REASONING_PROXY_REDIS_OUTAGE: 'maybe' }), /REASONING_PROXY_REDIS_OUTAGE/);
    const redis = await startRedis();
    let store: RedisRateLimitStore | undefined;
    try {
      store = redisStoreFromEnv({ REASONING_PROXY_REDIS_URL: redis.url })!;
      await store.ready();
      const decision = await store.hit('erin', { windowMs: 1000, max: 1 });
      assert.equal(decision.allowed, true);
      assert.equal((await store.hit('erin', { windowMs: 1000, max: 1 })).allowed, false);
    } finally {
      await store?.close();
      await redis.stop();
    }
  });

  it('refuses a store without hit() and an unknown onStoreError at creation', () => {
    assert.throws(() => createProxy({ upstream: 'http://127.0.0.1:1/api', apiKey: KEY, rateLimit: { windowMs: 1000, max: 1, store: {} as never } }), /store/);
    assert.throws(
      () => createProxy({ upstream: 'http://127.0.0.1:1/api', apiKey: KEY, rateLimit: { windowMs: 1000, max: 1, onStoreError: 'ignore' as never } }),
      /onStoreError/,
    );
  });
});
