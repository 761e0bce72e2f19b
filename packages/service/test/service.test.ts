// The embedded service over real HTTP: every field and rule of the seed,
// chains, sessions, key isolation, tiers and attestation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicKey, verify } from 'node:crypto';
import {
  AttestationSchema,
  ChainSchema,
  DEFAULT_SESSION_NAME,
  ReceiptSchema,
  RunResponseSchema,
  SessionSchema,
  parseWith,
} from '../../../src/spec/index.js';
import { independentRoot, startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { TEST_ATTESTOR_PUBLIC_KEY, TEST_INPUTS, TEST_KEYS } from '../../../test/server/constants.js';

const ROOT = /^0x[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let h: Harness;
before(async () => {
  h = await startService();
});
after(async () => {
  await h.close();
});

describe('POST /api/run', () => {
  it('answers every field of the seed with its type and rule', async () => {
    const res = await h.run({ input: TEST_INPUTS.ground, session_name: 'fields' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^application\/json/);
    const body = parseWith(RunResponseSchema, res.body, 'run response');
    assert.deepEqual(Object.keys(res.body).sort(), ['bridge', 'chain', 'conflict', 'content', 'receipt', 'status', 'structure']);
    assert.equal(body.status, 'GROUND');
    assert.equal(typeof body.content.answer, 'string');
    assert.ok(body.content.answer.length > 0);
    assert.equal(typeof body.content.implication, 'string');
    assert.ok(body.content.confidence >= 0 && body.content.confidence <= 1);
    assert.match(body.structure.closest_shape, /_system$/);
    assert.equal(body.structure.gap_score, Math.round((1 - body.structure.geometric_confidence) * 1000) / 1000);
    assert.equal(body.structure.fires, body.structure.gap_score > 0.35);
    assert.equal(body.bridge, null);
    assert.deepEqual(body.conflict, { conflict: false, message: '' });
    assert.match(body.chain.root, ROOT);
    assert.equal(body.chain.length, 1);
    assert.equal(body.chain.verified, false);
    // The receipt inside the answer carries every receipt field, equal to GET /receipts/{id}.
    const receipt = parseWith(ReceiptSchema, body.receipt, 'receipt');
    assert.equal(receipt.chain_id, body.chain.id);
    assert.equal(receipt.chain_root, body.chain.root);
    assert.equal(receipt.chain_length, 1);
    assert.equal(receipt.verified, false);
    assert.equal(receipt.attest_id, '');
    assert.equal(receipt.session_type, 'reasoning');
    assert.match(receipt.session_id, UUID);
    assert.match(receipt.created_at, ISO_UTC);
    assert.equal(receipt.pdf_url, `${h.url}/files/${receipt.id}.pdf`);
    assert.match(receipt.badge_svg, /^<svg[\s\S]*<\/svg>$/);
  });

  it('continues one chain per session name: same id, length + 1, a new root every turn', async () => {
    const roots = new Set<string>();
    let first: any;
    for (let turn = 1; turn <= 4; turn++) {
      const { status, body } = await h.run({ input: `turn ${turn}: a feedback loop`, session_name: 'growth' });
      assert.equal(status, 200);
      first ??= body;
      assert.equal(body.chain.id, first.chain.id);
      assert.equal(body.receipt.id, first.receipt.id, 'one receipt per chain');
      assert.equal(body.receipt.session_id, first.receipt.session_id);
      assert.equal(body.chain.length, turn);
      assert.equal(body.receipt.chain_length, turn);
      roots.add(body.chain.root);
    }
    assert.equal(roots.size, 4);
    const receipt = await h.get(`/api/receipts/${first.receipt.id}`);
    assert.equal(receipt.body.chain_length, 4);
    assert.equal(receipt.body.created_at, first.receipt.created_at, 'created_at stays the chain start');
  });

  it('serialises concurrent turns of one chain: every length once, links intact', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => h.run({ input: `concurrent ${i}`, session_name: 'concurrent' })));
    assert.ok(answers.every((a) => a.status === 200));
    assert.deepEqual(answers.map((a) => a.body.chain.length).sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i + 1));
    const chain = (await h.get(`/api/chains/${answers[0]!.body.chain.id}`)).body;
    assert.equal(independentRoot(chain.entries), chain.root);
    for (const a of answers) assert.equal(`0x${chain.entries[a.body.chain.length - 1].xy}`, a.body.chain.root);
  });

  it('applies the default session name when session_name is omitted', async () => {
    const a = await h.run({ input: 'one' }, TEST_KEYS.agi);
    const b = await h.run({ input: 'two', session_name: DEFAULT_SESSION_NAME }, TEST_KEYS.agi);
    assert.equal(a.status, 200);
    assert.equal(b.body.chain.id, a.body.chain.id);
    assert.equal(b.body.chain.length, a.body.chain.length + 1);
  });

  it('never shares a chain between two keys using one session name', async () => {
    const a = await h.run({ input: 'shared name', session_name: 'isolated' }, TEST_KEYS.asi);
    const b = await h.run({ input: 'shared name', session_name: 'isolated' }, TEST_KEYS.agi);
    assert.equal(a.body.chain.length, 1);
    assert.equal(b.body.chain.length, 1);
    assert.notEqual(a.body.chain.id, b.body.chain.id);
    assert.notEqual(a.body.receipt.id, b.body.receipt.id);
    assert.notEqual(a.body.receipt.session_id, b.body.receipt.session_id);
  });

  it('starts a structured_thinking session for an ASI key with a "structured:" session name', async () => {
    const res = await h.run({ input: 'layers of a hierarchy', session_name: 'structured:plan' });
    assert.equal(res.status, 200);
    assert.equal(res.body.receipt.session_type, 'structured_thinking');
    const session = await h.get(`/api/sessions/${res.body.receipt.session_id}`);
    assert.equal(session.body.type, 'structured_thinking');
    assert.equal(session.body.title, 'Structured thinking: plan');
  });

  it('keeps the same input giving the same answer (deterministic engine)', async () => {
    const a = await h.run({ input: TEST_INPUTS.bridge, session_name: 'det-a' });
    const b = await h.run({ input: TEST_INPUTS.bridge, session_name: 'det-b' });
    for (const field of ['status', 'content', 'structure', 'bridge', 'conflict']) assert.deepEqual(b.body[field], a.body[field]);
  });

  it('reaches every status through documented inputs, with the bridge and conflict rules', async () => {
    const expected: Record<string, string> = { ground: 'GROUND', bridge: 'BRIDGE', conflict: 'CONFLICT', provisional: 'PROVISIONAL' };
    for (const [name, status] of Object.entries(expected)) {
      const { body } = await h.run({ input: TEST_INPUTS[name as keyof typeof TEST_INPUTS], session_name: `status-${name}` });
      assert.equal(body.status, status, name);
      assert.equal(body.structure.fires, body.structure.gap_score > 0.35, name);
      if (body.structure.fires) {
        assert.equal(typeof body.bridge.bridge, 'string');
        assert.ok(Array.isArray(body.bridge.assumptions) && body.bridge.assumptions.length > 0);
        assert.equal(typeof body.bridge.confidence, 'number');
      } else {
        assert.equal(body.bridge, null);
      }
      assert.equal(body.conflict.conflict, status === 'CONFLICT');
      assert.equal(body.conflict.message === '', status !== 'CONFLICT');
    }
  });
});

