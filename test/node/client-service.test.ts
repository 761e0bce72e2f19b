// The client against the embedded Reasoning Service over real HTTP: the
// contract both sides implement, checked end to end (run, read, verify).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ReasoningClient, ReasoningError, verifyChain } from '../../src/client/index.js';
import { startService, waitFor, type Harness } from '../server/harness.js';
import { STRUCTURED_PREFIX, TEST_ATTESTOR_PUBLIC_KEY, TEST_INPUTS, TEST_KEYS } from '../server/constants.js';

let svc: Harness;
before(async () => {
  svc = await startService();
});
after(() => svc.close());

/** A fetch that adds the key, standing in for the proxy. */
const withKey =
  (key: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${key}`);
    return fetch(input, { ...init, headers });
  };

describe('ReasoningClient against the embedded service', () => {
  it('runs twice, then reads, re-checks and verifies the attested chain', async () => {
    const c = new ReasoningClient({ baseUrl: `${svc.url}/api`, fetch: withKey(TEST_KEYS.asi), cacheTtlMs: 0 });
    const session_name = `client-e2e-${Date.now()}`;
    await c.run({ input: TEST_INPUTS.ground, session_name });
    const second = await c.run({ input: TEST_INPUTS.bridge, session_name });
    assert.equal(second.chain.length, 2);

    const receipt = await waitFor(async () => {
      const r = await c.getReceipt(second.receipt.id!, { fresh: true });
      return r.verified && r;
    }, 'the attestor to sign');
    const chain = await c.getChain(receipt.chain_id);
    const attestation = await c.getAttestation(receipt.attest_id);
    const session = await c.getSession(receipt.session_id);
    assert.equal(session.chain_id, chain.chain_id);

    const check = await verifyChain({ receipt, chain, attestation, trustedKeys: [TEST_ATTESTOR_PUBLIC_KEY] });
    assert.deepEqual(check, {
      ok: true, algorithm: 'xy-sha256-v1', links: 2, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [],
      signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: true,
    });
  });

  it('maps the service errors: 401 without a key, 404 for an unknown receipt, 500 from the engine', async () => {
    const anonymous = new ReasoningClient({ baseUrl: `${svc.url}/api` });
    const noKey = await anonymous.run({ input: 'x' }).catch((e: unknown) => e);
    assert.ok(noKey instanceof ReasoningError);
    assert.equal(noKey.kind, 'unauthorized');
    assert.equal(noKey.status, 401);
    assert.ok(noKey.message.length > 0 && !noKey.message.includes(TEST_KEYS.asi));

    const missing = await anonymous.getReceipt('no_such_receipt').catch((e: unknown) => e);
    assert.ok(missing instanceof ReasoningError);
    assert.equal(missing.kind, 'not-found');

    const keyed = new ReasoningClient({ baseUrl: `${svc.url}/api`, fetch: withKey(TEST_KEYS.asi) });
    const engine = await keyed.run({ input: TEST_INPUTS.engineError }).catch((e: unknown) => e);
    assert.ok(engine instanceof ReasoningError);
    assert.equal(engine.kind, 'server');
    assert.equal(engine.status, 500);

    const agi = new ReasoningClient({ baseUrl: `${svc.url}/api`, fetch: withKey(TEST_KEYS.agi) });
    const tier = await agi.run({ input: 'x', session_name: `${STRUCTURED_PREFIX}plan` }).catch((e: unknown) => e);
    assert.ok(tier instanceof ReasoningError);
    assert.equal(tier.kind, 'tier');
    assert.equal(tier.status, 403);

    const bad = await keyed.run({ input: '' }).catch((e: unknown) => e);
    assert.ok(bad instanceof ReasoningError);
    assert.equal(bad.kind, 'bad-request');
    assert.equal(bad.status, 400);
  });
});
