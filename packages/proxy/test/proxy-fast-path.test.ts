/**
 * POST {basePath}/run is dispatched without Hono's router (proxy.ts); every
 * other method and spelling still goes through Hono. The answers must be the
 * ones Hono gave: same route, same refusals, same 500 when something throws.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { KEY, runInit, serveProxy, startUpstream, Witness, type FakeUpstream, type ServedProxy } from '../../../test/helpers/proxy.js';

describe('POST /run past the router', () => {
  const witness = new Witness();
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  let throwing: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false }, witness);
    throwing = await serveProxy(
      {
        upstream: upstream.url,
        clientKey: () => {
          throw new Error(`no client key (${KEY})`);
        },
      },
      witness,
    );
  });
  after(async () => {
    await proxy.close();
    await throwing.close();
    await upstream.close();
    assert.deepEqual(witness.leaks(KEY), []);
  });

  it('forwards POST /run, with or without a query, to the fixed upstream path', async () => {
    for (const path of ['/proxy/run', '/proxy/run?x=1&y=/../../etc']) {
      const res = await proxy.call(path, runInit());
      assert.equal(res.status, 200, path);
      assert.equal(upstream.seen.at(-1)!.url, '/api/run');
    }
  });

  it('leaves other spellings and methods to the router, as before', async () => {
    const before = upstream.seen.length;
    assert.equal((await proxy.call('/proxy/run/', runInit())).status, 404);
    assert.equal((await proxy.call('/proxy/RUN', runInit())).status, 404);
    assert.equal((await proxy.call('/run', runInit())).status, 404);
    const get = await proxy.call('/proxy/run');
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
    const put = await proxy.call('/proxy/run', { ...runInit(), method: 'PUT' });
    assert.equal(put.status, 405);
    const preflight = await proxy.call('/proxy/run', { method: 'OPTIONS', headers: { origin: proxy.url, 'access-control-request-method': 'POST' } });
    assert.equal(preflight.status, 204);
    assert.equal(upstream.seen.length, before, 'none of these reached the upstream');
  });

  it('answers 500 proxy_error with the request id when the handler throws, and logs it without the key', async () => {
    const res = await throwing.call('/proxy/run', runInit({ input: 'x' }, { 'x-request-id': 'rid-fast-1' }));
    assert.equal(res.status, 500);
    assert.equal(res.json().code, 'proxy_error');
    assert.equal(res.headers.get('x-request-id'), 'rid-fast-1');
    assert.ok(witness.logs.some((line) => line.includes('rid=rid-fast-1') && line.includes('[redacted]')), witness.logs.join('\n'));
  });
});
