// <chain-badge>: every mode, state and event, against fixtures and the embedded service.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { ReceiptErrorEvent, ReceiptLoadEvent } from '../../../src/elements/shared/events.js';
import { TEST_INPUTS, TEST_KEYS } from '../../server/constants.js';
import { outcomeBadge } from '../../../src/elements/shared/outcome-badge.js';
import { englishBadgeWords } from '../../../src/elements/shared/badge-words.js';
import { hits, release } from '../client/fixture.js';
import { badge, bucket, bucketHits, copiesOf, drawnForm, drawnSvg, imageFile, mount, receipt, scripted, shown, uniqueName } from './helpers.js';

const abs = (path: string) => new URL(path, document.baseURI).href;

describe('chain-badge render mode', () => {
  it('draws a verified receipt with our renderer, inside a link to its page, and fires receipt-load', async () => {
    const base = await bucket({ '/receipts/r1': { json: receipt({ id: 'r1', verified: true }) } });
    const loads: ReceiptLoadEvent[] = [];
    document.addEventListener('receipt-load', (e) => loads.push(e), { once: true });
    const el = await badge({ id: 'r1', base });
    const s = shown(el);
    expect(s.state).to.equal('verified');
    expect(s.text).to.equal('receipt | ✓ verified');
    expect(s.link!.href).to.equal(abs('/app/receipts/r1'));
    expect(drawnForm(el), 'one copy of a receipt: inline').to.equal('inline');
    expect(s.name).to.equal('receipt r1: verified. The chain holds and its signer is trusted.');
    expect(loads).to.have.length(1);
    expect(loads[0]).to.be.instanceOf(ReceiptLoadEvent);
    expect(loads[0]!.bubbles && loads[0]!.composed).to.equal(true);
    expect(loads[0]!.detail.receipt.id).to.equal('r1');
  });

  it("draws a receipt the page shows five times as an image of the CLI's file, fewer times inline", async () => {
    const base = await bucket({
      '/receipts/r5': { json: receipt({ id: 'r5', verified: true }) },
      '/receipts/r4': { json: receipt({ id: 'r4', verified: false }) },
    });
    const [five, four] = [await copiesOf({ id: 'r5', base }, 5), await copiesOf({ id: 'r4', base }, 4)];
    expect(five.map(drawnForm), 'an image of its SVG, where the page allows data: images').to.deep.equal(Array(5).fill('image'));
    expect(four.map(drawnForm)).to.deep.equal(Array(4).fill('inline'));
    const el = five[0]!;
    expect(shown(el).text).to.equal('receipt | ✓ verified');
    expect(shown(el).name).to.equal('receipt r5: verified. The chain holds and its signer is trusted.');
    const image = el.shadowRoot!.querySelector('[part="badge"]')!;
    expect(image.getAttribute('title'), 'the tooltip the inline SVG has').to.equal('receipt r5: verified. The chain holds and its signer is trusted.');
    expect(image.getBoundingClientRect().width).to.equal(Number(drawnSvg(el)!.getAttribute('width')));
    expect(imageFile(el), 'the file the image shows, byte for byte').to.equal(outcomeBadge('verified', englishBadgeWords(), { id: 'r5' }));
    // The same accessible name and size in both forms.
    expect(shown(four[0]!).name).to.equal('receipt r4: pending. Not attested yet; it is read again shortly.');
    expect(four[0]!.shadowRoot!.querySelector('[part="badge"]')!.getBoundingClientRect().width).to.equal(Number(drawnSvg(four[0]!)!.getAttribute('width')));
  });

  it('says pending while the attestation is pending, and matches :state(pending)', async () => {
    const base = await bucket({ '/receipts/r2': { json: receipt({ id: 'r2', verified: false, attest_id: '' }) } });
    const el = await badge({ id: 'r2', base });
    expect(shown(el).state).to.equal('pending');
    expect(shown(el).text).to.equal('receipt | … pending');
    expect(el.matches(':state(pending)')).to.equal(true);
    expect(el.outcome).to.equal('pending');
  });

  it('draws not-found for a missing receipt and fires receipt-error with kind and status', async () => {
    const base = await bucket({});
    const errors: ReceiptErrorEvent[] = [];
    const listener = (e: ReceiptErrorEvent) => errors.push(e);
    document.addEventListener('receipt-error', listener);
    const el = await badge({ id: 'nope', base });
    document.removeEventListener('receipt-error', listener);
    expect(shown(el).state).to.equal('not-found');
    expect(shown(el).text).to.equal('receipt | ∅ not found');
    expect(el.matches(':state(not-found)')).to.equal(true);
    expect(errors[0]!.detail.outcome).to.equal('not-found');
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail).to.include({ kind: 'not-found', status: 404, receiptId: 'nope' });
    expect(shown(el).link!.href).to.equal(abs('/app/receipts/nope'), 'still a link to the receipt page');
  });

  it('draws unavailable (never failed) for a broken answer', async () => {
    const base = await bucket({ '/receipts/r3': { json: { id: 'r3', verified: 'yes' } } });
    const errors: ReceiptErrorEvent[] = [];
    const el = await fixture<ChainBadgeElement>(html`<chain-badge @receipt-error=${(e: ReceiptErrorEvent) => errors.push(e)} receipt-id="r3" base-url=${base}></chain-badge>`);
    await el.loadComplete;
    await el.updateComplete;
    expect(shown(el).state).to.equal('unavailable');
    expect(shown(el).text).to.equal('receipt | ↻ unavailable');
    expect(errors[0]!.detail.kind).to.equal('invalid-response');
  });

  it('draws a loading badge while the receipt is on its way', async () => {
    const base = await scripted([{ json: receipt({ id: 'slow' }), hold: true }]);
    const el = await fixture<ChainBadgeElement>(html`<chain-badge receipt-id="slow" base-url=${base}></chain-badge>`);
    await el.updateComplete;
    expect(shown(el).state).to.equal('loading');
    expect(shown(el).text).to.equal('receipt | … loading');
    expect(el.matches(':state(loading)')).to.equal(true);
    expect(shown(el).link!.getAttribute('aria-busy')).to.equal('true');
    await release(base);
    await el.loadComplete;
    await el.updateComplete;
    expect(shown(el).state).to.equal('verified');
    expect(shown(el).link!.hasAttribute('aria-busy')).to.equal(false);
  });

  it('re-renders when receipt-id changes and cancels the stale request, so its answer never lands', async () => {
    // The first request is held at the fixture (verified), the second answers at once (unverified).
    const base = await scripted([
      { json: receipt({ id: 'first', verified: true }), hold: true },
      { json: receipt({ id: 'second', verified: false, attest_id: '' }) },
    ]);
    const loads: string[] = [];
    const el = await fixture<ChainBadgeElement>(
      html`<chain-badge @receipt-load=${(e: ReceiptLoadEvent) => loads.push(e.detail.receipt.id)} receipt-id="first" base-url=${base}></chain-badge>`,
    );
    await el.updateComplete;
    // Wait until the first request is with the server, so it really is overtaken.
    const name = base.split('/').pop();
    await waitUntil(async () => ((await (await fetch(`/fixture/_hits/${name}`)).json()) as { count: number }).count >= 1);
    el.receiptId = 'second';
    await el.updateComplete;
    await el.loadComplete;
    // The held request was cancelled by the element: its answer can no longer arrive.
    await waitUntil(async () => (await hits(base)).aborted === 1, 'the stale request was never cancelled');
    await release(base);
    await el.updateComplete;
    expect(shown(el).state).to.equal('pending');
    expect(shown(el).link!.href).to.equal(abs('/app/receipts/second'));
    expect(loads).to.deep.equal(['second']);
  });

  it('refuses an id that is not a plain token, without a request and without a link', async () => {
    const base = await bucket({});
    const errors: ReceiptErrorEvent[] = [];
    const el = await fixture<ChainBadgeElement>(html`<chain-badge @receipt-error=${(e: ReceiptErrorEvent) => errors.push(e)} receipt-id="../x" base-url=${base}></chain-badge>`);
    await el.loadComplete;
    await el.updateComplete;
    expect(shown(el).state).to.equal('misconfigured');
    expect(shown(el).link === null).to.equal(true, 'no link');
    expect(errors[0]!.detail.kind).to.equal('bad-request');
    expect(await bucketHits(base)).to.deep.equal({});
  });

  it('is reachable with the keyboard', async () => {
    const base = await bucket({ '/receipts/k1': { json: receipt({ id: 'k1' }) } });
    const wrap = mount(html`<button>before</button><chain-badge receipt-id="k1" base-url=${base}></chain-badge>`);
    const el = wrap.querySelector('chain-badge')!;
    await el.loadComplete;
    await el.updateComplete;
    const a = el.shadowRoot!.querySelector('a')!;
    // In the tab order (a link with href), and focusable: the host reports focus within.
    expect(a.tabIndex).to.equal(0);
    a.focus();
    expect(document.activeElement === el).to.equal(true);
    expect(el.shadowRoot!.activeElement === a).to.equal(true);
    wrap.remove();
  });

  it('uses the endpoints from attributes and meta tags', async () => {
    const el = await fixture<ChainBadgeElement>(html`<chain-badge mode="link" receipt-id="m1" app-url="https://app.example/x/" receipts-url="https://files.example"></chain-badge>`);
    expect(shown(el).link!.href).to.equal('https://app.example/x/receipts/m1');
    expect(el.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal('https://files.example/badge/m1.svg');
  });
});

