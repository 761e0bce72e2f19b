// Loud setup mistakes: an id that is no id (an unfilled template such as Angular's "{{ id }}") or a base URL
// that answers with a web page shows `misconfigured` with the fix in words, and one console.warn naming the
// attribute or meta tag to set, however many elements make the mistake. Never "not found".
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { bucket, bucketHits, shown } from '../chain-badge/helpers.js';

const PAGE = '<!doctype html><html><head><title>Docs</title></head><body>Welcome</body></html>';

describe('setup mistakes are misconfigured, with the fix and one warning', () => {
  let warnings: string[] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => (console.warn = warn));

  it('an unfilled template id: misconfigured, no request, one warning naming receipt-id', async () => {
    const base = await bucket({});
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <chain-badge receipt-id="{{ id }}" base-url=${base}></chain-badge>
      <chain-badge receipt-id="{{ id }}" base-url=${base}></chain-badge>
      <reasoning-receipt receipt-id="{{ id }}" base-url=${base}></reasoning-receipt>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll<ChainBadgeElement>('chain-badge')];
    const card = wrap.querySelector<ReasoningReceiptElement>('reasoning-receipt')!;
    await waitUntil(() => a!.matches(':state(misconfigured)') && b!.matches(':state(misconfigured)') && card.matches(':state(misconfigured)'), 'all misconfigured', { timeout: 5000 });
    expect(shown(a!).state).to.equal('misconfigured');
    expect(shown(a!).name).to.include('receipt-id holds "{{ id }}", which is not a receipt id');
    expect(shown(a!).name).not.to.include('not found');
    expect(card.outcome).to.equal('misconfigured');
    expect(card.shadowRoot!.textContent).to.include('receipt-id holds "{{ id }}"');
    await waitUntil(() => warnings.length >= 2, 'the warnings', { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    // One for the badges (however many), one for the card: each names the attribute to set.
    expect(warnings).to.have.length(2);
    for (const w of warnings) expect(w).to.include('Set the receipt-id attribute');
    expect(await bucketHits(base)).to.deep.equal({});
  });

  it('a base URL answering with a web page: misconfigured, never not found, one warning naming base-url and the meta tag', async () => {
    const base = await bucket({ '/receipts/rcpt_html': { status: 404, text: PAGE, type: 'text/html; charset=utf-8' }, '/receipts/rcpt_spa': { status: 200, text: PAGE, type: 'text/html' } });
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <chain-badge receipt-id="rcpt_html" base-url=${base}></chain-badge>
      <chain-badge receipt-id="rcpt_spa" base-url=${base}></chain-badge>
    </div>`);
    const badges = [...wrap.querySelectorAll<ChainBadgeElement>('chain-badge')];
    const errors: string[] = [];
    wrap.addEventListener('receipt-error', (e) => errors.push((e as CustomEvent).detail.outcome));
    await waitUntil(() => badges.every((b) => b.matches(':state(misconfigured)')), 'misconfigured', { timeout: 5000 });
    for (const b of badges) {
      expect(b.outcome).to.equal('misconfigured');
      expect(shown(b).name).to.include('answers with a web page, not a Reasoning Service');
      expect(shown(b).name).to.include('base-url');
    }
    await waitUntil(() => warnings.length >= 1, 'a warning', { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('<meta name="reasoning:base-url"');
    expect(warnings[0]).to.include('base-url attribute');
  });

  it('a service that answers 404 in JSON is still not found (a real missing receipt)', async () => {
    const base = await bucket({});
    const el = await fixture<ChainBadgeElement>(html`<chain-badge receipt-id="rcpt_gone" base-url=${base}></chain-badge>`);
    await waitUntil(() => el.matches(':state(not-found)'), 'not found', { timeout: 5000 });
    expect(warnings).to.deep.equal([]);
  });
});
