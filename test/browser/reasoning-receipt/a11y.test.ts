// Keyboard use, announcements, copy, compact, dark and 320 px: the element as a person uses it.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { sendKeys } from '@web/test-runner-commands';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { heard, lastHeard, liveRegionElement } from '../shared/live-region.js';
import { axeViolations, makeReceipt, serveAll, settled, shadow, text, verifiedReceipt } from './helpers.js';


/** The element focused inside the receipt's shadow root. */
const focused = (el: HTMLElement) => shadow(el).activeElement;

async function loadedCard(patch: Record<string, unknown> = {}, attrs: Partial<Parameters<typeof makeReceipt>[0]> = {}) {
  const id = (patch.id as string) ?? `a11y_${Math.random().toString(36).slice(2, 8)}`;
  const base = await serveAll({ receipt: receiptFixture({ pdf_url: `${location.origin}/files/${id}.pdf`, ...patch, id }) });
  const el = await makeReceipt({ id, base, ...attrs });
  await settled(el);
  return el;
}

describe('<reasoning-receipt> accessibility', () => {
  it('announces the loaded state in a live region', async () => {
    const el = await loadedCard({ id: 'ann_1' });
    await waitUntil(() => heard().includes('Receipt ann_1 loaded: verified.'), 'no announcement');
    // One region for the page, in the light DOM, polite; none inside the shadow root.
    expect(liveRegionElement()!.getAttribute('aria-live')).to.equal('polite');
    expect(liveRegionElement()!.parentElement).to.equal(document.body);
    expect(shadow(el).querySelector('[aria-live]')).to.equal(null);
    expect(el.isConnected).to.equal(true);
  });

  it('reaches every control by Tab, reveals the full root on focus, and copies with Enter', async () => {
    let copied = '';
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
    try {
      const el = await loadedCard({ id: 'kb_1' });
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      const order: string[] = [];
      for (let i = 0; i < 5; i++) {
        await sendKeys({ press: 'Tab' });
        const f = focused(el) as HTMLElement | null;
        order.push(f ? `${f.localName}${f.getAttribute('part') ? `[${f.getAttribute('part')}]` : ''}` : 'outside');
      }
      expect(order).to.deep.equal(['span', 'button[copy-button]', 'time', 'a', 'a']);
      // Back to the root: shortened value hidden, the full one shown.
      before.focus();
      await sendKeys({ press: 'Tab' });
      const reveal = focused(el)!;
      expect(reveal.classList.contains('reveal')).to.equal(true);
      expect(getComputedStyle(reveal.querySelector('.short')!).display).to.equal('none');
      expect((reveal.querySelector('.full') as HTMLElement).offsetWidth).to.be.greaterThan(50);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => copied !== '', 'nothing copied');
      expect(copied).to.equal(receiptFixture().chain_root);
      await waitUntil(() => lastHeard() === 'Copied', 'Copied not announced');
      expect(shadow(el).querySelector('[part="copy-button"]')!.textContent!.trim()).to.equal('Copied');
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    const exec = document.execCommand;
    let command = '';
    let selected = '';
    document.execCommand = (cmd: string) => {
      command = cmd;
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    };
    try {
      const el = await loadedCard({ id: 'kb_2' });
      shadow(el).querySelector<HTMLButtonElement>('[part="copy-button"]')!.click();
      await waitUntil(() => lastHeard() === 'Copied', 'Copied not announced');
      expect(command).to.equal('copy');
      expect(selected).to.equal(receiptFixture().chain_root);
    } finally {
      document.execCommand = exec;
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('reveals the full ISO time on focus', async () => {
    const el = await loadedCard({ id: 'time_1', created_at: '2026-11-01T10:00:00.000Z' });
    const time = shadow(el).querySelector<HTMLElement>('time')!;
    time.focus();
    expect(getComputedStyle(time.querySelector('.short')!).display).to.equal('none');
    expect(time.querySelector('.full')!.textContent).to.equal('2026-11-01T10:00:00.000Z');
    expect(time.title).to.equal('2026-11-01T10:00:00.000Z');
  });

  it('has a compact layout with the state, id, length and root', async () => {
    const el = await loadedCard({ id: 'cmp_1', verified: false, attest_id: '' }, { compact: true, refresh: 0 });
    const t = text(el);
    expect(t).to.contain('Not yet verified');
    expect(t).to.contain('cmp_1');
    expect(t).to.contain('2 links');
    expect(shadow(el).querySelector('dl')).to.equal(null);
    expect(shadow(el).querySelector('[part="copy-button"]')).to.exist;
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('is axe-clean in dark theme while unverified', async () => {
    const el = await loadedCard({ id: 'dark_1', verified: false, attest_id: '' }, { theme: 'dark', refresh: 0 });
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('fits 320 px without anything sticking out, with session and check', async () => {
    const { receipt } = await verifiedReceipt(2);
    const el = await makeReceipt({ id: receipt.id, withSession: true, verify: true });
    el.style.width = '320px';
    await settled(el);
    const card = shadow(el).querySelector<HTMLElement>('[part="card"]')!.getBoundingClientRect();
    expect(card.width).to.be.at.most(320);
    for (const node of shadow(el).querySelectorAll<HTMLElement>('[part="card"] *')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.width === 1) continue; // visually hidden text
      expect(box.right, `${node.localName}.${node.className}`).to.be.at.most(card.right + 0.5);
      // Text too long for its box overflows without moving the box: compare scroll and client widths.
      if (node.clientWidth > 0) expect(node.scrollWidth, `text in ${node.localName}.${node.className}`).to.be.at.most(node.clientWidth);
    }
    // Labels stack above values at this width.
    const dt = shadow(el).querySelector('dt')!.getBoundingClientRect();
    const dd = shadow(el).querySelector('dd')!.getBoundingClientRect();
    expect(dd.top).to.be.greaterThan(dt.top);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});

describe('<reasoning-receipt> several on a page', () => {
  it('two cards with their sessions and checks pass axe together (no two landmarks alike)', async () => {
    const [a, b] = await Promise.all([verifiedReceipt(1), verifiedReceipt(1)]);
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <reasoning-receipt receipt-id=${a.receipt.id} with-session verify refresh="0"></reasoning-receipt>
      <reasoning-receipt receipt-id=${b.receipt.id} with-session verify refresh="0"></reasoning-receipt>
    </div>`);
    const cards = [...wrap.querySelectorAll<ReasoningReceiptElement>('reasoning-receipt')];
    await Promise.all(cards.map(settled));
    for (const card of cards) {
      expect(shadow(card).querySelector('[part="session"]'), 'the session block').to.exist;
      expect(shadow(card).querySelector('[part="check"]'), 'the check block').to.exist;
    }
    expect(await axeViolations(wrap)).to.deep.equal([]);
  });
});
