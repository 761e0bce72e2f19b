// ReasoningClient against a fixture server over real HTTP: retries, request sharing and cache, aborts
// (answers and errors: client.test.ts).
import { after, before, describe, it } from 'node:test';
import FakeTimers from '@sinonjs/fake-timers';
import assert from 'node:assert/strict';
import { ReasoningError, sharedClient } from '../../src/client/index.js';
import { receipt, runResponse } from '../fixtures/resources.js';
import { client, eventually, isAbort, rejects, startFixture, type FixtureServer } from './client-helpers.js';

let srv: FixtureServer;
before(async () => {
  srv = await startFixture();
});
after(() => srv.close());

describe('ReasoningClient: retries', () => {
  for (const [name, step] of [
    ['503', { status: 503, json: { detail: 'busy' } }],
    ['500', { status: 500 }],
    ['a dropped connection', { destroy: true }],
    ['429', { status: 429, headers: { 'retry-after': '0' } }],
  ] as const) {
    it(`retries a GET on ${name} up to 2 times, then fails`, async () => {
      const base = srv.scenario([step]);
      await assert.rejects(client(base).getReceipt('rcpt_1'), ReasoningError);
      assert.equal(srv.hits(base).count, 3);
    });
  }

  it('succeeds when a retry does', async () => {
    const base = srv.scenario([{ status: 503 }, { destroy: true }, { json: receipt() }]);
    assert.equal((await client(base).getReceipt('rcpt_1')).id, 'rcpt_1');
    assert.equal(srv.hits(base).count, 3);
  });

  it('honours retries: 0', async () => {
    const base = srv.scenario([{ status: 503 }]);
    await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), 'server');
    assert.equal(srv.hits(base).count, 1);
  });

  it('does not retry 4xx other than 429', async () => {
    for (const status of [400, 401, 403, 404, 413]) {
      const base = srv.scenario([{ status }]);
      await assert.rejects(client(base).getReceipt('rcpt_1'), ReasoningError);
      assert.equal(srv.hits(base).count, 1, `status ${status}`);
    }
  });

  it('does not retry an invalid response', async () => {
    const base = srv.scenario([{ text: 'nope', headers: { 'content-type': 'application/json' } }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'invalid-response');
    assert.equal(srv.hits(base).count, 1);
  });

  for (const [name, step] of [
    ['500', { status: 500, json: { detail: 'engine' } }],
    ['503', { status: 503, headers: { 'retry-after': '0' } }],
    ['429', { status: 429, headers: { 'retry-after': '0' } }],
    ['a dropped connection', { destroy: true }],
  ] as const) {
    it(`never retries POST /run (${name}): exactly one request`, async () => {
      const base = srv.scenario([step]);
      await assert.rejects(client(base, { retries: 5 }).run({ input: 'x' }), ReasoningError);
      assert.equal(srv.hits(base).count, 1);
    });
  }

  it('honours Retry-After (seconds) before retrying, and reports it', async () => {
    const base = srv.scenario([{ status: 429, headers: { 'retry-after': '1' } }, { json: receipt() }]);
    const started = Date.now();
    await client(base, { retryBaseMs: 1 }).getReceipt('rcpt_1');
    // Not a timing assertion of speed: the retry must not come before the pause the server asked for.
    assert.ok(Date.now() - started >= 990, 'waited for Retry-After');
    assert.equal(srv.hits(base).count, 2);
    const once = srv.scenario([{ status: 503, headers: { 'retry-after': '7' } }]);
    await rejects(client(once, { retries: 0 }).getReceipt('rcpt_1'), 'server', { retryAfter: 7, status: 503 });
  });

  it('gives up at once when Retry-After is longer than it will wait', async () => {
    const base = srv.scenario([{ status: 429, headers: { 'retry-after': '3600' } }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'rate-limited', { retryAfter: 3600 });
    assert.equal(srv.hits(base).count, 1);
  });

  it('reads Retry-After as an HTTP date', async () => {
    const when = new Date(Date.now() + 30_000).toUTCString();
    const base = srv.scenario([{ status: 429, headers: { 'retry-after': when } }]);
    const error = await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), 'rate-limited');
    assert.ok(error.retryAfter! >= 28 && error.retryAfter! <= 31, String(error.retryAfter));
  });
});

