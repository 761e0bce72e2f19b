/**
 * The proxy's rules, each over real HTTP on 127.0.0.1 against a fake
 * upstream that records what reaches it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { echo, KEY, runInit, serveProxy, startUpstream, type FakeUpstream, type ServedProxy } from '../../../test/helpers/proxy.js';

describe('proxy: forwarding POST /run', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
    assert.deepEqual(proxy.witness.leaks(KEY), [], 'the key appeared in a response or log line');
  });

  it('adds the key as Authorization: Bearer and forwards the body to {upstream}/run', async () => {
    const before = upstream.seen.length;
    const res = await proxy.call('/proxy/run', runInit({ input: 'why is the sky blue?', session_name: 's1' }));
    assert.equal(res.status, 200);
    const got = upstream.seen.slice(before);
    assert.equal(got.length, 1);
    assert.equal(got[0]!.method, 'POST');
    assert.equal(got[0]!.url, '/api/run');
    assert.equal(got[0]!.headers.authorization, `Bearer ${KEY}`);
    assert.deepEqual(JSON.parse(got[0]!.body), { input: 'why is the sky blue?', session_name: 's1' });
    assert.equal(res.headers.get('content-type'), 'application/json');
  });

  it('never forwards the browser’s cookies, Authorization or other headers', async () => {
    const before = upstream.seen.length;
    const res = await proxy.call(
      '/proxy/run',
      runInit(undefined, {
        cookie: 'session=stolen',
        authorization: 'Bearer browser-supplied',
        'proxy-authorization': 'Basic eA==',
        'x-api-key': 'browser-key',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example',
        'x-custom': 'nope',
        accept: 'application/json',
        'accept-language': 'de-CH',
        'x-request-id': 'req-123',
      }),
    );
    assert.equal(res.status, 200);
    const h = upstream.seen[before]!.headers;
    assert.equal(h.authorization, `Bearer ${KEY}`);
    for (const name of ['cookie', 'proxy-authorization', 'x-api-key', 'x-forwarded-for', 'x-forwarded-host', 'x-custom']) {
      assert.equal(h[name], undefined, `${name} reached the upstream`);
    }
    assert.equal(h.accept, 'application/json');
    assert.equal(h['accept-language'], 'de-CH');
    assert.equal(h['x-request-id'], 'req-123');
    assert.equal(h['content-type'], 'application/json');
    assert.equal(res.headers.get('x-request-id'), 'req-123');
  });

  it('replaces a malformed request id instead of forwarding it', async () => {
    const before = upstream.seen.length;
    const res = await proxy.call('/proxy/run', runInit(undefined, { 'x-request-id': 'a b <script>' }));
    assert.equal(res.status, 200);
    const forwarded = upstream.seen[before]!.headers['x-request-id'] as string;
    assert.match(forwarded, /^[0-9a-f-]{36}$/);
    assert.equal(res.headers.get('x-request-id'), forwarded);
  });

  it('passes only allow-listed response headers back', async () => {
    upstream.behaviour = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'tracking=1',
        server: 'upstream/1.0',
        'x-powered-by': 'magic',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        'ratelimit-limit': '100',
        'x-internal-debug': 'secret path',
      });
      res.end('{"ok":true}');
    };
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('set-cookie'), null);
      assert.equal(res.headers.get('server'), null);
      assert.equal(res.headers.get('x-powered-by'), null);
      assert.equal(res.headers.get('access-control-allow-origin'), null);
      assert.equal(res.headers.get('access-control-allow-credentials'), null);
      assert.equal(res.headers.get('x-internal-debug'), null);
      assert.equal(res.headers.get('ratelimit-limit'), '100');
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.text, '{"ok":true}');
    } finally {
      upstream.behaviour = echo;
    }
  });

  for (const status of [400, 401, 403, 429, 500]) {
    it(`passes an upstream ${status} through with its body`, async () => {
      upstream.behaviour = (_req, res) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (status === 429) headers['retry-after'] = '7';
        res.writeHead(status, headers);
        res.end(JSON.stringify({ detail: `upstream said ${status}`, code: `u${status}` }));
      };
      try {
        const res = await proxy.call('/proxy/run', runInit());
        assert.equal(res.status, status);
        assert.deepEqual(res.json(), { detail: `upstream said ${status}`, code: `u${status}` });
        if (status === 429) assert.equal(res.headers.get('retry-after'), '7');
      } finally {
        upstream.behaviour = echo;
      }
    });
  }

  it('does not follow an upstream redirect (502), so the key goes nowhere else', async () => {
    const elsewhere = await startUpstream();
    upstream.behaviour = (_req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}/steal` });
      res.end();
    };
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
      assert.equal(res.json().code, 'upstream_redirect');
      assert.equal(elsewhere.seen.length, 0);
    } finally {
      upstream.behaviour = echo;
      await elsewhere.close();
    }
  });
});

describe('proxy: routes and methods', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
    assert.deepEqual(proxy.witness.leaks(KEY), []);
  });

  it('answers 405 with Allow for the wrong method on /run', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await proxy.call('/proxy/run', { method });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get('allow'), 'POST, OPTIONS');
      assert.deepEqual(res.json(), { detail: 'Use POST.', code: 'method_not_allowed' });
    }
    assert.equal(upstream.seen.length, 0);
  });

  it('answers 404 as JSON for every other path', async () => {
    for (const path of ['/proxy', '/proxy/', '/proxy/run/', '/proxy/runs', '/proxy/receipts/abc', '/proxy/sessions/abc', '/run', '/api/run', '/proxy/chains/x']) {
      const res = await proxy.call(path, runInit());
      assert.equal(res.status, 404, path);
      assert.equal(res.json().code, 'not_found');
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal(upstream.seen.length, 0);
  });

  it('serves at the root when basePath is empty', async () => {
    const root = await serveProxy({ upstream: upstream.url, basePath: '', rateLimit: false });
    try {
      const res = await root.call('/run', runInit());
      assert.equal(res.status, 200);
      assert.equal((await root.call('/proxy/run', runInit())).status, 404);
    } finally {
      await root.close();
    }
  });
});

describe('proxy: content type and body size', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, maxBodyBytes: 1024 });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('requires Content-Type: application/json (415 otherwise)', async () => {
    const bad = [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonp'];
    for (const type of bad) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const res = await proxy.call('/proxy/run', { method: 'POST', headers, body: type ? '{"input":"x"}' : new Uint8Array([123, 125]) });
      assert.equal(res.status, 415, String(type));
      assert.equal(res.json().code, 'unsupported_media_type');
    }
    assert.equal(upstream.seen.length, 0);
    for (const type of ['application/json', 'Application/JSON; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const res = await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': type }, body: '{"input":"x"}' });
      assert.equal(res.status, 200, type);
    }
  });

  it('forwards a body of exactly maxBodyBytes and refuses one byte more (413)', async () => {
    const before = upstream.seen.length;
    const exact = JSON.stringify({ input: 'x'.repeat(1024 - 12) });
    assert.equal(Buffer.byteLength(exact), 1024);
    assert.equal((await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: exact })).status, 200);
    const over = JSON.stringify({ input: 'x'.repeat(1024 - 11) });
    const res = await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: over });
    assert.equal(res.status, 413);
    assert.equal(res.json().code, 'payload_too_large');
    assert.equal(upstream.seen.length, before + 1);
  });

  it('counts a chunked body while it streams', async () => {
    const before = upstream.seen.length;
    const chunks = ['{"input":"', 'y'.repeat(600), 'y'.repeat(600), '"}'];
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });
    const res = await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    assert.equal(res.status, 413);
    assert.equal(upstream.seen.length, before);
    const small = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"input":'));
        c.enqueue(new TextEncoder().encode('"small"}'));
        c.close();
      },
    });
    const ok = await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: small, duplex: 'half' } as RequestInit);
    assert.equal(ok.status, 200);
    assert.equal(upstream.seen.at(-1)!.body, '{"input":"small"}');
    assert.equal(upstream.seen.at(-1)!.headers['content-length'], '17');
  });
});

describe('proxy: CORS allowlist', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, allowedOrigins: ['https://dash.example.com'] });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('answers a preflight from an allowed origin', async () => {
    const res = await proxy.call('/proxy/run', {
      method: 'OPTIONS',
      headers: { origin: 'https://dash.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'https://dash.example.com');
    assert.equal(res.headers.get('access-control-allow-methods'), 'POST');
    assert.match(res.headers.get('access-control-allow-headers') ?? '', /content-type/);
    assert.equal(res.headers.get('access-control-allow-credentials'), null);
    assert.match(res.headers.get('vary') ?? '', /origin/i);
  });

  it('refuses a preflight and a POST from any other origin, without calling the upstream', async () => {
    const pre = await proxy.call('/proxy/run', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    assert.equal(pre.status, 403);
    assert.equal(pre.headers.get('access-control-allow-origin'), null);
    const post = await proxy.call('/proxy/run', runInit(undefined, { origin: 'https://evil.example' }));
    assert.equal(post.status, 403);
    assert.equal(post.json().code, 'origin_not_allowed');
    assert.equal(upstream.seen.length, 0);
  });

  it('lets the allowed origin read the answer and its rate headers', async () => {
    const res = await proxy.call('/proxy/run', runInit(undefined, { origin: 'https://dash.example.com' }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'https://dash.example.com');
    assert.match(res.headers.get('access-control-expose-headers') ?? '', /retry-after/);
  });

  it('always allows its own host (same-origin pages)', async () => {
    const res = await proxy.call('/proxy/run', runInit(undefined, { origin: proxy.url }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });
});

describe('proxy: pass-through reads', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, passThroughReads: true });
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
    assert.deepEqual(proxy.witness.leaks(KEY), []);
  });

  it('forwards GET /receipts/{id} and /sessions/{id} without the key', async () => {
    for (const route of ['receipts', 'sessions']) {
      const before = upstream.seen.length;
      const res = await proxy.call(`/proxy/${route}/r_123-abc.9`);
      assert.equal(res.status, 200);
      const got = upstream.seen[before]!;
      assert.equal(got.method, 'GET');
      assert.equal(got.url, `/api/${route}/r_123-abc.9`);
      assert.equal(got.headers.authorization, undefined);
    }
  });

  it('refuses ids that are not plain tokens, and other methods', async () => {
    const before = upstream.seen.length;
    assert.equal((await proxy.call('/proxy/receipts/a%20b')).status, 400);
    assert.equal((await proxy.call('/proxy/receipts/a%3Fb=1')).status, 400);
    const post = await proxy.call('/proxy/receipts/abc', runInit());
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, OPTIONS');
    assert.equal((await proxy.call('/proxy/chains/abc')).status, 404);
    assert.equal(upstream.seen.length, before);
  });
});

describe('proxy as a bare fetch handler (as on an edge runtime)', () => {
  it('serves a standard Request with an injected fetch and a clientKey from a platform header', async () => {
    const { createProxy } = await import('../src/node.js');
    const calls: { url: string; headers: Headers; body: string }[] = [];
    const proxy = createProxy({
      upstream: 'https://reasoning.example/v1/',
      apiKey: KEY,
      basePath: '/proxy',
      rateLimit: { windowMs: 60_000, max: 1 },
      clientKey: (req) => req.headers.get('cf-connecting-ip') ?? 'anonymous',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        calls.push({ url: request.url, headers: request.headers, body: await request.text() });
        return new Response('{"status":"GROUND"}', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const send = (ip: string) =>
      proxy.fetch(new Request('https://dash.example/proxy/run', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: '{"input":"x"}' }));
    const first = await send('192.0.2.1');
    assert.equal(first.status, 200);
    assert.equal(await first.text(), '{"status":"GROUND"}');
    assert.equal(calls[0]!.url, 'https://reasoning.example/v1/run');
    assert.equal(calls[0]!.headers.get('authorization'), `Bearer ${KEY}`);
    assert.equal(calls[0]!.headers.get('cf-connecting-ip'), null);
    assert.equal(calls[0]!.body, '{"input":"x"}');
    assert.equal((await send('192.0.2.1')).status, 429);
    assert.equal((await send('192.0.2.2')).status, 200);
  });
});
