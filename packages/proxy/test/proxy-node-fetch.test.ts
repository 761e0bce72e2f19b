/**
 * createNodeFetch (undici core API behind a fetch signature) on its own, and
 * the proxy's failure rules with it injected: it must behave like fetch
 * wherever the proxy relies on fetch.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { createNodeFetch, type NodeFetch } from '../src/node-fetch.js';
import { RAW_TEXT } from '../src/node.js';
import { closeServer, eventually, KEY, listen, runInit, serveProxy, startUpstream, Witness, type FakeUpstream } from '../../../test/helpers/proxy.js';

describe('createNodeFetch', () => {
  let upstream: FakeUpstream;
  let nodeFetch: NodeFetch;
  before(async () => {
    upstream = await startUpstream();
    nodeFetch = createNodeFetch({ maxResponseBytes: 10_000 });
  });
  after(async () => {
    await nodeFetch.close();
    await upstream.close();
  });

  it('sends method, headers and body, and answers a Response with the text attached', async () => {
    const res = await nodeFetch(`${upstream.url}/run?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: new TextEncoder().encode('{"input":"hé"}'),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/json');
    const got = upstream.seen.at(-1)!;
    assert.equal(got.url, '/api/run?x=1');
    assert.equal(got.headers.authorization, 'Bearer k');
    assert.equal(got.body, '{"input":"hé"}');
    const raw = (res as unknown as Record<symbol, unknown>)[RAW_TEXT];
    assert.equal(typeof raw, 'string');
    assert.deepEqual(JSON.parse(await res.text()), JSON.parse(raw as string));
  });

  it('accepts Headers and header pairs, and a string body', async () => {
    await nodeFetch(`${upstream.url}/a`, { method: 'POST', headers: new Headers({ 'x-one': '1' }), body: 'hi' });
    assert.equal(upstream.seen.at(-1)!.headers['x-one'], '1');
    assert.equal(upstream.seen.at(-1)!.body, 'hi');
    await nodeFetch(`${upstream.url}/b`, { headers: [['x-two', '2']] });
    assert.equal(upstream.seen.at(-1)!.headers['x-two'], '2');
  });

  it('does not follow redirects and gives null-body statuses a null body', async () => {
    upstream.behaviour = (req, res) => {
      if (req.url?.endsWith('/redirect')) res.writeHead(302, { location: '/elsewhere' }).end();
      else res.writeHead(204).end();
    };
    const redirect = await nodeFetch(`${upstream.url}/redirect`, { redirect: 'manual' });
    assert.equal(redirect.status, 302);
    const empty = await nodeFetch(`${upstream.url}/empty`);
    assert.equal(empty.status, 204);
    assert.equal(empty.body, null);
  });

  it('decodes a compressed body it did not ask for', async () => {
    upstream.behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync('{"zipped":true}'));
    };
    const res = await nodeFetch(`${upstream.url}/gz`);
    assert.deepEqual(await res.json(), { zipped: true });
    assert.equal(res.headers.get('content-encoding'), null);
  });

  it('refuses bodies over maxResponseBytes, declared or streamed, and gzip bombs', async () => {
    upstream.behaviour = (req, res) => {
      if (req.url?.endsWith('/declared')) {
        res.writeHead(200, { 'content-length': '20000' });
        res.end('x'.repeat(20_000));
      } else if (req.url?.endsWith('/bomb')) {
        res.writeHead(200, { 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(1_000_000)));
      } else {
        res.writeHead(200);
        for (let i = 0; i < 20; i++) res.write('y'.repeat(1000));
        res.end();
      }
    };
    await assert.rejects(nodeFetch(`${upstream.url}/declared`), { name: 'ResponseTooLargeError' });
    await assert.rejects(nodeFetch(`${upstream.url}/streamed`), { name: 'ResponseTooLargeError' });
    await assert.rejects(nodeFetch(`${upstream.url}/bomb`), { name: 'ResponseTooLargeError' });
  });

  it('aborts the upstream request with the signal', async () => {
    upstream.behaviour = () => {};
    const before = upstream.seen.length;
    const controller = new AbortController();
    const pending = nodeFetch(`${upstream.url}/hang`, { signal: controller.signal });
    await eventually(() => upstream.seen.length > before, 'the request arrived');
    controller.abort();
    await assert.rejects(pending);
    await eventually(() => upstream.seen.at(-1)!.aborted, 'the upstream saw the abort');
  });
});

describe('proxy rules with createNodeFetch injected', () => {
  const witness = new Witness();
  after(() => assert.deepEqual(witness.leaks(KEY), []));

  it('502 for a dead upstream', async () => {
    const dead = createServer();
    const port = await listen(dead);
    await closeServer(dead);
    const nodeFetch = createNodeFetch();
    const proxy = await serveProxy({ upstream: `http://127.0.0.1:${port}/api`, rateLimit: false, fetch: nodeFetch }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
      assert.equal(res.json().code, 'upstream_unreachable');
    } finally {
      await proxy.close();
      await nodeFetch.close();
    }
  });

  it('504 for a hanging upstream, which sees its request cancelled', async () => {
    const upstream = await startUpstream(() => {});
    const nodeFetch = createNodeFetch();
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 150, fetch: nodeFetch }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 504);
      await eventually(() => upstream.seen[0]?.aborted === true, 'upstream saw the cancel');
    } finally {
      await proxy.close();
      await nodeFetch.close();
      await upstream.close();
    }
  });

  it('cancels the upstream call when the client goes away', async () => {
    const upstream = await startUpstream(() => {});
    const nodeFetch = createNodeFetch();
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, fetch: nodeFetch }, witness);
    try {
      const controller = new AbortController();
      const pending = fetch(`${proxy.url}/proxy/run`, { ...runInit(), signal: controller.signal });
      await eventually(() => upstream.seen.length === 1, 'request arrived');
      controller.abort();
      await assert.rejects(pending);
      await eventually(() => upstream.seen[0]!.aborted, 'upstream saw the abort');
    } finally {
      await proxy.close();
      await nodeFetch.close();
      await upstream.close();
    }
  });

  it('502 for an upstream answer over maxResponseBytes, without crashing', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 10; i++) res.write('z'.repeat(1000));
      res.end();
    });
    const nodeFetch = createNodeFetch({ maxResponseBytes: 4000 });
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, fetch: nodeFetch, maxResponseBytes: 2000 }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 502);
      assert.equal(res.json().code, 'upstream_response_too_large');
      // The proxy keeps serving.
      upstream.behaviour = (_req, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"small":1}');
      assert.equal((await proxy.call('/proxy/run', runInit())).status, 200);
    } finally {
      await proxy.close();
      await nodeFetch.close();
      await upstream.close();
    }
  });

  it('scrubs an echoed key and passes statuses through', async () => {
    const upstream = await startUpstream((req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: `tier of ${req.headers.authorization} is too low` }));
    });
    const nodeFetch = createNodeFetch();
    const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, fetch: nodeFetch }, witness);
    try {
      const res = await proxy.call('/proxy/run', runInit());
      assert.equal(res.status, 403);
      assert.equal(res.json().detail, 'tier of Bearer [redacted] is too low');
    } finally {
      await proxy.close();
      await nodeFetch.close();
      await upstream.close();
    }
  });
});
