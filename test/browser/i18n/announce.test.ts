// What screen readers hear: one polite live region in the light DOM for the whole page, and each status
// change said once (loaded, updated, check passed or failed), never at every render, refresh or language change.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/reasoning-receipt/define.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { makeReceipt, serve, serveAll, settled, verifiedReceipt } from '../reasoning-receipt/helpers.js';
import { liveRegionElement, recordAnnouncements } from '../shared/live-region.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('announcements', () => {
  it('one shared, visually hidden, polite region in document.body for every element', async () => {
    const heard = recordAnnouncements();
    try {
      const a = await serveAll({ receipt: receiptFixture({ id: 'ann_a' }) });
      const b = await serveAll({ receipt: receiptFixture({ id: 'ann_b', verified: false, attest_id: '' }) });
      const wrap = await fixture<HTMLDivElement>(html`<div>
        <reasoning-receipt receipt-id="ann_a" base-url=${a} refresh="0"></reasoning-receipt>
        <reasoning-receipt receipt-id="ann_b" base-url=${b} refresh="0"></reasoning-receipt>
      </div>`);
      for (const el of wrap.querySelectorAll('reasoning-receipt')) await settled(el as ReasoningReceiptElement);
      await waitUntil(() => heard.lines.length >= 2, 'not both announced');
      expect([...heard.lines].sort()).to.deep.equal(['Receipt ann_a loaded: verified.', 'Receipt ann_b loaded: not yet verified.']);
      expect(document.querySelectorAll('[aria-live]').length).to.equal(1);
      const region = liveRegionElement()!;
      expect(region.parentElement).to.equal(document.body);
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.getBoundingClientRect().width).to.be.at.most(1);
      for (const el of wrap.querySelectorAll('reasoning-receipt')) expect(el.shadowRoot!.querySelector('[aria-live]')).to.equal(null);
    } finally {
      heard.stop();
    }
  });

  it('says a load once: not again for a refresh that changed nothing, once more when it did', async () => {
    const name = `ann-${Math.random().toString(36).slice(2)}`;
    const base = await serve({ '/receipts/ann_r': { json: receiptFixture({ id: 'ann_r', verified: false, attest_id: '', chain_length: 2 }) } }, name);
    const heard = recordAnnouncements();
    try {
      const el = await makeReceipt({ id: 'ann_r', base, refresh: 0 });
      await settled(el);
      await waitUntil(() => heard.lines.length === 1, 'load not announced');
      el.reload();
      await el.loadComplete;
      el.requestUpdate();
      await el.updateComplete;
      await pause(100);
      expect(heard.lines).to.deep.equal(['Receipt ann_r loaded: not yet verified.']);
      await serve({ '/receipts/ann_r': { json: receiptFixture({ id: 'ann_r', verified: true, attest_id: 'att_1', chain_length: 3 }) } }, name);
      el.reload();
      await waitUntil(() => heard.lines.length === 2, 'the change was not announced');
      expect(heard.lines[1]).to.equal('Receipt updated: verified, chain of 3 links.');
      // A change of language repaints in German, and says nothing new.
      el.setAttribute('lang', 'de');
      await waitUntil(() => el.shadowRoot!.textContent!.includes('Kettenwurzel'), 'no German');
      await pause(100);
      expect(heard.lines.length).to.equal(2);
    } finally {
      heard.stop();
    }
  });

  it("says the browser check's outcome once, in the element's language", async () => {
    const { receipt } = await verifiedReceipt(2);
    const heard = recordAnnouncements();
    try {
      const wrap = await fixture<HTMLDivElement>(html`<div lang="fr"><reasoning-receipt receipt-id=${receipt.id} verify refresh="0"></reasoning-receipt></div>`);
      const el = wrap.querySelector('reasoning-receipt') as ReasoningReceiptElement;
      await waitUntil(() => heard.lines.some((l) => l.startsWith('Réussie.')), 'check not announced', { timeout: 8000 });
      await pause(150);
      expect(heard.lines.filter((l) => l.startsWith('Réussie.'))).to.have.length(1);
      expect(heard.lines).to.have.length(2); // loaded, then passed
      expect(heard.langs).to.deep.equal(['fr', 'fr']);
      expect(heard.lines[0]).to.equal(`Reçu ${receipt.id} chargé\u00a0: vérifié.`);
      expect(el.verify).to.equal(true);
    } finally {
      heard.stop();
    }
  });
});
