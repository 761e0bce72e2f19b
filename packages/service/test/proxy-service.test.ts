/**
 * End to end: browser-side fetch → proxy (over HTTP, undici fetch) → the
 * embedded Reasoning Service (over HTTP). The key lives only in the proxy.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseWith, ReceiptSchema, RunResponseSchema, SessionSchema } from '../../../src/spec/index.js';
import { createNodeFetch, type NodeFetch } from '../../proxy/src/node-fetch.js';
import { startService, type Harness } from '../../../test/server/harness.js';
import { TEST_INPUTS, TEST_KEYS } from '../../../test/server/constants.js';
import { runInit, serveProxy, Witness, type ServedProxy } from '../../../test/helpers/proxy.js';

describe('proxy in front of the embedded service', () => {
  let service: Harness;
  let nodeFetch: NodeFetch;
  let asi: ServedProxy;
  let agi: ServedProxy;
  let wrongKey: ServedProxy;
  const witness = new Witness();

  before(async () => {
    service = await startService();
    nodeFetch = createNodeFetch();
    const common = { upstream: `${service.url}/api`, rateLimit: false as const, passThroughReads: true, fetch: nodeFetch };
    asi = await serveProxy({ ...common, apiKey: TEST_KEYS.asi }, witness);
    agi = await serveProxy({ ...common, apiKey: TEST_KEYS.agi }, witness);
    wrongKey = await serveProxy({ ...common, apiKey: 'not-a-known-key-123' }, witness);
  });
  after(async () => {
    await Promise.all([asi.close(), agi.close(), wrongKey.close()]);
    await nodeFetch.close();
    await service.close();
    for (const key of [TEST_KEYS.asi, TEST_KEYS.agi, 'not-a-known-key-123']) assert.deepEqual(witness.leaks(key), [], `leaked ${key}`);
  });

  it('runs, continues the chain by session name, and reads the receipt and session through the proxy', async () => {
    const first = await asi.call('/proxy/run', runInit({ input: TEST_INPUTS.ground, session_name: 'proxied' }));
    assert.equal(first.status, 200);
    const one = parseWith(RunResponseSchema, first.json(), 'run response');
    assert.equal(one.status, 'GROUND');
    assert.equal(one.chain.length, 1);
    const second = parseWith(RunResponseSchema, (await asi.call('/proxy/run', runInit({ input: TEST_INPUTS.bridge, session_name: 'proxied' }))).json(), 'run');
    assert.equal(second.chain.id, one.chain.id);
    assert.equal(second.chain.length, 2);

    const receiptRes = await asi.call(`/proxy/receipts/${encodeURIComponent(second.receipt.id!)}`);
    assert.equal(receiptRes.status, 200);
    const receipt = parseWith(ReceiptSchema, receiptRes.json(), 'receipt');
    assert.equal(receipt.chain_id, one.chain.id);
    const sessionRes = await asi.call(`/proxy/sessions/${encodeURIComponent(receipt.session_id)}`);
    assert.equal(sessionRes.status, 200);
    assert.equal(parseWith(SessionSchema, sessionRes.json(), 'session').turn_count, 2);
  });

  it('passes the service’s 400, 401, 403 and 500 through with their bodies', async () => {
    const bad = await asi.call('/proxy/run', runInit({ session_name: 'no input' }));
    assert.equal(bad.status, 400);
    assert.equal(typeof bad.json().detail, 'string');

    const unauthorized = await wrongKey.call('/proxy/run', runInit({ input: 'hello' }));
    assert.equal(unauthorized.status, 401);
    assert.equal(typeof unauthorized.json().detail, 'string');

    const tier = await agi.call('/proxy/run', runInit({ input: 'hello', session_name: 'structured:plan' }));
    assert.equal(tier.status, 403);
    assert.equal(typeof tier.json().detail, 'string');

    const engine = await asi.call('/proxy/run', runInit({ input: TEST_INPUTS.engineError }));
    assert.equal(engine.status, 500);
    assert.equal(typeof engine.json().detail, 'string');
  });

  it('an unknown receipt is the service’s 404, a bad id the proxy’s 400', async () => {
    const missing = await asi.call('/proxy/receipts/r_does_not_exist');
    assert.equal(missing.status, 404);
    const bad = await asi.call('/proxy/receipts/a%3Cb');
    assert.equal(bad.status, 400);
    assert.equal(bad.json().code, 'invalid_id');
  });
});
