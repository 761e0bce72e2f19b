/**
 * A hostile client and a failing upstream, over real HTTP on 127.0.0.1:
 * oversized chunked bodies, wrong content types, a 1,000-request burst,
 * header injection, path traversal; a dead, a hanging and a slow upstream;
 * a client that goes away. Every response and log line is then scanned for
 * the key.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { Agent } from 'undici';
import { createServer } from 'node:http';
import {
  echo,
  eventually,
  KEY,
  listen,
  closeServer,
  rawRequest,
  runInit,
  serveProxy,
  startUpstream,
  Witness,
  type FakeUpstream,
  type ServedProxy,
} from '../../../test/helpers/proxy.js';

const witness = new Witness();

after(() => {
  // One scan over everything every test in this file saw.
  assert.ok(witness.texts.length > 1000, 'the scan saw the responses');
  assert.ok(witness.logs.length > 1000, 'the scan saw the log lines');
  assert.deepEqual(witness.leaks(KEY), [], 'the key appeared in a response, header or log line');
});

describe('hostile client', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, passThroughReads: true }, witness);
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('stops reading an endless chunked body at the cap (413) and never calls the upstream', async () => {
    const before = upstream.seen.length;
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: proxy.port, method: 'POST', path: '/proxy/run', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        // Keep sending until the proxy answers (or 16 MiB, which must never be needed).
        while (!answered && sent < 16 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          witness.record(res.statusCode ?? 0, res.headers, body);
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      });
      req.on('error', (err) => (answered ? undefined : reject(err)));
      pump();
    });
    assert.equal(result.status, 413);
    assert.equal(JSON.parse(result.body).code, 'payload_too_large');
    assert.ok(result.sent < 16 * 1024 * 1024, 'the proxy answered before the client ran out of data');
    assert.equal(upstream.seen.length, before);
  });

  it('refuses a declared oversized body before reading it', async () => {
    const res = await rawRequest(
      proxy.port,
      `POST /proxy/run HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n{"input":`,
      witness,
    );
    assert.equal(res.status, 413);
  });

  it('refuses wrong content types (415) whatever the body looks like', async () => {
    for (const type of ['text/plain', 'application/xml', 'text/json', 'application/json-patch+json']) {
      const res = await proxy.call('/proxy/run', { method: 'POST', headers: { 'content-type': type }, body: '{"input":"x"}' });
      assert.equal(res.status, 415, type);
    }
  });

  it('never lets injected headers through, even sent raw', async () => {
    const before = upstream.seen.length;
    const res = await rawRequest(
      proxy.port,
      [
        'POST /proxy/run HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Authorization: Bearer attacker',
        'Authorization: Basic YXR0YWNrZXI6eA==',
        'Cookie: a=1',
        'X-Request-Id: ok-1',
        'X-Request-Id: second',
        'Accept-Language: en',
        'X-Forwarded-For: 1.2.3.4',
        'Forwarded: for=1.2.3.4;host=evil',
        'X-Original-URL: /api/admin',
        'X-HTTP-Method-Override: DELETE',
        'Content-Length: 15',
        'Connection: close',
        '',
        '{"input":"hi"}\n',
      ].join('\r\n'),
      witness,
    );
    assert.equal(res.status, 200);
    const got = upstream.seen[before]!;
    assert.equal(got.url, '/api/run');
    assert.equal(got.method, 'POST');
    assert.equal(got.headers.authorization, `Bearer ${KEY}`);
    for (const name of ['cookie', 'x-forwarded-for', 'forwarded', 'x-original-url', 'x-http-method-override']) assert.equal(got.headers[name], undefined, name);
    // Two ids joined by the runtime are not a plain token: replaced, not forwarded.
    assert.notEqual(got.headers['x-request-id'], 'ok-1, second');
  });

  it('cannot smuggle a second request or split headers (the HTTP layer refuses, the upstream sees nothing)', async () => {
    const before = upstream.seen.length;
    const smuggle = await rawRequest(
      proxy.port,
      'POST /proxy/run HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nPOST /proxy/receipts HTTP/1.1\r\nHost: x\r\n\r\n',
      witness,
    );
    assert.equal(smuggle.status, 400);
    const split = await rawRequest(proxy.port, 'POST /proxy/run HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Request-Id: a\rInjected: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', witness);
    assert.equal(split.status, 400);
    assert.equal(upstream.seen.length, before);
  });

  it('never reaches another route through traversal, encoding or double slashes', async () => {
    const before = upstream.seen.length;
    const paths = [
      '/proxy/run/../receipts',
      '/proxy/run/../receipts/abc',
      '/proxy/run/..%2freceipts',
      '/proxy/run/%2e%2e/receipts',
      '/proxy/run/%2E%2E/receipts/abc',
      '/proxy/run/.%2e/receipts',
      '/proxy/%2e%2e/api/run',
      '/proxy/../api/run',
      '/proxy//run',
      '//proxy/run',
      '/proxy/./run',
      '/proxy/run%2f..%2f..%2fadmin',
      '/proxy/run%5c..%5creceipts',
      '/proxy/run\\..\\receipts',
      '/proxy/receipts/..%2frun',
      '/proxy/receipts/%2e%2e',
      '/proxy/sessions/..',
      '/proxy/run?../../receipts',
      '/proxy/run#/../receipts',
    ];
    for (const path of paths) {
      for (const method of ['POST', 'GET']) {
        const body = method === 'POST' ? '{"input":"x"}' : '';
        const res = await rawRequest(
          proxy.port,
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          witness,
        );
        const reached = upstream.seen.slice(before);
        // Whatever the answer, the only upstream URLs ever used are the fixed ones, and the key only with /run.
        for (const r of reached) {
          assert.ok(r.url === '/api/run' || /^\/api\/(receipts|sessions)\/[A-Za-z0-9._-]+$/.test(r.url), `${method} ${path} reached ${r.url}`);
          if (r.url !== '/api/run') assert.equal(r.headers.authorization, undefined);
        }
        const pathPart = path.split(/[?#]/)[0]!;
        if (pathPart !== path) {
          // Query and fragment are dropped: at most the fixed /run URL, never anything else.
          assert.ok(upstream.seen.slice(before).every((r) => r.url === '/api/run'));
          upstream.seen.length = before;
        } else if (path.includes('..') || path.includes('%2') || path.includes('//') || path.includes('%5c') || path.includes('\\')) {
          assert.ok([400, 404, 405].includes(res.status), `${method} ${path} -> ${res.status}`);
          assert.equal(upstream.seen.length, before, `${method} ${path} reached the upstream`);
        }
      }
    }
  });
});

describe('burst from one client', () => {
  let upstream: FakeUpstream;
  let proxy: ServedProxy;
  let agent: Agent;
  before(async () => {
    upstream = await startUpstream();
    proxy = await serveProxy({ upstream: upstream.url, rateLimit: { windowMs: 60_000, max: 20 } }, witness);
    agent = new Agent({ connections: 50 });
  });
  after(async () => {
    await agent.close();
    await proxy.close();
    await upstream.close();
  });

  it('answers most of 1,000 requests with 429, Retry-After and RateLimit headers', async () => {
    const { fetch: undiciFetch } = await import('undici');
    const results = await Promise.all(
      Array.from({ length: 1000 }, async () => {
        const res = await undiciFetch(`${proxy.url}/proxy/run`, { ...(runInit() as object), dispatcher: agent } as never);
        const text = await res.text();
        witness.record(res.status, res.headers as unknown as Iterable<[string, string]>, text);
        return { status: res.status, retryAfter: res.headers.get('retry-after'), remaining: res.headers.get('ratelimit-remaining'), limit: res.headers.get('ratelimit-limit'), text };
      }),
    );
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    assert.equal(ok.length + limited.length, 1000);
    // A burst straddling a window edge may get part of the next window's budget, never more.
    assert.ok(ok.length >= 20 && ok.length <= 40, `${ok.length} got through`);
    assert.ok(limited.length >= 960);
    assert.equal(upstream.seen.length, ok.length);
    for (const r of limited) {
      assert.ok(Number(r.retryAfter) >= 1 && Number(r.retryAfter) <= 120, `Retry-After ${r.retryAfter}`);
      assert.equal(r.remaining, '0');
      assert.equal(r.limit, '20');
      assert.equal(JSON.parse(r.text).code, 'rate_limited');
    }
  });

  it('does not let a client dodge the limit with a forged X-Forwarded-For', async () => {
    const res = await proxy.call('/proxy/run', runInit(undefined, { 'x-forwarded-for': '203.0.113.9' }));
    assert.equal(res.status, 429);
  });

  it('gives each forwarded client its own budget behind a trusted reverse proxy, whatever the client wrote before it', async () => {
    const trusted = await serveProxy({ upstream: upstream.url, rateLimit: { windowMs: 60_000, max: 2 }, trustProxy: true }, witness);
    try {
      const statuses = async (ip: string) => {
        const out: number[] = [];
        // The reverse proxy appends the address it saw; the client rotates the entry it wrote itself.
        for (let i = 0; i < 3; i++) out.push((await trusted.call('/proxy/run', runInit(undefined, { 'x-forwarded-for': `203.0.113.${i}, ${ip}` }))).status);
        return out;
      };
      const a = await statuses('198.51.100.1');
      const b = await statuses('198.51.100.2');
      assert.equal(a.filter((s) => s === 200).length >= 2, true);
      assert.equal(a.at(-1), 429);
      assert.equal(b.filter((s) => s === 200).length >= 2, true);
    } finally {
      await trusted.close();
    }
  });
});

describe('failing upstream', () => {
  it('answers 502 when the upstream is down', async () => {
    const dead = createServer();
    const port = await listen(dead);
    await closeServer(dead);
    const proxy = await serveProxy({ upstream: `http://127.0.0.1:${port}/api`, rateLimit: false }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
      assert.equal(res.json().code, 'upstream_unreachable');
      assert.equal(typeof res.json().detail, 'string');
      assert.ok(!res.text.includes(String(port)), 'the error does not describe the upstream');
    } finally {
      await proxy.close();
    }
  });

  it('answers 504 when the upstream sends no headers within timeoutMs, and cancels the call', async () => {
    const upstream = await startUpstream(() => {
      /* hang */
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 200 }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 504);
      assert.equal(res.json().code, 'upstream_timeout');
      await eventually(() => upstream.seen[0]?.aborted === true, 'the upstream saw its request cancelled');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('treats timeoutMs as a deadline for headers, not for the whole body', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"slow":');
      setTimeout(() => res.end('true}'), 400);
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 200 }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 200);
      assert.deepEqual(res.json(), { slow: true });
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('answers 502 when the upstream breaks off mid-answer', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"partial":');
      setTimeout(() => res.destroy(), 20);
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('answers 502 for an upstream answer over maxResponseBytes', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 10; i++) res.write('z'.repeat(1000));
      res.end();
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, maxResponseBytes: 2000 }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
      assert.equal(res.json().code, 'upstream_response_too_large');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('cancels the upstream call when the browser goes away', async () => {
    const upstream = await startUpstream(() => {
      /* hold the request open */
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 30_000 }, witness);
    try {
      const controller = new AbortController();
      const pending = fetch(`${proxy.url}/proxy/run`, { ...runInit(), signal: controller.signal });
      await eventually(() => upstream.seen.length === 1, 'the request reached the upstream');
      assert.equal(upstream.seen[0]!.aborted, false);
      controller.abort();
      await assert.rejects(pending);
      await eventually(() => upstream.seen[0]!.aborted, 'the upstream saw its request aborted');
      await eventually(() => witness.logs.some((l) => l.includes(' 499 client_closed')), 'the proxy logged the closed client');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('cancels only the call whose browser went away; the calls beside it keep their own ends', { timeout: 20_000 }, async () => {
    // A body that says "hold" is never answered; any other is answered at once.
    const upstream = await startUpstream((req, res, body, seen) => {
      if (!body.includes('hold')) echo(req, res, body, seen);
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 1500 }, witness);
    const held = (input: string) => upstream.seen.find((s) => s.body.includes(input));
    try {
      const controller = new AbortController();
      const leaving = fetch(`${proxy.url}/proxy/run`, { ...runInit({ input: 'hold leaving' }), signal: controller.signal });
      const staying = proxy.call('/proxy/run', runInit({ input: 'hold staying' }));
      await eventually(() => held('hold leaving') !== undefined && held('hold staying') !== undefined, 'both held calls arrived');
      controller.abort();
      await assert.rejects(leaving);
      await eventually(() => held('hold leaving')!.aborted, 'the upstream saw the left call aborted');
      assert.equal(held('hold staying')!.aborted, false, 'the call beside it is still waiting');
      assert.equal((await proxy.call('/proxy/run', runInit({ input: 'quick' }))).status, 200);
      const answer = await staying;
      assert.deepEqual([answer.status, answer.json().code], [504, 'upstream_timeout']);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});

describe('the key never appears', () => {
  it('scrubs the key from an upstream that echoes it in its body and headers', async () => {
    const upstream = await startUpstream((req, res, body) => {
      res.writeHead(401, {
        'content-type': 'application/json',
        'x-request-id': `${req.headers.authorization}`,
        'retry-after': KEY,
        'ratelimit-policy': encodeURIComponent(KEY),
      });
      res.end(
        JSON.stringify({
          detail: `invalid key ${req.headers.authorization}`,
          code: 'unauthorized',
          echo: { headers: req.headers, body, encoded: encodeURIComponent(KEY), json: JSON.stringify(KEY) },
        }),
      );
    });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 401);
      assert.equal(res.json().detail, 'invalid key Bearer [redacted]');
      assert.equal(res.headers.get('retry-after'), null);
      assert.equal(res.headers.get('ratelimit-policy'), null);
      assert.notEqual(res.headers.get('x-request-id'), `Bearer ${KEY}`);
      assert.ok(!res.text.includes(KEY));
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('keeps the key out of errors for a custom header and a raw key', async () => {
    const upstream = await startUpstream(echo);
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, keyHeader: 'X-API-Key', keyScheme: '' }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 200);
      assert.equal(upstream.seen[0]!.headers['x-api-key'], KEY);
      assert.equal(upstream.seen[0]!.headers.authorization, undefined);
      assert.ok(res.text.includes('[redacted]'));
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('never quotes the key in configuration errors', async () => {
    const { createProxy } = await import('../src/node.js');
    const attempts: Array<Record<string, unknown>> = [
      { upstream: `not a url ${KEY}`, apiKey: KEY },
      { upstream: 'ftp://x', apiKey: KEY },
      { upstream: 'http://x', apiKey: `${KEY}\r\nX: 1` },
      { upstream: 'http://x', apiKey: KEY, keyHeader: 'bad header' },
      { upstream: 'http://x', apiKey: KEY, timeoutMs: -1 },
      { upstream: 'http://x', apiKey: 'short' },
    ];
    for (const options of attempts) {
      assert.throws(
        () => createProxy(options as never),
        (err: Error) => {
          witness.logs.push(err.message);
          return !err.message.includes(KEY) && !err.message.includes('short');
        },
      );
    }
  });
});
