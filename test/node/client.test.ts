import { after, before, describe, it } from 'node:test';
import FakeTimers from '@sinonjs/fake-timers';
import assert from 'node:assert/strict';
import { ReasoningClient, ReasoningError, sharedClient, type ErrorKind } from '../../src/client/index.js';
import { receipt, runResponse, session } from '../fixtures/resources.js';
import { eventually, startFixture, type FixtureServer } from './client-helpers.js';

let srv: FixtureServer;
before(async () => {
  srv = await startFixture();
});
after(() => srv.close());

/** A client with fast retries and no cache unless asked. */
function client(baseUrl: string, patch: Partial<ConstructorParameters<typeof ReasoningClient>[0]> = {}) {
  return new ReasoningClient({ baseUrl, retryBaseMs: 5, cacheTtlMs: 0, ...patch });
}

async function rejects(promise: Promise<unknown>, kind: ErrorKind, more: Partial<ReasoningError> = {}): Promise<ReasoningError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ReasoningError, `expected ReasoningError, got ${String(error)}`);
  assert.equal(error.kind, kind, error.message);
  for (const [key, value] of Object.entries(more)) assert.deepEqual((error as unknown as Record<string, unknown>)[key], value, key);
  return error;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

describe('ReasoningClient: answers', () => {
  it('reads and validates a receipt, a session, a chain and an attestation from their paths', async () => {
    const chain = { chain_id: 'chain_1', algorithm: 'xy-sha256-v1', root: `0x${'ab'.repeat(32)}`, length: 0, entries: [] };
    const attestation = {
      id: 'att_1', chain_id: 'chain_1', root: `0x${'ab'.repeat(32)}`, length: 0, attested_at: '2026-11-01T10:00:00.000Z',
      algorithm: 'ed25519', public_key: 'AAAA', signature: 'AAAA',
    };
    const base = srv.scenario([{ json: receipt() }, { json: session() }, { json: chain }, { json: attestation }]);
    const c = client(base);
    assert.equal((await c.getReceipt('rcpt_1')).id, 'rcpt_1');
    assert.equal((await c.getSession('550e8400-e29b-41d4-a716-446655440000')).turn_count, 2);
    assert.equal((await c.getChain('chain_1')).algorithm, 'xy-sha256-v1');
    assert.equal((await c.getAttestation('att_1')).algorithm, 'ed25519');
    assert.deepEqual(
      srv.hits(base).requests.map((r) => `${r.method} ${r.path}`),
      [
        'GET /fixture/' + base.split('/').pop() + '/receipts/rcpt_1',
        'GET /fixture/' + base.split('/').pop() + '/sessions/550e8400-e29b-41d4-a716-446655440000',
        'GET /fixture/' + base.split('/').pop() + '/chains/chain_1',
        'GET /fixture/' + base.split('/').pop() + '/attestations/att_1',
      ],
    );
  });

  it('accepts a trailing slash on baseUrl', async () => {
    const base = srv.scenario([{ json: receipt() }]);
    await client(`${base}//`).getReceipt('rcpt_1');
    assert.match(srv.hits(base).requests[0]!.path, /\/fixture\/s\d+\/receipts\/rcpt_1$/);
  });

  it('accepts pruv_id as an alias of attest_id', async () => {
    const body = receipt({ pruv_id: 'pruv_9' });
    delete body.attest_id;
    const base = srv.scenario([{ json: body }]);
    const r = await client(base).getReceipt('rcpt_1');
    assert.equal(r.attest_id, 'pruv_9');
  });

  it('keeps an unknown session type', async () => {
    const base = srv.scenario([{ json: receipt({ session_type: 'vantagepoint' }) }]);
    assert.equal((await client(base).getReceipt('rcpt_1')).session_type, 'vantagepoint');
  });

  it('posts /run as JSON to the proxy when one is set, else to baseUrl', async () => {
    const proxy = srv.scenario([{ json: runResponse() }]);
    const base = srv.scenario([{ json: runResponse() }]);
    const viaProxy = await client(base, { proxyUrl: proxy }).run({ input: 'why?', session_name: 'a' });
    assert.equal(viaProxy.status, 'GROUND');
    assert.equal(srv.hits(base).count, 0);
    const hit = srv.hits(proxy).requests[0]!;
    assert.equal(hit.method, 'POST');
    assert.match(hit.path, /\/run$/);
    assert.deepEqual(JSON.parse(hit.body), { input: 'why?', session_name: 'a' });
    await client(base).run({ input: 'again' });
    assert.match(srv.hits(base).requests[0]!.path, /\/run$/);
  });

  it('refuses a malformed run request before sending it', async () => {
    const base = srv.scenario([{ json: runResponse() }]);
    await rejects(client(base).run({ input: 42 } as never), 'bad-request', { path: 'input' });
    assert.equal(srv.hits(base).count, 0);
  });
});

