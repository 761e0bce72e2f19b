// A page whose Content-Security-Policy refuses data: images (img-src without data:): <chain-badge> finds
// out with one try, the policy's one violation, and draws its badges inline, as before, in light and dark.
// The policy is a <meta> put in before the first badge: this file's page is a page of its own.
import { expect, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { receiptBadge } from '../../../src/badge/index.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { badge, bucket, drawnForm, mount, receipt, shown } from './helpers.js';

const violations: { directive: string; blocked: string }[] = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = "img-src 'self'";
document.head.append(meta);

const fills = (svg: SVGSVGElement) => [...svg.querySelectorAll('rect[class], path[class]')].map((shape) => getComputedStyle(shape).fill);

describe('chain-badge where data: images are refused', () => {
  after(() => emulateMedia({ colorScheme: 'light' }));

  it('draws inline, named and coloured as the file, after one refused try', async () => {
    const base = await bucket({ '/receipts/ri1': { json: receipt({ id: 'ri1', verified: true }) } });
    const el = await badge({ id: 'ri1', base });
    expect(shown(el)).to.include({ state: 'verified', text: 'receipt | ✓ verified', name: 'receipt ri1: verified. The chain holds and its signer is trusted.' });
    expect(drawnForm(el)).to.equal('inline');
    expect(el.shadowRoot!.adoptedStyleSheets, "the element's own sheet only").to.have.length(1);
    // The same colours as the file drawn in this page's light DOM (its own <style>), light and dark.
    const host = document.createElement('div');
    host.innerHTML = receiptBadge({ id: 'ri1', verified: true }, { idPrefix: 'ref' });
    document.body.append(host);
    const svg = el.shadowRoot!.querySelector<SVGSVGElement>('[part="badge"] > svg')!;
    // On a page that follows the OS, as the file in its light DOM does.
    document.documentElement.style.colorScheme = 'light dark';
    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      expect(fills(svg), scheme).to.deep.equal(fills(host.querySelector('svg')!));
    }
    document.documentElement.style.removeProperty('color-scheme');
    host.remove();
    // The one try, and nothing after it: a second page of badges tries nothing more.
    const more = mount(html`<chain-badge receipt-id="ri1" base-url=${base}></chain-badge><chain-badge receipt-id="nope" base-url=${base}></chain-badge>`);
    const others = [...more.querySelectorAll<ChainBadgeElement>('chain-badge')];
    await Promise.all(others.map((b) => b.loadComplete));
    await Promise.all(others.map((b) => b.updateComplete));
    expect(others.map(drawnForm)).to.deep.equal(['inline', 'inline']);
    expect(violations).to.deep.equal([{ directive: 'img-src', blocked: 'data' }]);
    more.remove();
  });

  it("server mode draws the package's own badge inline, never the refused image, and adds no violation", async () => {
    const badgeSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#1a7f37"/></svg>';
    const base = await bucket({ '/receipts/ri2': { json: receipt({ id: 'ri2', verified: true, badge_svg: badgeSvg }) } });
    const el = await badge({ id: 'ri2', base, mode: 'server' });
    expect(el.shadowRoot!.querySelector('img') === null).to.equal(true, 'no <img> of badge_svg');
    expect(drawnForm(el)).to.equal('inline');
    expect(shown(el)).to.include({ state: 'verified', text: 'receipt | ✓ verified', name: 'receipt ri2: verified. The chain holds and its signer is trusted.' });
    // badge_svg itself is never inlined: the drawn badge is this package's (its 60 px green rect is not there).
    expect(el.shadowRoot!.innerHTML).not.to.include('width="60"');
    // Laid out as a badge: as wide as its SVG, not an alt text spilling over what follows.
    const part = el.shadowRoot!.querySelector('[part="badge"]')!.getBoundingClientRect();
    const svg = el.shadowRoot!.querySelector('[part="badge"] > svg')!.getBoundingClientRect();
    expect(Math.round(part.width)).to.equal(Math.round(svg.width));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(violations).to.deep.equal([{ directive: 'img-src', blocked: 'data' }]);
  });
});
