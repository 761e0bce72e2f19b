// No stale state: an unverified receipt is re-read by one shared watch per page, and every element showing it
// (badges, the card, the console's turn badge) takes the new state from that read. The service here is the
// embedded one with a slow attestor (test/server/mount.mjs, /fixture-slow-attest/): each element first reads
// the receipt unverified, then the service attests it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/define.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { isWatched, watchDelay } from '../../../src/elements/shared/receipt-watch.js';
import { TEST_INPUTS, TEST_KEYS } from '../../server/constants.js';
import { $$, sendText } from '../reasoning-console/helpers.js';

const BASE = '/fixture-slow-attest/api';
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

async function runSlowTurn(): Promise<string> {
  const res = await fetch(`${BASE}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}` },
    body: JSON.stringify({ input: TEST_INPUTS.ground, session_name: unique('watch') }),
  });
  return ((await res.json()) as { receipt: { id: string } }).receipt.id;
}

/** When the service attested the receipt (its attestation record's own time), once it has. */
async function attestedAt(id: string): Promise<number> {
  let attestId = '';
  await waitUntil(
    async () => {
      const receipt = (await (await fetch(`${BASE}/receipts/${id}?from=test`, { cache: 'no-store' })).json()) as { verified: boolean; attest_id: string };
      attestId = receipt.verified ? receipt.attest_id : '';
      return !!attestId;
    },
    'the service attests the receipt',
    { timeout: 20_000, interval: 200 },
  );
  const record = (await (await fetch(`${BASE}/attestations/${encodeURIComponent(attestId)}`)).json()) as { attested_at: string };
  return Date.parse(record.attested_at);
}

const badgeState = (el: Element) => el.shadowRoot?.querySelector('[data-state]')?.getAttribute('data-state');

/** Records, for each element, the first moment `isVerified` holds (checked on every frame). */
function watchFor(elements: Element[], isVerified: (el: Element) => boolean): Map<Element, number> {
  const seen = new Map<Element, number>();
  const check = () => {
    for (const el of elements) if (!seen.has(el) && isVerified(el)) seen.set(el, Date.now());
    if (seen.size < elements.length) requestAnimationFrame(check);
  };
  check();
  return seen;
}

const receiptReads = (id: string) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith(`${BASE}/receipts/${id}`) && e.initiatorType === 'fetch');

describe('one shared re-read per unverified receipt', () => {
  it('re-reads every second at first, then more slowly, within a documented bound', () => {
    expect(watchDelay(0, 0)).to.equal(1000);
    expect(watchDelay(30_000, 20)).to.equal(2000);
    expect(watchDelay(10 * 60_000, 60)).to.equal(60_000);
  });

  it('badges and a card of one receipt show verified within 2 s of the service attesting, from one read', async () => {
    const id = await runSlowTurn();
    const page = await fixture<HTMLElement>(html`<div>
      <chain-badge receipt-id=${id} base-url=${BASE}></chain-badge>
      <chain-badge receipt-id=${id} base-url=${BASE}></chain-badge>
      <reasoning-receipt receipt-id=${id} base-url=${BASE}></reasoning-receipt>
    </div>`);
    const [a, b] = [...page.querySelectorAll('chain-badge')];
    const card = page.querySelector('reasoning-receipt') as HTMLElement & { receipt?: { verified: boolean } };
    await waitUntil(() => badgeState(a!) === 'pending' && badgeState(b!) === 'pending' && card.receipt?.verified === false, 'each shows the receipt unverified first', { timeout: 10_000 });
    expect(isWatched(new URL(BASE, location.href).href, id)).to.equal(true);
    const seen = watchFor([a!, b!, card], (el) => (el === card ? card.receipt?.verified === true : badgeState(el) === 'verified'));
    const attested = await attestedAt(id);
    await waitUntil(() => seen.size === 3, 'every element shows verified', { timeout: 20_000 });
    for (const [el, at] of seen) expect(at - attested, `${el.localName} shows verified ${at - attested} ms after the attestation`).to.be.below(2000);
    expect(isWatched(new URL(BASE, location.href).href, id), 'the watch ends once verified').to.equal(false);
    // One read at a time for the three elements: the watch's reads are about a second apart, never one per element.
    const starts = receiptReads(id).map((e) => e.startTime).sort((x, y) => x - y);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    const close = gaps.filter((gap) => gap < 500);
    expect(close.length, `reads ${starts.map(Math.round).join(', ')}`).to.be.at.most(1);
  });

  it("the console's turn badge turns verified without a reload", async () => {
    const el = await fixture<ReasoningConsoleElement>(html`<reasoning-console
      proxy-url="/fixture-slow-attest/proxy"
      base-url=${BASE}
      session-name=${unique('watch-console')}
      storage-key=${unique('store')}
    ></reasoning-console>`);
    await sendText(el, TEST_INPUTS.ground);
    const [badge] = $$(el, 'chain-badge');
    await waitUntil(() => badgeState(badge!) === 'pending', 'the turn badge reads the receipt unverified', { timeout: 10_000 });
    const seen = watchFor([badge!], (b) => badgeState(b) === 'verified');
    const attested = await attestedAt(badge!.getAttribute('receipt-id')!);
    await waitUntil(() => seen.size === 1, 'the turn badge shows verified', { timeout: 20_000 });
    expect(seen.get(badge!)! - attested).to.be.below(2000);
  });
});
