// A hostile badge_svg never runs: shown only as an image in server mode, ignored in render mode.
import { expect, fixture, html } from '@open-wc/testing';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { badge, bucket, receipt, shown } from './helpers.js';

declare global {
  interface Window {
    __chainBadgeCanary?: string[];
  }
}

const HOSTILE = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80" height="20" onload="(parent.__chainBadgeCanary=parent.__chainBadgeCanary||[]).push(\'onload\')">',
  '<script>(window.parent.__chainBadgeCanary=window.parent.__chainBadgeCanary||[]).push("script");window.__chainBadgeCanary=["script"]</script>',
  '<foreignObject width="80" height="20"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="(parent.__chainBadgeCanary=parent.__chainBadgeCanary||[]).push(\'foreignObject\')"/><iframe src="javascript:parent.__chainBadgeCanary=[\'iframe\']"></iframe></body></foreignObject>',
  '<a href="javascript:(parent.__chainBadgeCanary=[\'href\'])" xlink:href="javascript:void(parent.__chainBadgeCanary=[\'xlink\'])"><rect width="80" height="20" fill="red"/></a>',
  '<set attributeName="onmouseover" to="parent.__chainBadgeCanary=[1]"/><animate attributeName="href" to="javascript:parent.__chainBadgeCanary=[2]"/>',
  '</svg>',
].join('');

describe('chain-badge with a hostile badge_svg', () => {
  beforeEach(() => {
    delete window.__chainBadgeCanary;
  });

  it('server mode: the SVG is only an image; nothing in it runs', async () => {
    const base = await bucket({ '/receipts/h1': { json: receipt({ id: 'h1', badge_svg: HOSTILE }) } });
    const el = await badge({ id: 'h1', base, mode: 'server' });
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('src')!.startsWith('data:image/svg+xml')).to.equal(true);
    // Loaded and decoded (or refused): the SVG document is complete, so anything it could run would have run.
    await img.decode().catch(() => {});
    // Hover the badge too (dispatched synchronously): an image has no live content to trigger.
    img.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(window.__chainBadgeCanary).to.equal(undefined);
    // Booleans, not nodes: chai would try to print a whole DOM node on failure.
    expect(el.shadowRoot!.querySelector('script, svg, foreignObject, iframe, set, animate') === null).to.equal(true);
    expect(document.querySelector('foreignObject, iframe, set, animate') === null).to.equal(true);
    expect([...document.scripts].some((s) => s.textContent?.includes('__chainBadgeCanary'))).to.equal(false);
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')!.startsWith('javascript:')).to.equal(false);
  });

  it('render mode ignores badge_svg and draws its own', async () => {
    const base = await bucket({ '/receipts/h2': { json: receipt({ id: 'h2', badge_svg: HOSTILE }) } });
    const el = await badge({ id: 'h2', base });
    expect(shown(el).state).to.equal('verified');
    // Nothing of badge_svg is in the page, so nothing of it can run later: no timing involved.
    expect(el.shadowRoot!.querySelector('script, foreignObject, iframe, set, animate, [onload], [onerror]') === null).to.equal(true);
    expect(el.shadowRoot!.innerHTML).to.not.include('__chainBadgeCanary');
    expect(window.__chainBadgeCanary).to.equal(undefined);
  });

  it('a hostile id or label is text, not markup', async () => {
    const el = await fixture<ChainBadgeElement>(html`<chain-badge mode="link" receipt-id="<img src=x onerror=window.__chainBadgeCanary=['id']>" label="<script>window.__chainBadgeCanary=['label']</script>"></chain-badge>`);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('script, img[onerror]') === null).to.equal(true);
    expect(shown(el).link === null).to.equal(true);
    expect(shown(el).text).to.include('<script>');
    // Drawn as an image, its name is the same text, read back from the SVG's escaped title.
    expect(shown(el).name).to.equal(`<script>window.__chainBadgeCanary=['label']</script>: misconfigured. This page is not set up right: receipt-id holds "<img src=x onerror=window.__chainBadgeCanary=['id']>", which is not a receipt id: set it to the id itself.`);
    // Both hostile strings are text only: no element or handler was made from them, so nothing can run later.
    expect([...el.shadowRoot!.querySelectorAll('*')].some((n) => [...n.attributes].some((a) => a.name.startsWith('on')))).to.equal(false);
    expect(window.__chainBadgeCanary).to.equal(undefined);
  });
});
