/**
 * The proxy in front of a server without auth (the open-source Doorway server):
 * no key header upstream, one notice at start, every other rule unchanged.
 * Over real HTTP on 127.0.0.1; the environment rule for keyless too.
 */
import { after, before, describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { createProxy, proxyOptionsFromEnv } from '../../proxy/src/node.js';
import { createStack } from '../src/stack.js';
import { listen } from '../../proxy/src/adapters/node.js';
import { runInit, serveProxy, startUpstream, type FakeUpstream, type ServedProxy } from '../../../test/helpers/proxy.js';

describe('proxy without apiKey', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({
      upstream: upstream.url,
      apiKey: undefined,
      allowedOrigins: ['https://dash.example.com'],
      rateLimit: { windowMs: 60_000, max: 4 },
      maxBodyBytes: 64,
    });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('says once, at creation, that it forwards without a key', async () => {
    const notices = () => proxy.witness.logs.filter((line) => /no apiKey/.test(line));
    assert.equal(notices().length, 1);
    assert.match(notices()[0]!, new RegExp(`${upstream.url}/run without authorization`));
    await proxy.call('/proxy/run', runInit({ input: 'one' }));
    assert.equal(notices().length, 1, 'not repeated per request');
  });

  it('forwards POST /run with no Authorization, not even one the browser sent', async () => {
    const before = upstream.seen.length;
    const res = await proxy.call('/proxy/run', runInit({ input: 'keyless' }, { authorization: 'Bearer browser-supplied', 'x-request-id': 'rid-1' }));
    assert.equal(res.status, 200);
    const seen = upstream.seen[before]!;
    assert.equal(seen.url, '/api/run');
    assert.equal(seen.headers.authorization, undefined);
    assert.equal(seen.headers['x-request-id'], 'rid-1');
    assert.deepEqual(JSON.parse(seen.body), { input: 'keyless' });
  });

  it('keeps the origin allowlist and the body cap', async () => {
    const before = upstream.seen.length;
    const refused = await proxy.call('/proxy/run', runInit(undefined, { origin: 'https://evil.example' }));
    assert.equal(refused.status, 403);
    assert.equal(refused.json().code, 'origin_not_allowed');
    const big = await proxy.call('/proxy/run', runInit({ input: 'x'.repeat(100) }));
    assert.equal(big.status, 413);
    assert.equal(upstream.seen.length, before, 'neither reached the upstream');
  });

  it('keeps the rate limit', async () => {
    let status = 0;
    for (let i = 0; i < 5 && status !== 429; i++) status = (await proxy.call('/proxy/run', runInit())).status;
    assert.equal(status, 429);
  });
});

describe('proxy apiKey validation', () => {
  it('still refuses a key that is given but too short, and never quotes it', () => {
    assert.throws(() => createProxy({ upstream: 'http://127.0.0.1:1/api', apiKey: 'short', log: () => {} }), (err: Error) => {
      return /at least 8 characters, or left out/.test(err.message) && !err.message.includes('short');
    });
  });

  it('logs nothing about keys when a key is given', () => {
    const lines: string[] = [];
    createProxy({ upstream: 'http://127.0.0.1:1/api', apiKey: 'a-real-key-123', authorize: () => 'user', log: (l) => lines.push(l) });
    assert.deepEqual(lines, []);
  });
});

describe('keyless from the environment', () => {
  it('REASONING_API_KEY=none (any case) gives an own apiKey: undefined that overrides a default key', () => {
    for (const none of ['none', 'NONE', ' None ']) {
      const options = proxyOptionsFromEnv({ REASONING_API_KEY: none });
      assert.ok('apiKey' in options);
      assert.equal(options.apiKey, undefined);
      assert.equal({ apiKey: 'default-key-1', ...options }.apiKey, undefined);
    }
    assert.ok(!('apiKey' in proxyOptionsFromEnv({})), 'unset stays out: keyless is never a default');
  });

  it('the stack forwards to REASONING_BASE_URL with no key when REASONING_API_KEY=none', async () => {
    const upstream = await startUpstream();
    const logs: string[] = [];
    const stack = createStack({
      env: { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: 'none' },
      proxy: { rateLimit: false, log: (l) => logs.push(l) },
      service: { memory: true, log: () => {} },
    });
    const server = await listen(stack, { port: 0 });
    try {
      assert.equal(stack.proxyTarget, upstream.url);
      const res = await fetch(`${server.url}/proxy/run`, runInit({ input: 'to the open-source server' }));
      assert.equal(res.status, 200);
      assert.equal(upstream.seen.length, 1);
      assert.equal(upstream.seen[0]!.headers.authorization, undefined);
      assert.equal(logs.filter((l) => /no apiKey/.test(l)).length, 1);
    } finally {
      await server.close();
      await stack.close();
      await upstream.close();
    }
  });

  it('refuses half a configuration instead of quietly serving the embedded service', () => {
    const make = (env: Record<string, string>) => () => createStack({ env, service: { memory: true, log: () => {} } });
    assert.throws(make({ REASONING_BASE_URL: 'http://127.0.0.1:9/api' }), /REASONING_API_KEY=none for a server without auth/);
    assert.throws(make({ REASONING_BASE_URL: 'http://127.0.0.1:9/api', REASONING_API_KEY: '  ' }), /REASONING_API_KEY is not/);
    assert.throws(make({ REASONING_API_KEY: 'none' }), /needs REASONING_BASE_URL/);
  });

  it('the CLI refuses half a configuration with exit code 2 and says how to fix it', () => {
    const cli = new URL('../src/cli.ts', import.meta.url).pathname;
    const env = { ...process.env, REASONING_API_KEYS: '', REASONING_BASE_URL: 'http://127.0.0.1:9/api', REASONING_API_KEY: '' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { encoding: 'utf8', env });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /REASONING_API_KEY=none for a server without auth/);
  });
});
