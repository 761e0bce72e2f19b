/**
 * The upstream deadline on Node, where one timer serves every call in flight
 * (node-runtime.ts): each call still ends at its own deadline, whatever
 * answered before or after it, and the timer wakes again after going idle.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createNodeFetch } from '../src/node-fetch.js';
import { echo, eventually, KEY, runInit, serveProxy, startUpstream, Witness } from '../../../test/helpers/proxy.js';

describe('upstream deadlines on Node', () => {
  const witness = new Witness();
  after(() => assert.deepEqual(witness.leaks(KEY), []));

  for (const fetchName of ['createNodeFetch', 'global fetch'] as const) {
    it(`each call times out at its own deadline (${fetchName})`, { timeout: 20_000 }, async () => {
      // A body that says "hang" is never answered; any other is answered at once.
      const upstream = await startUpstream((req, res, body) => {
        if (!body.includes('hang')) echo(req, res, body, { method: '', url: '', headers: {}, body, aborted: false });
      });
      const nodeFetch = fetchName === 'createNodeFetch' ? createNodeFetch() : undefined;
      const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 300, ...(nodeFetch ? { fetch: nodeFetch } : {}) }, witness);
      const hanging = () => upstream.seen.filter((s) => s.body.includes('hang'));
      try {
        const first = proxy.call('/proxy/run', runInit({ input: 'hang 1' }));
        await eventually(() => hanging().length === 1, 'the first hanging call arrived');
        // Calls that start and end while the first is pending leave its deadline alone.
        assert.equal((await proxy.call('/proxy/run', runInit({ input: 'quick' }))).status, 200);
        const second = proxy.call('/proxy/run', runInit({ input: 'hang 2' }));
        const [a, b] = await Promise.all([first, second]);
        assert.deepEqual([a.status, a.json().code, b.status, b.json().code], [504, 'upstream_timeout', 504, 'upstream_timeout']);
        await eventually(() => hanging().every((s) => s.aborted), 'the upstream saw both calls cancelled');
        // Nothing in flight, then a new call: its deadline is kept too.
        const third = await proxy.call('/proxy/run', runInit({ input: 'hang 3' }));
        assert.equal(third.status, 504);
        assert.equal((await proxy.call('/proxy/run', runInit({ input: 'quick again' }))).status, 200);
      } finally {
        await proxy.close();
        await nodeFetch?.close();
        await upstream.close();
      }
    });

    it(`the deadline covers the headers only: a body that ends after it still arrives (${fetchName})`, { timeout: 20_000 }, async () => {
      // Headers and the first half at once, the rest twice the deadline later.
      const upstream = await startUpstream((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"answer":');
        setTimeout(() => res.end('"late"}'), 600);
      });
      const nodeFetch = fetchName === 'createNodeFetch' ? createNodeFetch() : undefined;
      const proxy = await serveProxy({ upstream: upstream.url, rateLimit: false, timeoutMs: 300, ...(nodeFetch ? { fetch: nodeFetch } : {}) }, witness);
      try {
        const started = performance.now();
        const answer = await proxy.call('/proxy/run', runInit({ input: 'slow body' }));
        assert.equal(answer.status, 200, answer.text);
        assert.deepEqual(answer.json(), { answer: 'late' });
        assert.ok(performance.now() - started >= 550, 'the answer waited for the whole body');
      } finally {
        await proxy.close();
        await nodeFetch?.close();
        await upstream.close();
      }
    });
  }
});