describe('ReasoningClient: errors', () => {
  const table: Array<[number, ErrorKind]> = [
    [400, 'bad-request'], [401, 'unauthorized'], [403, 'tier'], [404, 'not-found'], [413, 'bad-request'],
    [422, 'bad-request'], [429, 'rate-limited'], [500, 'server'], [502, 'server'], [503, 'server'],
  ];
  for (const [status, kind] of table) {
    it(`maps HTTP ${status} to ${kind}, with the status and the server's message`, async () => {
      const base = srv.scenario([{ status, json: { detail: `said ${status}`, code: `c${status}` } }]);
      await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), kind, { status, message: `said ${status}`, code: `c${status}` });
    });
  }

  it('maps the same statuses on POST /run', async () => {
    for (const [status, kind] of table) {
      const base = srv.scenario([{ status, json: { detail: 'no' } }]);
      await rejects(client(base).run({ input: 'x' }), kind, { status });
    }
  });

  const bodies: Array<[string, Parameters<FixtureServer['scenario']>[0][number], string, string | undefined]> = [
    ['{"detail": string, "code"}', { json: { detail: 'Input too long', code: 'input_too_long' } }, 'Input too long', 'input_too_long'],
    ['FastAPI {"detail": [{loc, msg}]}', { json: { detail: [{ loc: ['body', 'input'], msg: 'field required' }, { msg: 'bad type' }] } }, 'input: field required; bad type', undefined],
    ['{"error": {"message", "code"}}', { json: { error: { message: 'Key revoked', code: 'revoked' } } }, 'Key revoked', 'revoked'],
    ['{"error": string}', { json: { error: 'Nope' } }, 'Nope', undefined],
    ['{"message": string}', { json: { message: 'Plain message' } }, 'Plain message', undefined],
    ['plain text', { text: 'Upstream\nis   down' }, 'Upstream is down', undefined],
  ];
  for (const [name, step, message, code] of bodies) {
    it(`reads the message from ${name}`, async () => {
      const base = srv.scenario([{ status: 400, ...step }]);
      const error = await rejects(client(base).getReceipt('rcpt_1'), 'bad-request', { message });
      assert.equal(error.code, code);
    });
  }

  it('truncates a long text message and strips control characters', async () => {
    const base = srv.scenario([{ status: 500, text: `\u0007bad\u202e${'y'.repeat(5000)}` }]);
    const error = await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), 'server');
    assert.ok(error.message.length <= 300, `length ${error.message.length}`);
    assert.ok(error.message.startsWith('bad y'));
    assert.doesNotMatch(error.message, /[\u0000-\u001f\u202e]/);
  });

  it('ignores an HTML error page and falls back to the status text', async () => {
    const base = srv.scenario([{ status: 502, text: '<html><script>alert(1)</script><h1>Bad gateway</h1></html>', headers: { 'content-type': 'text/html' } }]);
    const error = await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), 'server', { status: 502 });
    assert.doesNotMatch(error.message, /<|script/);
    assert.equal(error.message, 'HTTP 502 Bad Gateway');
  });

  it('falls back to the status text for an empty error body', async () => {
    const base = srv.scenario([{ status: 404 }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'not-found', { message: 'HTTP 404 Not Found' });
  });

  it('reports a dropped connection as network', async () => {
    const base = srv.scenario([{ destroy: true }]);
    await rejects(client(base, { retries: 0 }).getReceipt('rcpt_1'), 'network');
  });

  it('reports a refused connection as network', async () => {
    const closed = await startFixture();
    const origin = closed.origin;
    await closed.close();
    await rejects(client(`${origin}/api`, { retries: 0 }).getReceipt('rcpt_1'), 'network');
  });

  // The answer is held until the client gives up; the timeout is long enough for a loaded machine to
  // deliver the request first (at 50 ms it could fire before the server had seen it).
  it('reports its own timeout as timeout', async () => {
    const base = srv.scenario([{ hold: true, json: receipt() }]);
    await rejects(client(base, { timeoutMs: 1000, retries: 0 }).getReceipt('rcpt_1'), 'timeout');
    await eventually(() => srv.hits(base).aborted === 1, 'the timed-out request was cancelled');
  });

  it('a timeout on POST /run is reported, not retried', async () => {
    const base = srv.scenario([{ hold: true, json: runResponse() }]);
    await rejects(client(base, { timeoutMs: 1000 }).run({ input: 'x' }), 'timeout');
    assert.equal(srv.hits(base).count, 1);
  });
});

