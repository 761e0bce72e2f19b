// <chain-badge> and renderBadge in other languages: the SVG's words, title and alt texts from a term set;
// English by default, byte for byte as before.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { BADGE_TERMS_EN, chainBadgeHtml, receiptBadge, type BadgeTerms } from '../../../src/badge/index.js';
import '../../../src/elements/chain-badge/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { bucket, drawnSvg, receipt, shown } from '../chain-badge/helpers.js';

// The badge's SVG as drawn (an image of it, or inline); its name is the element's [role=img]'s.
const svgOf = (el: ChainBadgeElement) => drawnSvg(el)!;

describe('badge words in other languages', () => {
  it('renders English by default, the same as with the English term set', () => {
    const r = { id: 'rcpt_1', verified: true };
    expect(receiptBadge(r)).to.equal(receiptBadge(r, { terms: BADGE_TERMS_EN }));
    expect(receiptBadge('unknown', { id: 'rcpt_9' })).to.contain('aria-label="receipt rcpt_9: not found. The service has no such receipt."');
  });

  it('renders a badge in any language from a term set of the old shape (no element needed)', () => {
    const fr: BadgeTerms = {
      label: 'reçu',
      subject: '{label} {id}',
      states: { verified: 'vérifié', unverified: 'non vérifié', unknown: 'inconnu', error: 'erreur' },
      titles: { verified: '{subject} : vérifié', unverified: '{subject} : en attente', unknown: '{subject} : introuvable', error: '{subject} : erreur' },
    };
    const svg = receiptBadge({ id: 'rcpt_1', verified: false }, { terms: fr });
    expect(svg).to.contain('>… non vérifié</text>');
    expect(svg).to.contain('<title>reçu rcpt_1 : en attente</title>');
    // The static fallback's image description too.
    expect(chainBadgeHtml('rcpt_1', { appUrl: '/app', receiptsUrl: '/files', terms: fr })).to.contain('alt="reçu rcpt_1"');
    expect(chainBadgeHtml('rcpt_1', { appUrl: '/app', receiptsUrl: '/files' })).to.contain('alt="receipt rcpt_1"');
  });

  it('<chain-badge> speaks the nearest lang and follows it live', async () => {
    const base = await bucket({ '/receipts/rcpt_lang': { json: receipt({ id: 'rcpt_lang', verified: true }) } });
    const wrap = await fixture<HTMLDivElement>(html`<div lang="ko"><chain-badge receipt-id="rcpt_lang" base-url=${base}></chain-badge></div>`);
    const el = wrap.querySelector('chain-badge') as ChainBadgeElement;
    await waitUntil(() => svgOf(el)?.textContent?.includes('검증됨'), 'no Korean badge', { timeout: 4000 });
    expect(svgOf(el).getAttribute('aria-label')).to.equal('영수증 rcpt_lang: 검증됨. 체인이 올바르고 서명자를 신뢰할 수 있습니다.');
    expect(shown(el).name).to.equal('영수증 rcpt_lang: 검증됨. 체인이 올바르고 서명자를 신뢰할 수 있습니다.');
    wrap.lang = 'he';
    await waitUntil(() => svgOf(el).textContent!.includes('אומתה'), 'no Hebrew badge', { timeout: 4000 });
    wrap.lang = 'en-GB';
    await waitUntil(() => svgOf(el).getAttribute('aria-label') === 'receipt rcpt_lang: verified. The chain holds and its signer is trusted.', 'not back to English', { timeout: 4000 });
    // A label set by the page stays the page's.
    el.setAttribute('label', 'proof');
    await el.updateComplete;
    expect(svgOf(el).getAttribute('aria-label')).to.equal('proof rcpt_lang: verified. The chain holds and its signer is trusted.');
    expect(shown(el).name).to.equal('proof rcpt_lang: verified. The chain holds and its signer is trusted.');
  });
});
