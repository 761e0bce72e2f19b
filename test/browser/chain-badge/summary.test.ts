// The badge's summary in place: focus (or hover, or a tap) opens it; it says the outcome in words, the chain's
// length and root, and the command to check it yourself, with a copy button; Tab reaches it, Escape closes it,
// it stays inside the viewport, and nothing on the page moves.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import { bucket, receipt } from './helpers.js';

const summaryOf = (el: ChainBadgeElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="summary"]');
const isOpen = (el: ChainBadgeElement) => !!summaryOf(el)?.matches(':popover-open');

describe('chain-badge summary', () => {
  it('opens on focus with the outcome, facts and command; Tab reaches it; Escape closes it; nothing moves', async () => {
    const base = await bucket({ '/receipts/sum1': { json: receipt({ id: 'sum1', verified: true, chain_length: 3, chain_root: '0xfeed' }) } });
    const wrap = await fixture<HTMLDivElement>(html`<div style="position:absolute;right:4px;bottom:4px">
      <button id="before">before</button> <chain-badge receipt-id="sum1" base-url=${base}></chain-badge> <span id="after">after</span>
    </div>`);
    const el = wrap.querySelector<ChainBadgeElement>('chain-badge')!;
    await el.loadComplete;
    // The load settles before the badge is drawn again with its outcome (a new link): on a busy machine that
    // could come after the Tab below, so the badge is tabbed to once it shows the outcome.
    await waitUntil(() => el.shadowRoot!.querySelector('[part="badge"]')?.getAttribute('data-state') === 'verified', 'the badge never showed its outcome', { timeout: 10_000 });
    await el.updateComplete;
    const attributes = [...el.attributes].map((a) => `${a.name}=${a.value}`);
    const before = wrap.querySelector('#after')!.getBoundingClientRect().toJSON();
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part="link"]')!;
    // Keyboard: Tab from the page reaches the badge, which opens its summary.
    wrap.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('link');
    await waitUntil(() => isOpen(el), 'the summary opens on focus', { timeout: 5000 });
    const summary = summaryOf(el)!;
    const text = summary.textContent!;
    expect(text).to.include('verified');
    expect(text).to.include('The chain holds and its signer is trusted.');
    expect(text).to.include('3');
    expect(text).to.include('0xfeed');
    expect(text).to.include(`npx @reasoning-elements/verify --receipt-id sum1 --base-url ${new URL(base, location.href).href}`);
    expect(summary.querySelector('a')!.getAttribute('href')).to.equal(link.getAttribute('href'));
    // Announced: the link is described by the summary's sentence.
    const shownLink = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part="link"]')!;
    expect(shownLink.getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot!.getElementById(shownLink.getAttribute('aria-describedby')!)!.textContent).to.equal('The chain holds and its signer is trusted.');
    // Inside the viewport, though the badge sits in the bottom-right corner.
    const box = summary.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.top).to.be.at.least(0);
    expect(box.right).to.be.at.most(innerWidth);
    expect(box.bottom).to.be.at.most(innerHeight);
    // No layout shift, and no markup of the element's own.
    expect(wrap.querySelector('#after')!.getBoundingClientRect().toJSON()).to.deep.equal(before);
    expect([...el.attributes].map((a) => `${a.name}=${a.value}`)).to.deep.equal(attributes);
    // Keyboard: Tab goes from the badge into the summary (its copy button), Escape closes and returns to the badge.
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.tagName, el.shadowRoot!.activeElement?.outerHTML.slice(0, 200)).to.equal('BUTTON');
    await sendKeys({ press: 'Escape' });
    expect(isOpen(el)).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('a[part="link"]'));
  });

  it('says how to trust nothing it cannot know: a pending receipt says pending, and the link still goes to the receipt page', async () => {
    const base = await bucket({ '/receipts/sum2': { json: receipt({ id: 'sum2', verified: false, attest_id: '' }) } });
    const el = await fixture<ChainBadgeElement>(html`<chain-badge receipt-id="sum2" base-url=${base}></chain-badge>`);
    await el.loadComplete;
    await el.updateComplete;
    await el.openSummary();
    expect(summaryOf(el)!.textContent).to.include('Not attested yet');
    expect(summaryOf(el)!.querySelector('a')!.href).to.match(/\/app\/receipts\/sum2$/);
    el.closeSummary();
  });
});
