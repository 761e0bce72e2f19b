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
    expect(shown(el)).to.include({ state: 'verified', text: 'receipt | verified', name: 'receipt ri1: verified' });
    expect(drawnForm(el)).to.equal('inline');
    expect(el.shadowRoot!.adoptedStyleSheets, "the element's own sheet only").to.have.length(1);
    // The same colours as the file drawn in this page's light DOM (its own <style>), light and dark.
    const host = document.createElement('div');
    host.innerHTML = receiptBadge({ id: 'ri1', verified: true }, { idPrefix: 'ref' });
    document.body.append(host);
    const svg = el.shadowRoot!.querySelector<SVGSVGElement>('[part="badge"] > svg')!;
    for (const scheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      expect(fills(svg), scheme).to.deep.equal(fills(host.querySelector('svg')!));
    }
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
});
