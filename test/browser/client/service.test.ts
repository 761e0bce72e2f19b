// The client in Chromium against the embedded stack on the page's own origin:
// POST /run (the key added by a wrapping fetch, as the proxy would), read the
// public GETs, verify the chain with WebCrypto.
import { expect } from '@open-wc/testing';
import { ReasoningClient, ReasoningError, attestHref, isUnder, verifyChain } from '../../../src/client/index.js';
import { TEST_ATTESTOR_PUBLIC_KEY, TEST_INPUTS, TEST_KEYS } from '../../server/constants.js';

const withKey: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${TEST_KEYS.asi}`);
  return fetch(input, { ...init, headers });
};

describe('ReasoningClient against the embedded stack', () => {
  it('runs, then verifies the attested receipt in the browser', async () => {
    const c = new ReasoningClient({ baseUrl: '/api', fetch: withKey, cacheTtlMs: 0 });
    const session_name = `browser-client-${Date.now()}`;
    await c.run({ input: TEST_INPUTS.ground, session_name });
    const run = await c.run({ input: TEST_INPUTS.conflict, session_name });
    // The attestor signs shortly after the turn: poll until it has (the deadline is for a busy machine).
    let receipt = await c.getReceipt(run.receipt.id!, { fresh: true });
    for (const deadline = Date.now() + 15_000; !receipt.verified && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 20));
      receipt = await c.getReceipt(run.receipt.id!, { fresh: true });
    }
    expect(receipt.verified).to.equal(true);
    const [chain, attestation] = await Promise.all([c.getChain(receipt.chain_id), c.getAttestation(receipt.attest_id)]);
    const check = await verifyChain({ receipt, chain, attestation, trustedKeys: [TEST_ATTESTOR_PUBLIC_KEY] });
    expect(check).to.deep.equal({
      ok: true, algorithm: 'xy-sha256-v1', links: 2, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [],
      signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: true,
    });
    expect(isUnder(receipt.pdf_url, '/files')).to.equal(true);
    expect(attestHref(receipt.attest_id, { baseUrl: '/api' })).to.equal(`${location.origin}/api/attestations/${encodeURIComponent(receipt.attest_id)}`);
  });

  it('reports an unknown receipt as not-found', async () => {
    const error = await new ReasoningClient({ baseUrl: '/api' }).getReceipt('no_such_receipt').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ReasoningError);
    expect((error as ReasoningError).kind).to.equal('not-found');
  });
});
