/**
 * Quotas: runs per identity and for the whole key, over long windows, beside
 * the rate budget. In memory, and on a real redis-server where a quota
 * survives a proxy restart and holds between proxies that share the Redis.
 * (The Durable Object store's quota is in proxy-edge.test.ts, inside workerd.)
 */
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { createRedisRateLimitStore } from '../src/redis-store.js';
import { startRedis, type RedisProcess } from '../../../test/server/proxy-redis-server.js';
import { runInit, serveProxy, startUpstream, type FakeUpstream } from '../../../test/helpers/proxy.js';

const DAY = 86_400_000;
const byHeader = (request: Request) => request.headers.get('x-user');

let upstream: FakeUpstream;
before(async () => {
  upstream = await startUpstream();
});
after(() => upstream.close());

describe('quota in memory', () => {
  it('caps runs per identity with 429 quota_exceeded, Retry-After and RateLimit-* headers, without calling the upstream', async () => {
    const proxy = await serveProxy({ upstream: upstream.url, authorize: byHeader, quota: { user: { max: 2, windowMs: DAY } } });
    const as = (user: string) => proxy.call('/proxy/run', runInit(undefined, { 'x-user': user }));
    const start = upstream.seen.length;
    assert.equal((await as('alice')).status, 200);
    assert.equal((await as('alice')).status, 200);
    const over = await as('alice');
    assert.equal(over.status, 429);
    assert.equal(over.json().code, 'quota_exceeded');
    assert.ok(Number(over.headers.get('retry-after')) > 3600, 'retry in hours, not seconds');
    assert.equal(over.headers.get('ratelimit-limit'), '2');
    assert.equal(over.headers.get('ratelimit-remaining'), '0');
    assert.equal(over.headers.get('ratelimit-policy'), '2;w=86400');
    assert.equal(upstream.seen.length, start + 2);
    assert.equal((await as('bob')).status, 200, 'bob has his own quota');
    await proxy.close();
  });

  it('caps the whole key across every caller', async () => {
    const proxy = await serveProxy({ upstream: upstream.url, authorize: byHeader, quota: { total: { max: 3, windowMs: DAY } } });
    const statuses = [];
    for (const user of ['a', 'b', 'c', 'd', 'e']) statuses.push((await proxy.call('/proxy/run', runInit(undefined, { 'x-user': user }))).status);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    await proxy.close();
  });

  it('counts only runs about to be forwarded: a refused body spends no quota', async () => {
    const proxy = await serveProxy({ upstream: upstream.url, quota: { user: { max: 1, windowMs: DAY } } });
    assert.equal((await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status, 415);
    assert.equal((await proxy.call('/proxy/run', runInit())).status, 200);
    assert.equal((await proxy.call('/proxy/run', runInit())).status, 429, 'without authorize the address has the quota');
    await proxy.close();
  });

  it('refuses nonsense quotas at creation', async () => {
    await assert.rejects(serveProxy({ upstream: upstream.url, quota: { user: { max: 0, windowMs: DAY } } }), RangeError);
    await assert.rejects(serveProxy({ upstream: upstream.url, quota: { total: { max: 5, windowMs: -1 } } }), RangeError);
  });
});

describe('quota on a shared Redis', () => {
  let redis: RedisProcess;
  before(async () => {
    redis = await startRedis();
  });
  after(() => redis.stop());

  it('survives a proxy restart and holds between two proxies on one Redis', { timeout: 60_000 }, async () => {
    const start = async () => {
      const store = createRedisRateLimitStore({ url: redis.url, keyPrefix: 'quota-test' });
      await store.ready();
      const proxy = await serveProxy({ upstream: upstream.url, authorize: byHeader, rateLimit: { windowMs: 60_000, max: 100, store }, quota: { user: { max: 3, windowMs: DAY } } });
      return { proxy, stop: async () => (await proxy.close(), await store.close()) };
    };
    const one = await start();
    const two = await start();
    const as = (p: typeof one, user: string) => p.proxy.call('/proxy/run', runInit(undefined, { 'x-user': user }));
    assert.equal((await as(one, 'alice')).status, 200);
    assert.equal((await as(two, 'alice')).status, 200);
    await one.stop();
    await two.stop();
    const restarted = await start();
    try {
      assert.equal((await as(restarted, 'alice')).status, 200, 'the third of three');
      const over = await as(restarted, 'alice');
      assert.equal(over.status, 429);
      assert.equal(over.json().code, 'quota_exceeded');
      assert.equal((await as(restarted, 'bob')).status, 200);
    } finally {
      await restarted.stop();
    }
  });
});
