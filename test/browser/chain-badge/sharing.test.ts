// 1,000 badges over 100 receipts on one page make 100 requests, not 1,000.
import { expect, html } from '@open-wc/testing';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { bucket, bucketHits, mount, receipt, shown } from './helpers.js';

describe('chain-badge request sharing', () => {
  it('1,000 badges over 100 receipts make 100 requests', async function () {
    this.timeout(60_000);
    const routes: Record<string, { json: unknown }> = {};
    for (let i = 0; i < 100; i++) routes[`/receipts/s${i}`] = { json: receipt({ id: `s${i}`, verified: i % 2 === 0 }) };
    const base = await bucket(routes);
    const ids = Array.from({ length: 1000 }, (_, i) => `s${i % 100}`);
    const wrap = document.createElement('div');
    for (const id of ids) {
      const el = document.createElement('chain-badge');
      el.setAttribute('receipt-id', id);
      el.setAttribute('base-url', base);
      wrap.append(el);
    }
    document.body.append(wrap);
    const badges = [...wrap.querySelectorAll<ChainBadgeElement>('chain-badge')];
    expect(badges).to.have.length(1000);
    // The first update starts each load; only then does loadComplete wait for it.
    await Promise.all(badges.map((b) => b.updateComplete));
    await Promise.all(badges.map((b) => b.loadComplete));
    await Promise.all(badges.map((b) => b.updateComplete));
    const hits = await bucketHits(base);
    expect(Object.keys(hits)).to.have.length(100);
    // One read per receipt; the unverified ones are then re-read by the page's one watch each, never once per badge (ten each).
    const verifiedHits = Object.entries(hits).filter(([path]) => Number(path.slice('/receipts/s'.length)) % 2 === 0);
    expect(verifiedHits.every(([, n]) => n === 1), JSON.stringify(verifiedHits)).to.equal(true);
    expect(Math.max(...Object.values(hits))).to.be.below(10);
    // And every badge shows its own receipt.
    const wrong = badges.filter((b, i) => shown(b).state !== ((i % 100) % 2 === 0 ? 'verified' : 'pending'));
    expect(wrong.length).to.equal(0);
    wrap.remove();
  });
});

/** A badge of `id` on the page at once, in a <div> of its own. */
const put = (id: string, base: string) => mount(html`<chain-badge receipt-id=${id} base-url=${base}></chain-badge>`).firstElementChild as ChainBadgeElement;

describe('chain-badge drawing from the page cache', () => {
  it('a badge whose receipt another badge read moments ago draws it in its first render, with no loading badge and no request', async () => {
    const base = await bucket({ '/receipts/pc1': { json: receipt({ id: 'pc1', verified: true }) } });
    const first = put('pc1', base);
    await first.updateComplete;
    await first.loadComplete;
    await first.updateComplete;
    expect(shown(first).state).to.equal('verified');

    const second = put('pc1', base);
    const states: (string | null)[] = [];
    await second.updateComplete;
    states.push(shown(second).state);
    await second.loadComplete;
    await second.updateComplete;
    states.push(shown(second).state);
    expect(states, 'its first draw is already the receipt').to.deep.equal(['verified', 'verified']);
    expect(shown(second).name).to.equal('receipt pc1: verified. The chain holds and its signer is trusted.');
    expect(await bucketHits(base)).to.deep.equal({ '/receipts/pc1': 1 });
    first.parentElement!.remove();
    second.parentElement!.remove();
  });

  it('a badge of a receipt not read yet draws the loading badge first', async () => {
    const base = await bucket({ '/receipts/pc2': { json: receipt({ id: 'pc2', verified: false }) } });
    const el = put('pc2', base);
    await el.updateComplete;
    expect(shown(el).state).to.equal('loading');
    await el.loadComplete;
    await el.updateComplete;
    expect(shown(el).state).to.equal('pending');
    el.parentElement!.remove();
  });
});
