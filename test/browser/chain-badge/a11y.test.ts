// axe-core finds no violation in any state or mode of <chain-badge> (no rule relaxed).
import { expect, html, waitUntil } from '@open-wc/testing';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { axeViolations } from '../../helpers/axe.js';
import { release } from '../client/fixture.js';
import { bucket, mount, receipt, scripted, shown } from './helpers.js';

describe('chain-badge accessibility', () => {
  it('every state and mode passes axe, and the link has a name that says the state', async function () {
    this.timeout(30_000);
    const base = await bucket({
      '/receipts/a1': { json: receipt({ id: 'a1' }) },
      '/receipts/a2': { json: receipt({ id: 'a2', verified: false, attest_id: '' }) },
    });
    // a3's answer is held until released: it is loading for as long as the test needs.
    const slow = await scripted([{ json: receipt({ id: 'a3' }), hold: true }]);
    const wrap = mount(html`
      <chain-badge receipt-id="a1" base-url=${base}></chain-badge>
      <chain-badge receipt-id="a2" base-url=${base}></chain-badge>
      <chain-badge receipt-id="gone" base-url=${base}></chain-badge>
      <chain-badge receipt-id="../bad" base-url=${base}></chain-badge>
      <chain-badge receipt-id="a1" base-url=${base} mode="server"></chain-badge>
      <chain-badge receipt-id="a1" mode="link"></chain-badge>
      <chain-badge receipt-id="a3" base-url=${slow}></chain-badge>
    `);
    const badges = [...wrap.querySelectorAll<ChainBadgeElement>('chain-badge')];
    try {
      await Promise.all(badges.slice(0, 6).map((b) => b.loadComplete));
      await Promise.all(badges.map((b) => b.updateComplete));
      // One axe run over all of them (shadow roots included).
      expect(await axeViolations(wrap)).to.deep.equal([]);
      const name = (b: ChainBadgeElement) => shown(b).name;
      expect(name(badges[0]!)).to.equal('receipt a1: verified. The chain holds and its signer is trusted.');
      expect(name(badges[1]!)).to.equal('receipt a2: pending. Not attested yet; it is read again shortly.');
      expect(name(badges[2]!)).to.equal('receipt gone: not found. The service has no such receipt.');
      expect(name(badges[6]!)).to.equal('receipt a3: loading');
      await release(slow);
      await badges[6]!.loadComplete;
      await badges[6]!.updateComplete;
      expect(name(badges[6]!)).to.equal('receipt a3: verified. The chain holds and its signer is trusted.');
    } finally {
      await release(slow);
      wrap.remove();
    }
  });

  it('a reader on the loading badge stays on it when it is redrawn with its outcome', async function () {
    this.timeout(30_000);
    const slow = await scripted([{ json: receipt({ id: 'f1' }), hold: true }]);
    const wrap = mount(html`<chain-badge receipt-id="f1" base-url=${slow}></chain-badge>`);
    const el = wrap.querySelector<ChainBadgeElement>('chain-badge')!;
    try {
      await el.updateComplete;
      shown(el).link!.focus();
      // Compared as booleans: a failure then reports plainly instead of printing two elements.
      expect(el.shadowRoot!.activeElement === shown(el).link, 'the loading badge took focus').to.equal(true);
      await release(slow);
      await waitUntil(() => shown(el).name?.includes('verified'), 'the badge shows its outcome', { timeout: 20_000 });
      expect(document.activeElement === el, 'focus stays in the badge').to.equal(true);
      expect(el.shadowRoot!.activeElement === shown(el).link, 'focus is on the redrawn link').to.equal(true);
    } finally {
      await release(slow);
      wrap.remove();
    }
  });
});