describe('ReasoningClient: invalid responses', () => {
  it('rejects invalid JSON on a 200', async () => {
    const base = srv.scenario([{ text: '{"id": "rcpt_1",', headers: { 'content-type': 'application/json' } }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'invalid-response', { status: 200 });
  });

  it('rejects a 200 that is not JSON by its content type', async () => {
    const base = srv.scenario([{ text: JSON.stringify(receipt()), headers: { 'content-type': 'text/html' } }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'invalid-response');
  });

  it('accepts application/json with a charset and +json types', async () => {
    const base = srv.scenario([
      { text: JSON.stringify(receipt()), headers: { 'content-type': 'application/json; charset=utf-8' } },
      { text: JSON.stringify(receipt()), headers: { 'content-type': 'application/problem+json' } },
    ]);
    await client(base).getReceipt('rcpt_1');
    await client(base).getReceipt('rcpt_1');
  });

  it('names the path of a field with the wrong type', async () => {
    const base = srv.scenario([{ json: receipt({ chain_length: 'two' }) }]);
    const error = await rejects(client(base).getReceipt('rcpt_1'), 'invalid-response', { path: 'chain_length' });
    assert.match(error.message, /chain_length/);
  });

  it('names a nested path in a run response', async () => {
    const base = srv.scenario([{ json: runResponse({ content: { answer: 'a', confidence: 'high', implication: '' } }) }]);
    await rejects(client(base).run({ input: 'x' }), 'invalid-response', { path: 'content.confidence' });
  });

  it('refuses an answer for another resource than the one asked for, genuine as it may be', async () => {
    const chain = { chain_id: 'chain_2', algorithm: 'xy-sha256-v1', root: `0x${'ab'.repeat(32)}`, length: 0, entries: [] };
    const attestation = {
      id: 'att_2', chain_id: 'chain_1', root: `0x${'ab'.repeat(32)}`, length: 0, attested_at: '2026-11-01T10:00:00.000Z',
      algorithm: 'ed25519', public_key: 'AAAA', signature: 'AAAA',
    };
    const base = srv.scenario([{ json: receipt({ id: 'rcpt_2' }) }, { json: session({ id: 'other-session' }) }, { json: chain }, { json: attestation }]);
    const c = client(base);
    const swapped = await rejects(c.getReceipt('rcpt_1'), 'invalid-response', { path: 'id' });
    assert.equal(swapped.message, 'receipt: id: the answer is for "rcpt_2", not "rcpt_1".');
    await rejects(c.getSession('550e8400-e29b-41d4-a716-446655440000'), 'invalid-response', { path: 'id' });
    await rejects(c.getChain('chain_1'), 'invalid-response', { path: 'chain_id' });
    await rejects(c.getAttestation('att_1'), 'invalid-response', { path: 'id' });
  });

  it('rejects a body over the cap, declared or streamed', async () => {
    const base = srv.scenario([{ bigBytes: 2 * 1024 * 1024 }]);
    await rejects(client(base).getReceipt('rcpt_1'), 'invalid-response');
    const small = srv.scenario([{ json: receipt({ badge_svg: 'x'.repeat(5000) }) }]);
    await rejects(client(small, { maxResponseBytes: 1000 }).getReceipt('rcpt_1'), 'invalid-response');
  });
});

describe('ReasoningClient: hostile ids', () => {
  const hostile = ['../x', 'a/b', '%2e%2e', '<script>', 'x'.repeat(129), '', '..', '.', 'a b', 'a?b', 'a#b', 'é'];
  for (const id of hostile) {
    it(`refuses ${JSON.stringify(id.length > 20 ? `${id.slice(0, 8)}…(${id.length})` : id)} before any request`, async () => {
      const base = srv.scenario([{ json: receipt() }]);
      const c = client(base);
      await rejects(c.getReceipt(id), 'bad-request');
      await rejects(c.getSession(id), 'bad-request');
      await rejects(c.getChain(id), 'bad-request');
      await rejects(c.getAttestation(id), 'bad-request');
      assert.equal(srv.hits(base).count, 0);
    });
  }

  it('accepts a 128-character id', async () => {
    const id = 'a'.repeat(128);
    const base = srv.scenario([{ json: receipt({ id }) }]);
    assert.equal((await client(base).getReceipt(id)).id, id);
  });
});

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
