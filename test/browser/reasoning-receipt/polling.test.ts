// Polling while unverified: with backoff or `refresh`, only while visible, and never after verified.
import { expect, waitUntil } from '@open-wc/testing';
import { BACKOFF_MAX_MS, backoffDelay } from '../../../src/elements/reasoning-receipt/poll.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { fakeTimeouts, nextEvent } from '../../helpers/clock.js';
import { axeViolations, hitsOf, makeReceipt, runTurn, serve, settled, text } from './helpers.js';

const pending = (id: string) => receiptFixture({ id, verified: false, attest_id: '' });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('<reasoning-receipt> polling', () => {
  // Pages of concurrent test files share one browser, where a background tab is really hidden:
  // each test says which state it wants.
  beforeEach(() => setVisibility('visible'));
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState; // back to the prototype's getter
  });

  it('backs off from 2 s, doubling, to at most 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(backoffDelay)).to.deep.equal([2000, 4000, 8000, 16000, 32000, 60000, 60000, BACKOFF_MAX_MS]);
  });

  it('reads refresh="" and unreadable values as unset (the backoff), and "0" as off', () => {
    const el = document.createElement('reasoning-receipt');
    for (const [attr, expected] of [['', undefined], ['soon', undefined], ['-1', undefined], ['0', 0], ['2.5', 2.5]] as const) {
      el.setAttribute('refresh', attr);
      expect(el.refresh, `refresh="${attr}"`).to.equal(expected);
    }
  });

  it('re-reads while unverified and stops once verified', async () => {
    const name = `poll-${Math.random().toString(36).slice(2)}`;
    const base = await serve({ '/receipts/poll_1': { json: pending('poll_1') } }, name);
    // The poll timer runs on a fake clock; each answer differs, so each re-read is a receipt-load event.
    const clock = fakeTimeouts();
    try {
      const first = nextEvent(document, 'receipt-load');
      const el = await makeReceipt({ id: 'poll_1', base, refresh: 0.1 });
      await first;
      await el.updateComplete;
      expect(text(el)).to.contain('Not yet verified');
      expect(text(el)).to.contain('This card checks again');
      expect(clock.countTimers(), 'a poll is scheduled while unverified').to.equal(1);

      await serve({ '/receipts/poll_1': { json: receiptFixture({ id: 'poll_1', verified: false, attest_id: '', chain_length: 4 }) } }, name);
      const reread = nextEvent<CustomEvent>(el, 'receipt-load');
      await clock.tickAsync(100);
      expect((await reread).detail.receipt.chain_length).to.equal(4);
      await el.updateComplete;
      expect(clock.countTimers(), 'the next poll is scheduled').to.equal(1);

      await serve({ '/receipts/poll_1': { json: receiptFixture({ id: 'poll_1', verified: true, attest_id: 'att_1' }) } }, name);
      const verified = nextEvent<CustomEvent>(el, 'receipt-load');
      await clock.tickAsync(100);
      expect((await verified).detail.receipt.verified).to.equal(true);
      await el.updateComplete;
      expect(text(el)).to.contain('Verified');
      expect(clock.countTimers(), 'no poll is scheduled once verified').to.equal(0);
      const after = (await hitsOf(base))['/receipts/poll_1'];
      await clock.tickAsync(60_000);
      expect((await hitsOf(base))['/receipts/poll_1']).to.equal(after);
    } finally {
      clock.uninstall();
    }
  });

  it('shows a receipt turning verified on the embedded service (its attestor) without a reload', async () => {
    const run = await runTurn();
    const el = await makeReceipt({ id: run.receipt.id!, refresh: 0.1 });
    await waitUntil(() => el.receipt?.verified === true, 'never verified', { timeout: 5000 });
    await el.updateComplete;
    expect(text(el)).to.contain('has validated every link');
  });

  it('pauses while the page is hidden and resumes when visible', async () => {
    const name = `poll-${Math.random().toString(36).slice(2)}`;
    const base = await serve({ '/receipts/poll_2': { json: pending('poll_2') } }, name);
    const clock = fakeTimeouts();
    try {
      const first = nextEvent(document, 'receipt-load');
      const el = await makeReceipt({ id: 'poll_2', base, refresh: 0.1 });
      await first;
      await el.updateComplete;
      expect(clock.countTimers(), 'a poll is scheduled while visible').to.equal(1);
      setVisibility('hidden');
      expect(clock.countTimers(), 'hiding the page stops the timer').to.equal(0);
      await clock.tickAsync(60_000);
      expect((await hitsOf(base))['/receipts/poll_2']).to.equal(1);

      await serve({ '/receipts/poll_2': { json: receiptFixture({ id: 'poll_2', verified: false, attest_id: '', chain_length: 5 }) } }, name);
      setVisibility('visible');
      expect(clock.countTimers(), 'showing the page starts it again').to.equal(1);
      const reread = nextEvent<CustomEvent>(el, 'receipt-load');
      await clock.tickAsync(100);
      expect((await reread).detail.receipt.chain_length).to.equal(5);
      el.remove(); // disconnecting stops the timer
      expect(clock.countTimers()).to.equal(0);
    } finally {
      clock.uninstall();
    }
  });

  it('does not poll with refresh="0"', async () => {
    const base = await serve({ '/receipts/poll_3': { json: pending('poll_3') } });
    // The poll timer runs on a fake clock, so the test can move past every backoff step at once.
    const clock = fakeTimeouts();
    try {
      const loaded = nextEvent(document, 'receipt-load');
      const el = await makeReceipt({ id: 'poll_3', base, refresh: 0 });
      await loaded;
      await el.updateComplete;
      expect(clock.countTimers(), 'no poll is scheduled').to.equal(0);
      await clock.tickAsync(BACKOFF_MAX_MS * 3);
      expect(clock.countTimers()).to.equal(0);
      expect((await hitsOf(base))['/receipts/poll_3']).to.equal(1);
      expect(text(el)).not.to.contain('This card checks again');
    } finally {
      clock.uninstall();
    }
  });

  it('keeps the receipt shown when a refresh fails', async () => {
    const name = `poll-${Math.random().toString(36).slice(2)}`;
    const base = await serve({ '/receipts/poll_4': { json: pending('poll_4') } }, name);
    const el = await makeReceipt({ id: 'poll_4', base, refresh: 0.1 });
    await settled(el);
    const errors: string[] = [];
    el.addEventListener('receipt-error', (e) => errors.push(e.detail.kind));
    await serve({ '/receipts/poll_4': { status: 500, json: { detail: 'boom' } } }, name);
    await waitUntil(() => text(el).includes('Could not refresh'), 'no refresh note', { timeout: 5000 });
    expect(el.state).to.equal('loaded');
    expect(errors[0]).to.equal('server');
    expect(await axeViolations(el)).to.deep.equal([]);
    el.remove();
  });
});
