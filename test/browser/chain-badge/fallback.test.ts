// The light-DOM fallback (the seed's link form) shows without script and gives way once upgraded.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { chainBadgeHtml } from '../../../src/badge/index.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { bucket, receipt } from './helpers.js';

describe('chain-badge light-DOM fallback', () => {
  it('chainBadgeHtml() writes the link form, escaped, and refuses odd ids', () => {
    expect(chainBadgeHtml('r1', { appUrl: '/app', receiptsUrl: '/files/' })).to.equal(
      '<chain-badge receipt-id="r1"><a href="/app/receipts/r1"><img src="/files/badge/r1.svg" alt="receipt r1" height="20"></a></chain-badge>',
    );
    expect(() => chainBadgeHtml('"><script>', { appUrl: '/app', receiptsUrl: '/files' })).to.throw(/refused/);
  });

  it('without script the link and image show', async () => {
    // A frame of its own: its custom element registry knows no chain-badge, as on a page without script.
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:300px;height:60px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = `<!doctype html><base href="${location.origin}/">${chainBadgeHtml('fb1', { appUrl: '/app', receiptsUrl: '/files' })}`;
    document.body.append(frame);
    await loaded;
    await waitUntil(() => frame.contentDocument?.querySelector('chain-badge a'), 'frame loaded');
    const a = frame.contentDocument!.querySelector('chain-badge a') as HTMLAnchorElement;
    expect(a.href).to.equal(`${location.origin}/app/receipts/fb1`);
    expect(a.getClientRects().length).to.be.greaterThan(0, 'the fallback is laid out');
    expect(frame.contentWindow!.customElements.get('chain-badge')).to.equal(undefined);
    frame.remove();
  });

  it('once upgraded, the shadow badge replaces the fallback (not both)', async () => {
    const base = await bucket({ '/receipts/fb2': { json: receipt({ id: 'fb2' }) } });
    const el = await fixture<ChainBadgeElement>(
      html`<chain-badge receipt-id="fb2" base-url=${base}><a href="/app/receipts/fb2"><img src="/files/badge/fb2.svg" alt="receipt fb2"></a></chain-badge>`,
    );
    await el.loadComplete;
    await el.updateComplete;
    expect(el.querySelector('a')!.getClientRects().length).to.equal(0, 'light DOM not rendered');
    expect(el.shadowRoot!.querySelector('a')!.getClientRects().length).to.be.greaterThan(0);
  });
});
