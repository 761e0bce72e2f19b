// <reasoning-console> against the embedded service behind the real proxy,
// both mounted on wtr's dev server (test/server/mount.mjs). Extra proxies for
// 401 / 403 / 429 come from test/server/fixture-console.ts.
import { expect } from '@open-wc/testing';
import { RunCompleteEvent, RunErrorEvent } from '../../../src/elements/shared/run-events.js';
import { MAX_INPUT_LENGTH } from '../../../src/spec/index.js';
import { STRUCTURED_PREFIX, TEST_INPUTS } from '../../server/constants.js';
import { $, $$, makeConsole, nextResult, scenarioName, sendText, setSession } from './helpers.js';

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

describe('<reasoning-console> against the embedded service', () => {
  it('grows one chain over three turns: length 1, 2, 3, a new root each time, the same chain id', async () => {
    const el = await makeConsole({ sessionName: unique('console-chain') });
    const responses = [];
    for (const input of [TEST_INPUTS.ground, TEST_INPUTS.bridge, TEST_INPUTS.conflict]) {
      const event = await sendText(el, input);
      expect(event, input).to.be.instanceOf(RunCompleteEvent);
      responses.push((event as RunCompleteEvent).detail.response);
    }
    expect(responses.map((r) => r.status)).to.deep.equal(['GROUND', 'BRIDGE', 'CONFLICT']);
    expect(responses.map((r) => r.chain.length)).to.deep.equal([1, 2, 3]);
    expect(new Set(responses.map((r) => r.chain.id)).size).to.equal(1);
    expect(new Set(responses.map((r) => r.chain.root)).size).to.equal(3);
    // What is shown matches what came back.
    expect($$(el, '.chain-length').map((d) => d.textContent)).to.deep.equal(['1', '2', '3']);
    expect($$(el, '.root').map((r) => r.title)).to.deep.equal(responses.map((r) => r.chain.root));
    expect($$(el, '.pill').map((p) => p.dataset.status)).to.deep.equal(['GROUND', 'BRIDGE', 'CONFLICT']);
    const [, bridgeTurn, conflictTurn] = $$(el, 'article.turn');
    expect(bridgeTurn!.querySelector('.bridge-text')!.textContent).to.equal(responses[1]!.bridge!.bridge);
    expect(conflictTurn!.querySelector('.conflict-message')!.textContent).to.equal(responses[2]!.conflict.message);
    // Each receipt is a <chain-badge> for that receipt.
    expect($$(el, 'chain-badge').map((b) => b.getAttribute('receipt-id'))).to.deep.equal(responses.map((r) => r.receipt.id));
  });

  it('a second session name starts its own chain, and switching back continues the first', async () => {
    const el = await makeConsole({ sessionName: unique('console-a') });
    const a1 = ((await sendText(el, TEST_INPUTS.ground)) as RunCompleteEvent).detail.response;
    setSession(el, unique('console-b'));
    const b1 = ((await sendText(el, TEST_INPUTS.ground)) as RunCompleteEvent).detail.response;
    expect(b1.chain.length).to.equal(1);
    expect(b1.chain.id).to.not.equal(a1.chain.id);
    setSession(el, el.turns[0]!.sessionName);
    const a2 = ((await sendText(el, TEST_INPUTS.bridge)) as RunCompleteEvent).detail.response;
    expect(a2.chain.id).to.equal(a1.chain.id);
    expect(a2.chain.length).to.equal(2);
    expect($$(el, '.turn .session').map((s) => s.textContent)).to.deep.equal(el.turns.map((t) => t.sessionName));
  });

  it('an empty session name omits session_name: the service default chain is used', async () => {
    const el = await makeConsole();
    const first = ((await sendText(el, TEST_INPUTS.provisional)) as RunCompleteEvent).detail;
    expect(first.request).to.deep.equal({ input: TEST_INPUTS.provisional });
    expect(first.response.status).to.equal('PROVISIONAL');
    expect($(el, '.turn .session').textContent).to.equal('default');
    const second = ((await sendText(el, TEST_INPUTS.provisional)) as RunCompleteEvent).detail.response;
    expect(second.chain.id).to.equal(first.response.chain.id);
    // Other test files may use the default session at the same time: it grew by at least this turn.
    expect(second.chain.length).to.be.greaterThan(first.response.chain.length);
  });

  it('400: an input over the limit is refused with the service\'s reason, and kept', async () => {
    const el = await makeConsole({ sessionName: unique('console-400') });
    const long = 'x'.repeat(MAX_INPUT_LENGTH + 1);
    const event = (await sendText(el, long)) as RunErrorEvent;
    expect(event.detail.status).to.equal(400);
    expect($(el, '.problem').textContent).to.contain('refused the input');
    expect($(el, '.server-detail').textContent!.length).to.be.greaterThan(20);
    expect(el.value).to.equal(long);
    // The counter warned before sending.
    expect($(el, '.count').classList.contains('over')).to.equal(true);
  });

  it('413: a body over the proxy\'s cap', async () => {
    const el = await makeConsole({ sessionName: unique('console-413') });
    const event = (await sendText(el, 'y'.repeat(70_000))) as RunErrorEvent;
    expect(event.detail.status).to.equal(413);
    expect($(el, '.problem').textContent).to.contain('too large');
  });

  it('500: the engine failing', async () => {
    const el = await makeConsole({ sessionName: unique('console-500') });
    const event = (await sendText(el, TEST_INPUTS.engineError)) as RunErrorEvent;
    expect(event.detail.status).to.equal(500);
    expect(event.detail.kind).to.equal('server');
    expect($(el, '.problem').textContent).to.contain('internal error');
    expect(el.value).to.equal(TEST_INPUTS.engineError);
  });

  it('401: a proxy holding an unknown key; the message is for the site owner', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/bad-key', sessionName: unique('console-401') });
    const event = (await sendText(el, TEST_INPUTS.ground)) as RunErrorEvent;
    expect(event.detail.status).to.equal(401);
    const text = $(el, '.problem').textContent!;
    expect(text).to.match(/site owner/);
    expect(text).to.contain('REASONING_API_KEY');
    expect(text).to.not.contain('not-a-key-the-service-knows');
  });

  it('403: a structured session through a proxy holding a lower-tier key', async () => {
    const el = await makeConsole({ proxyUrl: '/fixture-console/agi', sessionName: `${STRUCTURED_PREFIX}${unique('console-403')}` });
    const event = (await sendText(el, TEST_INPUTS.ground)) as RunErrorEvent;
    expect(event.detail.status).to.equal(403);
    expect(event.detail.kind).to.equal('tier');
    expect($(el, '.problem').textContent).to.contain('ASI');
    // The same key may run ordinary sessions.
    setSession(el, unique('console-403-plain'));
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
  });

  it('429: the proxy\'s rate limit, with the seconds to wait', async () => {
    const token = scenarioName('limit').replace(/[^A-Za-z0-9_-]/g, '').slice(-60);
    const el = await makeConsole({ proxyUrl: `/fixture-console/limited/${token}`, sessionName: unique('console-429') });
    expect(await sendText(el, TEST_INPUTS.ground)).to.be.instanceOf(RunCompleteEvent);
    const event = (await sendText(el, TEST_INPUTS.bridge)) as RunErrorEvent;
    expect(event.detail.status).to.equal(429);
    expect($(el, '.problem').textContent).to.match(/Wait \d+ seconds?/);
    expect(Number($(el, '.countdown .seconds').textContent)).to.be.greaterThan(0);
    expect(el.value).to.equal(TEST_INPUTS.bridge);
  });

  it('a send while one is in flight is refused: one turn is recorded, not two', async () => {
    const el = await makeConsole({ sessionName: unique('console-double') });
    el.value = TEST_INPUTS.ground;
    await el.updateComplete;
    const result = nextResult(el);
    const first = el.send();
    const second = el.send();
    expect(await second).to.equal(false);
    expect(await first).to.equal(true);
    await result;
    expect(el.turns.length).to.equal(1);
    expect(el.turns[0]!.response.chain.length).to.equal(1);
  });
});