describe('chain-badge server mode', () => {
  it('shows badge_svg only as a data: image, never inline', async () => {
    const badgeSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#1a7f37"/></svg>';
    const base = await bucket({ '/receipts/s1': { json: receipt({ id: 's1', badge_svg: badgeSvg }) } });
    const el = await badge({ id: 's1', base, mode: 'server' });
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('src')!.startsWith('data:image/svg+xml')).to.equal(true);
    expect(decodeURIComponent(img.getAttribute('src')!.split(',').slice(1).join(','))).to.equal(badgeSvg);
    expect(img.alt).to.equal('receipt s1: verified');
    expect(el.shadowRoot!.querySelector('svg') === null).to.equal(true, 'nothing inlined');
    expect(shown(el).link!.href).to.equal(abs('/app/receipts/s1'));
    await waitUntil(() => img.complete && img.naturalWidth === 60, 'the image draws');
  });

  it('falls back to our own badge when badge_svg is empty', async () => {
    const base = await bucket({ '/receipts/s2': { json: receipt({ id: 's2', badge_svg: '' }) } });
    const el = await badge({ id: 's2', base, mode: 'server' });
    expect(shown(el).state).to.equal('verified');
    expect(shown(el).text).to.equal('receipt | ✓ verified');
  });
});

describe('chain-badge link mode', () => {
  it('makes no JSON request and links the image of the receipts_url', async () => {
    const base = await bucket({ '/receipts/l1': { json: receipt({ id: 'l1' }) } });
    // Every fetch the page makes is recorded: the element would call fetch while it updates.
    const fetched: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      const el = await fixture<ChainBadgeElement>(html`<chain-badge mode="link" receipt-id="l1" base-url=${base} receipts-url="/files"></chain-badge>`);
      await el.updateComplete;
      const img = el.shadowRoot!.querySelector('img')!;
      expect(img.getAttribute('src')).to.equal(abs('/files/badge/l1.svg'));
      expect(img.alt).to.equal('receipt l1');
      expect(shown(el).link!.href).to.equal(abs('/app/receipts/l1'));
      // The image's own round trip is over once it decodes (or fails to): the element has long since updated.
      await img.decode().catch(() => {});
      expect(fetched.filter((url) => url.includes(base))).to.deep.equal([]);
    } finally {
      window.fetch = realFetch;
    }
    expect(await bucketHits(base)).to.deep.equal({});
  });

  it('draws an unavailable badge and fires receipt-error when the image does not load', async () => {
    const errors: ReceiptErrorEvent[] = [];
    const el = await fixture<ChainBadgeElement>(
      html`<chain-badge @receipt-error=${(e: ReceiptErrorEvent) => errors.push(e)} mode="link" receipt-id="missing" receipts-url="/fixture-receipt/none"></chain-badge>`,
    );
    await waitUntil(() => errors.length === 1, 'receipt-error');
    await el.updateComplete;
    expect(shown(el).state).to.equal('unavailable');
    expect(errors[0]!.detail.receiptId).to.equal('missing');
    expect(shown(el).link!.href).to.equal(abs('/app/receipts/missing'));
  });
});

describe('chain-badge against the embedded service', () => {
  it('render, server and link modes agree on a real receipt', async () => {
    const res = await fetch('/api/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}` },
      body: JSON.stringify({ input: TEST_INPUTS.ground, session_name: uniqueName('cb') }),
    });
    const id = ((await res.json()) as { receipt: { id: string } }).receipt.id;
    const render = await badge({ id, base: '/api' });
    expect(['verified', 'pending']).to.include(shown(render).state);
    const server = await badge({ id, base: '/api', mode: 'server' });
    const serverImg = server.shadowRoot!.querySelector('img')!;
    await waitUntil(() => serverImg.complete && serverImg.naturalWidth > 0, 'server badge draws');
    const link = await fixture<ChainBadgeElement>(html`<chain-badge mode="link" receipt-id=${id}></chain-badge>`);
    const img = link.shadowRoot!.querySelector('img')!;
    await waitUntil(() => img.complete && img.naturalWidth > 0, 'the service badge file loads');
    expect(shown(link).link!.href).to.equal(abs(`/app/receipts/${id}`));
  });
});
