// No element writes markup onto itself: its attributes after connect and load are exactly the ones the page
// wrote (a framework hydrating the page's plain tags must find them as it rendered them). Defaults live in
// properties; only a property the page sets is reflected.
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../../src/define.js';
import { render } from 'lit';
import { bucket, receipt as receiptOf } from '../chain-badge/helpers.js';

const receipt = receiptOf({ id: 'rcpt_markup' }) as Record<string, unknown> & { id: string };

const attributesOf = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

async function settled(el: HTMLElement): Promise<void> {
  const e = el as HTMLElement & { updateComplete?: Promise<unknown>; loadComplete?: Promise<unknown> };
  await e.updateComplete;
  await e.loadComplete;
  await e.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 50));
  await e.updateComplete;
}

describe('elements leave their own attributes alone', () => {
  let base = '';
  before(async () => {
    base = await bucket({ [`/receipts/${receipt.id}`]: { json: receipt } });
  });

  const cases: [string, () => TemplateResult][] = [
    ['chain-badge, bare', () => html`<chain-badge></chain-badge>`],
    ['chain-badge with an id', () => html`<chain-badge receipt-id=${receipt.id} base-url=${base}></chain-badge>`],
    ['chain-badge, link mode', () => html`<chain-badge receipt-id=${receipt.id} mode="link"></chain-badge>`],
    ['reasoning-receipt, bare', () => html`<reasoning-receipt></reasoning-receipt>`],
    ['reasoning-receipt with an id', () => html`<reasoning-receipt receipt-id=${receipt.id} base-url=${base}></reasoning-receipt>`],
    ['reasoning-console', () => html`<reasoning-console session-name="s"></reasoning-console>`],
  ];
  for (const [name, template] of cases) {
    it(`${name}: attributes unchanged after connect and load`, async () => {
      // Rendered detached, so the attributes are the page's before the element ever ran.
      const holder = document.createElement('div');
      render(template(), holder);
      const el = holder.firstElementChild as HTMLElement;
      const before = attributesOf(el);
      document.body.append(holder);
      await settled(el);
      expect(attributesOf(el)).to.deep.equal(before);
      holder.remove();
    });
  }

  it('a badge given its receipt as a property writes no receipt-id of its own', async () => {
    const el = document.createElement('chain-badge') as HTMLElement & { receipt: unknown; updateComplete: Promise<unknown> };
    el.receipt = receipt;
    document.body.append(el);
    await settled(el);
    expect(el.hasAttribute('receipt-id')).to.equal(false);
    expect(el.shadowRoot!.querySelector('a')?.getAttribute('href')?.endsWith(`/${receipt.id}`)).to.equal(true);
    el.remove();
  });

  it('a card given its receipt as a property writes no receipt-id of its own', async () => {
    const el = document.createElement('reasoning-receipt') as HTMLElement & { receipt: unknown; receiptId: string };
    el.receipt = receipt;
    document.body.append(el);
    await settled(el);
    expect(el.receiptId).to.equal(receipt.id);
    expect(el.hasAttribute('receipt-id')).to.equal(false);
    el.remove();
  });

  it('a property the page sets is still reflected', async () => {
    const el = await fixture<HTMLElement & { mode: string; receiptId: string; updateComplete: Promise<unknown> }>(html`<chain-badge></chain-badge>`);
    el.mode = 'link';
    el.receiptId = receipt.id;
    expect(el.getAttribute('mode')).to.equal('link');
    expect(el.getAttribute('receipt-id')).to.equal(receipt.id);
    const card = await fixture<HTMLElement & { compact: boolean; receiptId: string; updateComplete: Promise<unknown> }>(html`<reasoning-receipt></reasoning-receipt>`);
    card.compact = true;
    card.receiptId = 'rcpt_page';
    await card.updateComplete;
    expect(card.hasAttribute('compact')).to.equal(true);
    expect(card.getAttribute('receipt-id')).to.equal('rcpt_page');
  });
});