describe('GET /api/sessions and /api/receipts', () => {
  it('serve the session with the seed fields, public and CORS-readable', async () => {
    const run = await h.run({ input: 'a', session_name: 'session-fields' });
    await h.run({ input: 'b', session_name: 'session-fields' });
    const res = await h.get(`/api/sessions/${run.body.receipt.session_id}`, { origin: 'https://elsewhere.example' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const session = parseWith(SessionSchema, res.body, 'session');
    assert.match(session.id, UUID);
    assert.equal(session.type, 'reasoning');
    assert.equal(session.title, 'Reasoning: session-fields');
    assert.equal(session.chain_id, run.body.chain.id);
    assert.equal(session.receipt_id, run.body.receipt.id);
    assert.equal(session.turn_count, 2);
    assert.match(session.chain_root, ROOT);
    assert.notEqual(session.chain_root, run.body.chain.root);
    assert.match(session.created_at, ISO_UTC);
    assert.match(session.updated_at, ISO_UTC);
    assert.ok(session.updated_at >= session.created_at);
  });

  it('answer HEAD like GET, without a body', async () => {
    const run = await h.run({ input: 'head', session_name: 'head' });
    const res = await fetch(`${h.url}/api/receipts/${run.body.receipt.id}`, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^application\/json/);
    assert.equal(await res.text(), '');
  });

  it('answers a CORS preflight for the public reads but not for POST /api/run', async () => {
    const pre = await fetch(`${h.url}/api/receipts/x`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    const run = await fetch(`${h.url}/api/run`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(run.headers.get('access-control-allow-origin'), null);
    const post = await h.run({ input: 'x', session_name: 'cors' }, TEST_KEYS.asi, { headers: { origin: 'https://elsewhere.example' } });
    assert.equal(post.headers.get('access-control-allow-origin'), null);
  });
});

describe('GET /api/chains/{chain_id}', () => {
  it('publishes entries that re-verify against the root with independent code', async () => {
    let last: any;
    for (let i = 0; i < 5; i++) last = (await h.run({ input: `link ${i}`, session_name: 'links' })).body;
    const res = await h.get(`/api/chains/${last.chain.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const chain = parseWith(ChainSchema, res.body, 'chain');
    assert.equal(chain.algorithm, 'xy-sha256-v1');
    assert.equal(chain.length, 5);
    assert.equal(chain.entries.length, 5);
    assert.equal(chain.entries[0]!.x, 'GENESIS');
    assert.ok(chain.entries.every((e) => e.operation === 'run'));
    assert.equal(independentRoot(chain.entries), chain.root);
    assert.equal(chain.root, last.chain.root);
    // Entries carry hashes only, never a turn's text.
    assert.ok(!JSON.stringify(res.body).includes('link 4'));
    // A tampered entry no longer verifies.
    const tampered = chain.entries.map((e, i) => (i === 2 ? { ...e, y: e.y.replace(/^./, e.y[0] === 'a' ? 'b' : 'a') } : e));
    assert.throws(() => independentRoot(tampered), /xy does not match/);
  });
});

describe('attestation', () => {
  it('turns verified from false to true with an attest_id whose signature checks out', async () => {
    const run = await h.run({ input: TEST_INPUTS.ground, session_name: 'attest' });
    assert.equal(run.body.receipt.verified, false);
    assert.equal(run.body.receipt.attest_id, '');
    const receipt = await waitFor(async () => {
      const r = await h.get(`/api/receipts/${run.body.receipt.id}`);
      return r.body.verified ? r.body : undefined;
    }, 'the receipt to be verified');
    assert.match(receipt.attest_id, /^att_[0-9a-f]{32}$/);
    assert.equal(receipt.chain_root, run.body.chain.root);

    const att = parseWith(AttestationSchema, (await h.get(`/api/attestations/${receipt.attest_id}`)).body, 'attestation');
    assert.equal(att.id, receipt.attest_id);
    assert.equal(att.chain_id, run.body.chain.id);
    assert.equal(att.root, run.body.chain.root);
    assert.equal(att.length, 1);
    assert.equal(att.algorithm, 'ed25519');
    assert.equal(att.public_key, TEST_ATTESTOR_PUBLIC_KEY);
    assert.equal((await h.get('/api/attestor')).body.public_key, TEST_ATTESTOR_PUBLIC_KEY);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(att.public_key, 'base64').toString('base64url') }, format: 'jwk' });
    const message = Buffer.from(`${att.chain_id}:${att.root}:${att.length}`);
    assert.ok(verify(null, message, key, Buffer.from(att.signature, 'base64')));
    assert.ok(!verify(null, Buffer.from(`${att.chain_id}:${att.root}:2`), key, Buffer.from(att.signature, 'base64')));

    // A new turn: unverified again until its own attestation, which covers length 2.
    const next = await h.run({ input: 'more', session_name: 'attest' });
    assert.equal(next.body.chain.verified, false);
    assert.equal(next.body.receipt.attest_id, '');
    const again = await waitFor(async () => {
      const r = await h.get(`/api/receipts/${run.body.receipt.id}`);
      return r.body.verified ? r.body : undefined;
    }, 'the second attestation');
    assert.notEqual(again.attest_id, receipt.attest_id);
    assert.equal((await h.get(`/api/attestations/${again.attest_id}`)).body.length, 2);
    // The first attestation stays readable.
    assert.equal((await h.get(`/api/attestations/${receipt.attest_id}`)).status, 200);
  });
});

describe('errors', () => {
  const expectError = (res: { status: number; body: any; headers: Headers }, status: number, code: string) => {
    assert.equal(res.status, status, `${code}: ${JSON.stringify(res.body)}`);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.body.code, code);
    assert.equal(typeof res.body.detail, 'string');
    assert.ok(res.body.detail.length > 0);
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'detail']);
  };

  it('401 for a missing, unknown or malformed key', async () => {
    expectError(await h.run({ input: 'x' }, null), 401, 'unauthorized');
    expectError(await h.run({ input: 'x' }, 'not-a-key'), 401, 'unauthorized');
    const basic = await h.run({ input: 'x' }, null, { headers: { authorization: `Basic ${TEST_KEYS.asi}` } });
    expectError(basic, 401, 'unauthorized');
    assert.match(basic.headers.get('www-authenticate') ?? '', /^Bearer/);
  });

  it('403 for a structured_thinking session on a key below ASI', async () => {
    const res = await h.run({ input: 'x', session_name: 'structured:plan' }, TEST_KEYS.agi);
    expectError(res, 403, 'tier_mismatch');
    assert.match(res.body.detail, /ASI/);
  });

  it('400 for every kind of invalid body', async () => {
    const cases: [string, Parameters<Harness['run']>][] = [
      ['not JSON', [null, TEST_KEYS.asi, { raw: '{"input": ' }]],
      ['an array', [['input']]],
      ['null', [null]],
      ['a string', ['input']],
      ['input missing', [{ session_name: 'x' }]],
      ['input a number', [{ input: 42 }]],
      ['input null', [{ input: null }]],
      ['input empty', [{ input: '' }]],
      ['input blank', [{ input: '  \n ' }]],
      ['input over the limit', [{ input: 'a'.repeat(8001) }]],
      ['session_name a number', [{ input: 'x', session_name: 7 }]],
      ['session_name null', [{ input: 'x', session_name: null }]],
      ['session_name empty', [{ input: 'x', session_name: '' }]],
      ['session_name over the limit', [{ input: 'x', session_name: 's'.repeat(129) }]],
    ];
    for (const [what, args] of cases) {
      const res = await h.run(...args);
      assert.equal(res.status, 400, what);
      assert.equal(typeof res.body.detail, 'string', what);
      assert.ok(['invalid_json', 'invalid_body'].includes(res.body.code), `${what}: ${res.body.code}`);
    }
    expectError(await h.run({ input: 'x' }, TEST_KEYS.asi, { headers: { 'content-type': 'text/plain' } }), 400, 'unsupported_content_type');
    expectError(await h.run({ input: 'a'.repeat(70 * 1024) }), 413, 'body_too_large');
    // At the limits exactly, the body is accepted.
    assert.equal((await h.run({ input: 'a'.repeat(8000), session_name: 's'.repeat(128) })).status, 200);
  });

  it('500 without a stack trace when the engine throws, and the chain is left as it was', async () => {
    const ok = await h.run({ input: 'before', session_name: 'engine-error' });
    const res = await h.run({ input: TEST_INPUTS.engineError, session_name: 'engine-error' });
    expectError(res, 500, 'engine_error');
    assert.doesNotMatch(JSON.stringify(res.body), /at .*\(|\.ts:|Error:/);
    const receipt = await h.get(`/api/receipts/${ok.body.receipt.id}`);
    assert.equal(receipt.body.chain_length, 1);
  });

  it('404 JSON for unknown ids, ids that are not plain tokens, and unknown routes', async () => {
    for (const path of [
      '/api/receipts/rcpt_unknown',
      '/api/sessions/00000000-0000-4000-8000-000000000000',
      '/api/chains/chain_unknown',
      '/api/attestations/att_unknown',
      '/api/receipts/%3Cscript%3E',
      '/api/receipts/a%2Fb',
      '/api/receipts/a%20b',
      '/files/badge/rcpt_unknown.svg',
      '/files/rcpt_unknown.pdf',
      '/files/rcpt_unknown.txt',
      '/app/receipts/rcpt_unknown',
      '/api/nothing',
      '/api',
    ]) {
      expectError(await h.get(path), 404, 'not_found');
    }
  });

  it('405 with Allow for the wrong method', async () => {
    const get = await h.get('/api/run');
    expectError(get, 405, 'method_not_allowed');
    assert.equal(get.headers.get('allow'), 'POST');
    const post = await fetch(`${h.url}/api/receipts/x`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
    assert.equal(((await post.json()) as { code: string }).code, 'method_not_allowed');
  });
});