describe('ReasoningClient: request sharing and cache', () => {
  it('shares one request among 20 concurrent callers', async () => {
    const base = srv.scenario([{ delayMs: 50, json: receipt() }]);
    const c = client(base, { cacheTtlMs: 5000 });
    const all = await Promise.all(Array.from({ length: 20 }, () => c.getReceipt('rcpt_1')));
    assert.equal(srv.hits(base).count, 1);
    assert.ok(all.every((r) => r.id === 'rcpt_1'));
  });

  it('answers from the cache within the TTL, asks again after it', async () => {
    // Only Date is faked: the cache reads the clock, while sockets and timers run for real.
    const clock = FakeTimers.install({ toFake: ['Date'], now: Date.now() });
    try {
      const base = srv.scenario([{ json: receipt() }]);
      const c = client(base, { cacheTtlMs: 150 });
      await c.getReceipt('rcpt_1');
      clock.tick(149);
      await c.getReceipt('rcpt_1');
      assert.equal(srv.hits(base).count, 1, 'a read within the TTL is answered from the cache');
      clock.tick(1);
      await c.getReceipt('rcpt_1');
      assert.equal(srv.hits(base).count, 2, 'a read at the TTL asks the server again');
    } finally {
      clock.uninstall();
    }
  });

  it('fresh: true bypasses the cache and updates it', async () => {
    const base = srv.scenario([{ json: receipt({ verified: false }) }, { json: receipt({ verified: true }) }]);
    const c = client(base, { cacheTtlMs: 60_000 });
    assert.equal((await c.getReceipt('rcpt_1')).verified, false);
    assert.equal((await c.getReceipt('rcpt_1', { fresh: true })).verified, true);
    assert.equal(srv.hits(base).count, 2);
    assert.equal((await c.getReceipt('rcpt_1')).verified, true, 'the fresh answer replaced the cached one');
  });

  it('fresh: true does not join an older request in flight, and skips the HTTP cache', async () => {
    const base = srv.scenario([{ delayMs: 80, json: receipt({ verified: false }) }, { json: receipt({ verified: true }) }]);
    const inits: RequestInit[] = [];
    const c = client(base, {
      cacheTtlMs: 60_000,
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    const older = c.getReceipt('rcpt_1');
    const fresh = c.getReceipt('rcpt_1', { fresh: true });
    assert.equal((await fresh).verified, true);
    assert.equal((await older).verified, false);
    assert.equal(srv.hits(base).count, 2);
    assert.equal(inits[0]!.cache, undefined);
    assert.equal(inits[1]!.cache, 'no-store');
    assert.equal((await c.getReceipt('rcpt_1')).verified, true, 'the older answer, arriving last, did not replace the fresh one');
  });

  it('does not share across different ids or resources', async () => {
    const base = srv.scenario([{ delayMs: 20, json: receipt() }]);
    const c = client(base, { cacheTtlMs: 5000 });
    await Promise.all([c.getReceipt('rcpt_1'), c.getReceipt('rcpt_2').catch(() => null), c.getReceipt('rcpt_1')]);
    assert.equal(srv.hits(base).count, 2);
  });

  it('never caches an error', async () => {
    const base = srv.scenario([{ status: 404 }, { json: receipt() }]);
    const c = client(base, { cacheTtlMs: 60_000 });
    await rejects(c.getReceipt('rcpt_1'), 'not-found');
    assert.equal((await c.getReceipt('rcpt_1')).id, 'rcpt_1');
    assert.equal(srv.hits(base).count, 2);
  });

  it('sharedClient gives one instance per (baseUrl, proxyUrl)', () => {
    const a = sharedClient({ baseUrl: 'http://x/api' });
    assert.equal(sharedClient({ baseUrl: 'http://x/api/' }), a);
    assert.notEqual(sharedClient({ baseUrl: 'http://x/api', proxyUrl: 'http://x/proxy' }), a);
    assert.equal(sharedClient({ baseUrl: 'http://x/api', proxyUrl: 'http://x/proxy' }), sharedClient({ baseUrl: 'http://x/api', proxyUrl: 'http://x/proxy' }));
    assert.notEqual(sharedClient({ baseUrl: 'http://y/api' }), a);
  });

  it('POST /run is never shared: two calls, two requests', async () => {
    const base = srv.scenario([{ delayMs: 20, json: runResponse() }]);
    const c = client(base, { cacheTtlMs: 5000 });
    await Promise.all([c.run({ input: 'x' }), c.run({ input: 'x' })]);
    assert.equal(srv.hits(base).count, 2);
  });
});

describe('ReasoningClient: abort', () => {
  it('rejects with the standard AbortError, not a ReasoningError', async () => {
    const base = srv.scenario([{ delayMs: 2000, json: receipt() }]);
    const controller = new AbortController();
    const pending = client(base).getReceipt('rcpt_1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    assert.ok(isAbort(error), String(error));
    assert.ok(!(error instanceof ReasoningError));
  });

  it('makes no request when the signal is already aborted', async () => {
    const base = srv.scenario([{ json: receipt() }]);
    const error = await client(base).getReceipt('rcpt_1', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    assert.ok(isAbort(error));
    const runError = await client(base).run({ input: 'x' }, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    assert.ok(isAbort(runError));
    assert.equal(srv.hits(base).count, 0);
  });

  it('one of two callers aborting leaves the other its answer', async () => {
    const base = srv.scenario([{ delayMs: 150, json: receipt() }]);
    const c = client(base);
    const a = new AbortController();
    const first = c.getReceipt('rcpt_1', { signal: a.signal });
    const second = c.getReceipt('rcpt_1', { signal: new AbortController().signal });
    setTimeout(() => a.abort(), 20);
    assert.ok(isAbort(await first.catch((e: unknown) => e)));
    assert.equal((await second).id, 'rcpt_1');
    assert.equal(srv.hits(base).count, 1);
    assert.equal(srv.hits(base).aborted, 0);
  });

  it('a caller without a signal keeps the shared request alive', async () => {
    const base = srv.scenario([{ delayMs: 100, json: receipt() }]);
    const c = client(base);
    const a = new AbortController();
    const first = c.getReceipt('rcpt_1', { signal: a.signal });
    const second = c.getReceipt('rcpt_1');
    a.abort();
    await first.catch(() => undefined);
    assert.equal((await second).id, 'rcpt_1');
  });

  it('when every caller aborts, the request is cancelled and the next call starts anew', async () => {
    const base = srv.scenario([{ delayMs: 2000, json: receipt() }, { json: receipt() }]);
    const c = client(base);
    const a = new AbortController();
    const b = new AbortController();
    const calls = [c.getReceipt('rcpt_1', { signal: a.signal }), c.getReceipt('rcpt_1', { signal: b.signal })];
    await eventually(() => srv.hits(base).count === 1, 'request arrived');
    a.abort();
    b.abort();
    for (const call of calls) assert.ok(isAbort(await call.catch((e: unknown) => e)));
    await eventually(() => srv.hits(base).aborted === 1, 'the server saw the request cancelled');
    assert.equal((await c.getReceipt('rcpt_1')).id, 'rcpt_1');
    assert.equal(srv.hits(base).count, 2);
  });

  it('an abort during the backoff pause stops the retries', async () => {
    const base = srv.scenario([{ status: 503, headers: { 'retry-after': '2' } }]);
    const controller = new AbortController();
    const pending = client(base).getReceipt('rcpt_1', { signal: controller.signal });
    await eventually(() => srv.hits(base).count === 1, 'first attempt');
    controller.abort();
    assert.ok(isAbort(await pending.catch((e: unknown) => e)));
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(srv.hits(base).count, 1);
  });

  it('aborting POST /run cancels it with an AbortError', async () => {
    const base = srv.scenario([{ delayMs: 2000, json: runResponse() }]);
    const controller = new AbortController();
    const pending = client(base).run({ input: 'x' }, { signal: controller.signal });
    await eventually(() => srv.hits(base).count === 1, 'run arrived');
    controller.abort();
    assert.ok(isAbort(await pending.catch((e: unknown) => e)));
    await eventually(() => srv.hits(base).aborted === 1, 'the server saw the run cancelled');
  });

  it('rethrows a custom abort reason as it is', async () => {
    const base = srv.scenario([{ delayMs: 2000, json: receipt() }]);
    const controller = new AbortController();
    const reason = new Error('left the page');
    const pending = client(base).getReceipt('rcpt_1', { signal: controller.signal });
    controller.abort(reason);
    assert.equal(await pending.catch((e: unknown) => e), reason);
  });
});
