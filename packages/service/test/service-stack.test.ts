// The stack: service, proxy and static files on one origin over real HTTP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createStack, type Stack } from '../src/stack.js';
import { listen, type Listening } from '../../proxy/src/adapters/node.js';
import { createTestStack, TEST_KEYS } from '../../../test/server/stack.js';
import { startService } from '../../../test/server/harness.js';
import { startRedis } from '../../../test/server/proxy-redis-server.js';
import { tempDir } from '../../../test/helpers/temp.js';

describe('the stack', () => {
  let stack: Stack;
  let server: Listening;
  let dir: string;

  before(async () => {
    dir = tempDir('stack-');
    await mkdir(join(dir, 'demo'));
    await writeFile(join(dir, 'demo', 'index.html'), '<!doctype html><title>demo</title>');
    await writeFile(join(dir, 'secret.txt'), 'outside');
    await writeFile(join(dir, 'demo', '.env'), 'hidden');
    await mkdir(join(dir, 'cdn'));
    await writeFile(join(dir, 'cdn', 'elements.js'), 'export {};');
    stack = createStack({
      env: {},
      proxy: { rateLimit: false },
      service: { memory: true, keys: `${TEST_KEYS.asi}:asi`, attestDelayMs: 10, log: () => {} },
      static: [
        { prefix: '/dist/', dir: join(dir, 'cdn'), anyOrigin: true },
        { prefix: '/', dir: join(dir, 'demo') },
      ],
    });
    server = await listen(stack, { port: 0 });
  });
  after(async () => {
    await server.close();
    await stack.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('forwards /proxy/run to the embedded service with the server-held key', async () => {
    const res = await fetch(`${server.url}/proxy/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'a feedback loop', session_name: 'via-proxy' }),
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as any;
    // URLs in the answer point at this server, not at the in-process upstream.
    assert.equal(body.receipt.pdf_url, `${server.url}/files/${body.receipt.id}.pdf`);
    assert.ok(!JSON.stringify(body).includes(TEST_KEYS.asi));
    // The proxy runs under its key: the same session name with that key continues the chain.
    const direct = await fetch(`${server.url}/api/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}` },
      body: JSON.stringify({ input: 'more', session_name: 'via-proxy' }),
    });
    const next = (await direct.json()) as any;
    assert.equal(next.chain.id, body.chain.id);
    assert.equal(next.chain.length, 2);
  });

  it('passes the connection to the proxy, so each client address has its own rate budget', async () => {
    const limited = createStack({
      env: {},
      proxy: { rateLimit: { windowMs: 60_000, max: 1 } },
      service: { memory: true, keys: `${TEST_KEYS.asi}:asi`, attestDelayMs: 10, log: () => {} },
    });
    try {
      const runFrom = (remoteAddress: string) =>
        limited.fetch(
          new Request('http://127.0.0.1/proxy/run', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ input: 'a feedback loop' }),
          }),
          { incoming: { socket: { remoteAddress } } },
        );
      assert.equal((await runFrom('192.0.2.1')).status, 200);
      assert.equal((await runFrom('192.0.2.1')).status, 429);
      assert.equal((await runFrom('192.0.2.2')).status, 200, 'a second client is not limited by the first');
    } finally {
      await limited.close();
    }
  });

  it('REASONING_PROXY_REDIS_URL: two stacks share one rate budget in a real Redis; a URL that is not redis:// is refused at once', async () => {
    assert.throws(() => createStack({ env: { REASONING_PROXY_REDIS_URL: 'http://127.0.0.1:6379' }, service: { memory: true, log: () => {} } }), /REASONING_PROXY_REDIS_URL must be a redis/);
    const redis = await startRedis();
    const stacks = [0, 1].map(() =>
      createStack({
        env: { REASONING_PROXY_REDIS_URL: redis.url },
        proxy: { rateLimit: { windowMs: 60_000, max: 2 } },
        service: { memory: true, keys: `${TEST_KEYS.asi}:asi`, attestDelayMs: 10, log: () => {} },
      }),
    );
    try {
      const runVia = async (stack: Stack) => {
        for (let tries = 0; ; tries++) {
          const res = await stack.fetch(
            new Request('http://127.0.0.1/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'a shared budget' }) }),
            { incoming: { socket: { remoteAddress: '192.0.2.9' } } },
          );
          // Until the client has connected, a hit is an outage (503), as the Redis store documents.
          if (res.status !== 503 || tries === 100) return res.status;
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      assert.deepEqual([await runVia(stacks[0]!), await runVia(stacks[1]!), await runVia(stacks[0]!), await runVia(stacks[1]!)], [200, 200, 429, 429]);
    } finally {
      await Promise.all(stacks.map((s) => s.close()));
      await redis.stop();
    }
  });

  it('serves static files, never outside their directory or dot-files, else 404 JSON', async () => {
    const index = await fetch(`${server.url}/`);
    assert.equal(index.status, 200);
    assert.match(index.headers.get('content-type')!, /^text\/html/);
    assert.match(await index.text(), /<title>demo<\/title>/);
    for (const path of ['/..%2Fsecret.txt', '/%2e%2e/secret.txt', '/.env', '/missing.js']) {
      const res = await fetch(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(((await res.json()) as any).code, 'not_found');
    }
  });

  it('serves files pages of other sites load (the CDN file) to any origin, and the site itself to none', async () => {
    const cdn = await fetch(`${server.url}/dist/elements.js`, { headers: { origin: 'https://docs.example' } });
    assert.equal(cdn.status, 200);
    assert.equal(cdn.headers.get('access-control-allow-origin'), '*');
    const page = await fetch(`${server.url}/`, { headers: { origin: 'https://docs.example' } });
    assert.equal(page.headers.get('access-control-allow-origin'), null);
  });

  it('the test stack mounts the proxy with the ASI test key', async () => {
    const test = createTestStack();
    try {
      const res = await test.fetch(
        new Request('http://127.0.0.1:9/proxy/run', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:9' },
          body: JSON.stringify({ input: 'x', session_name: 'structured:t' }),
        }),
      );
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as any).receipt.session_type, 'structured_thinking');
    } finally {
      await test.close();
    }
  });

  it('forwards /proxy/run to REASONING_BASE_URL with REASONING_API_KEY when both are set', async () => {
    const remote = await startService({ keys: 'remote-key-123:asi' });
    const local = createStack({
      env: { REASONING_BASE_URL: `${remote.url}/api`, REASONING_API_KEY: 'remote-key-123' },
      proxy: { rateLimit: false },
      service: { memory: true, log: () => {} },
    });
    const localServer = await listen(local, { port: 0 });
    try {
      assert.equal(local.proxyTarget, `${remote.url}/api`);
      const res = await fetch(`${localServer.url}/proxy/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'remote turn', session_name: 'remote' }),
      });
      assert.equal(res.status, 200);
      const body = (await res.json()) as any;
      assert.equal((await remote.get(`/api/receipts/${body.receipt.id}`)).status, 200, 'the remote service answered');
      assert.equal((await fetch(`${localServer.url}/api/receipts/${body.receipt.id}`)).status, 404, 'not the embedded one');
    } finally {
      await localServer.close();
      await local.close();
      await remote.close();
    }
  });
});
