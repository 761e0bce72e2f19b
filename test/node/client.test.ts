// ReasoningClient against a fixture server over real HTTP: answers, errors, invalid responses, hostile ids
// (retries, request sharing and aborts: client-requests.test.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ErrorKind } from '../../src/client/index.js';
import { receipt, runResponse, session } from '../fixtures/resources.js';
import { client, eventually, rejects, startFixture, type FixtureServer } from './client-helpers.js';

let srv: FixtureServer;
before(async () => {
  srv = await startFixture();
});
after(() => srv.close());

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
