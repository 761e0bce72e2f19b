// run() from Chromium through the test stack's /proxy/run: every call carries
// an Idempotency-Key, the proxy lets it through, and the service answers a
// repeated key from the first turn instead of extending the chain.
import { expect } from '@open-wc/testing';
import { ReasoningClient } from '../../../src/client/index.js';
import { TEST_INPUTS } from '../../server/constants.js';

interface Seen {
  key: string | null;
  replayed: string | null;
}

/** A fetch that notes the key each request sent and whether the answer was a replay. */
function recordingFetch(seen: Seen[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    seen.push({ key: new Headers(init?.headers).get('idempotency-key'), replayed: response.headers.get('idempotent-replayed') });
    return response;
  };
}

describe('ReasoningClient.run: Idempotency-Key through the proxy', () => {
  it('sends a fresh key per call: two sends are two turns', async () => {
    const seen: Seen[] = [];
    const c = new ReasoningClient({ baseUrl: '/api', proxyUrl: '/proxy', fetch: recordingFetch(seen) });
    const session_name = `browser-idem-fresh-${Date.now()}`;
    const one = await c.run({ input: TEST_INPUTS.ground, session_name });
    const two = await c.run({ input: TEST_INPUTS.ground, session_name });
    expect(seen).to.have.length(2);
    expect(seen[0]!.key).to.match(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).to.match(/^[0-9a-f-]{36}$/);
    expect(seen[0]!.key).to.not.equal(seen[1]!.key);
    expect([one.chain.length, two.chain.length]).to.deep.equal([1, 2]);
    expect(seen.map((s) => s.replayed)).to.deep.equal([null, null]);
  });

  it('a repeated key reaches the service: the same answer, the chain unchanged', async () => {
    const seen: Seen[] = [];
    const c = new ReasoningClient({ baseUrl: '/api', proxyUrl: '/proxy', fetch: recordingFetch(seen) });
    const session_name = `browser-idem-repeat-${Date.now()}`;
    const idempotencyKey = `browser-${crypto.randomUUID()}`;
    const first = await c.run({ input: TEST_INPUTS.bridge, session_name }, { idempotencyKey });
    const again = await c.run({ input: TEST_INPUTS.bridge, session_name }, { idempotencyKey });
    expect(again).to.deep.equal(first);
    expect(seen.map((s) => s.key)).to.deep.equal([idempotencyKey, idempotencyKey]);
    // The proxy exposes the service's marker of a replayed answer.
    expect(seen.map((s) => s.replayed)).to.deep.equal([null, 'true']);
    const chain = await c.getChain(first.chain.id, { fresh: true });
    expect(chain.length).to.equal(1);
  });
});
