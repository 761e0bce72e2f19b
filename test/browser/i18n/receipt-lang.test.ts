// <reasoning-receipt> in the page's language: the nearest `lang` (element, ancestors, <html>), followed
// live; regional tags fall back to their language, unknown ones to English; dates and numbers through Intl.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/reasoning-receipt/define.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { serveAll, settled, text } from '../reasoning-receipt/helpers.js';
import { LANGUAGES } from '../../../src/i18n/index.js';
import { receiptTerms } from '../../../src/i18n/lang/en.receipt.js';

let n = 0;
/** A receipt card inside `<div lang=…>` (dir too when given), loaded from a fixture. */
async function cardIn(lang: string | null, patch: Record<string, unknown> = {}, dir?: string) {
  const id = `i18n_${++n}_${Math.random().toString(36).slice(2, 6)}`;
  const base = await serveAll({ receipt: receiptFixture({ id, chain_length: 3, ...patch }) });
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang ?? ''} dir=${dir ?? ''}><reasoning-receipt receipt-id=${id} base-url=${base} refresh="0"></reasoning-receipt></div>`,
  );
  if (lang === null) wrap.removeAttribute('lang');
  if (!dir) wrap.removeAttribute('dir');
  const el = wrap.querySelector('reasoning-receipt') as ReasoningReceiptElement;
  await settled(el);
  return { wrap, el };
}

const card = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('.card')!;
const words = (el: HTMLElement, pattern: RegExp) => waitUntil(() => pattern.test(text(el)), `never showed ${pattern}: ${text(el)}`, { timeout: 4000 });

describe('<reasoning-receipt> languages', () => {
  it('speaks English with no lang at all, exactly as before', async () => {
    const { el } = await cardIn(null);
    expect(text(el)).to.contain('The service says');
    expect(text(el)).to.contain('3 links');
    expect(card(el).lang).to.equal('en');
    expect(card(el).dir).to.equal('ltr');
  });

  it('speaks German under <div lang="de"> and follows a change of lang live', async () => {
    const { wrap, el } = await cardIn('de');
    await words(el, /Verifiziert/);
    expect(text(el)).to.contain('3 Glieder');
    expect(text(el)).to.contain('Kettenwurzel');
    expect(card(el).lang).to.equal('de');
    // The badge drawn on the card speaks German too (its words, its SVG title and accessible name).
    const svg = el.shadowRoot!.querySelector('[part="badge"] > svg')!;
    expect(svg.querySelector('title')!.textContent).to.match(/^Beleg /);
    expect(svg.getAttribute('aria-label')).to.match(/^Beleg .*verifiziert/);
    wrap.lang = 'en';
    await words(el, /The service says/);
    expect(text(el)).not.to.contain('Kettenwurzel');
    wrap.lang = 'de-AT';
    await words(el, /Kettenwurzel/);
    expect(card(el).lang).to.equal('de-AT');
  });

  it("takes the element's own lang over its ancestors", async () => {
    const { el } = await cardIn('de');
    el.setAttribute('lang', 'ja');
    await words(el, /検証済み/);
    el.removeAttribute('lang');
    await words(el, /Verifiziert/);
  });

  it('writes dates and numbers with Intl in the language spoken', async () => {
    const { el } = await cardIn('de', { chain_length: 12345 });
    await words(el, /Glieder/);
    expect(text(el)).to.contain('12.345 Glieder');
    const created = el.shadowRoot!.querySelector('time')!;
    const local = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-01T10:00:00.000Z'));
    expect(created.querySelector('.short')!.textContent).to.contain(local);
    expect(created.querySelector('.short .muted')!.textContent).to.match(/^\(vor /);
  });

  it('falls back from pt-BR to pt, and from an unknown tag to English', async () => {
    const br = await cardIn('pt-BR');
    await words(br.el, /Verificado/);
    expect(card(br.el).lang).to.equal('pt-BR');
    const xx = await cardIn('xx');
    expect(text(xx.el)).to.contain('The service says');
    expect(card(xx.el).lang).to.equal('en');
  });

  it("reads right to left in Arabic and Hebrew, from the language or the page's dir", async () => {
    const ar = await cardIn('ar', {}, 'rtl');
    await words(ar.el, /تم التحقق/);
    expect(card(ar.el).dir).to.equal('rtl');
    expect(getComputedStyle(card(ar.el)).direction).to.equal('rtl');
    // No dir on the page: Hebrew is right to left by itself.
    const he = await cardIn('he');
    await words(he.el, /אומת/);
    expect(card(he.el).dir).to.equal('rtl');
    // An explicit dir="ltr" next to the lang is the page's choice.
    const ltr = await cardIn('ar', {}, 'ltr');
    await words(ltr.el, /تم التحقق/);
    expect(card(ltr.el).dir).to.equal('ltr');
  });

  it('follows <html lang> when nothing nearer says', async () => {
    const html = document.documentElement;
    const before = html.getAttribute('lang');
    try {
      html.setAttribute('lang', 'fr');
      const { el } = await cardIn(null);
      await words(el, /Vérifié/);
      html.setAttribute('lang', 'es');
      await words(el, /Verificado/);
    } finally {
      if (before === null) html.removeAttribute('lang');
      else html.setAttribute('lang', before);
    }
  });
});

describe('<reasoning-receipt> rendered on the server, on a page in another language', () => {
  it('keeps the server-rendered card until its words have loaded, then draws it in the language', async () => {
    const id = `ssr_${Math.random().toString(36).slice(2, 8)}`;
    const base = await serveAll({ receipt: receiptFixture({ id }) });
    const host = document.createElement('div');
    host.lang = 'ko';
    document.body.append(host);
    try {
      // Declarative shadow DOM, as reasoning-elements/render writes it (here by hand).
      host.setHTMLUnsafe(
        `<reasoning-receipt receipt-id="${id}" base-url="${base}" refresh="0"><template shadowrootmode="open"><p class="pre">Receipt ${id}</p></template></reasoning-receipt>`,
      );
      const el = host.querySelector('reasoning-receipt') as ReasoningReceiptElement;
      // Upgraded at once; Korean is not loaded yet, so the server's card is still what shows.
      expect(el.shadowRoot!.querySelector('.pre'), 'the pre-rendered card stays meanwhile').not.to.equal(null);
      await waitUntil(() => text(el).includes('영수증'), 'never drawn in Korean', { timeout: 4000 });
      expect(el.shadowRoot!.querySelector('.pre')).to.equal(null);
    } finally {
      host.remove();
    }
  });
});

// WCAG 2.5.3 (label in name, axe's label-content-name-mismatch): the copy button's accessible name contains the
// words it shows, before and after copying, in every language that ships.
describe('<reasoning-receipt> copy button: its name contains its visible label', () => {
  let clipboard: PropertyDescriptor | undefined;
  before(() => {
    clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
  });
  after(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  const contains = (name: string, label: string, lang: string) => name.toLocaleLowerCase(lang).includes(label.toLocaleLowerCase(lang));

  for (const lang of Object.keys(LANGUAGES)) {
    it(lang, async () => {
      type Words = { copy: string; copied: string };
      const terms = lang === 'en' ? receiptTerms : ((await import(`../../../src/i18n/lang/${lang}.receipt.ts`)) as { default: Words }).default;
      const { el } = await cardIn(lang);
      const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="copy-button"]')!;
      await waitUntil(() => button().textContent!.trim() === terms.copy, `${lang}: never showed "${terms.copy}"`, { timeout: 4000 });
      for (const word of [terms.copy, terms.copied]) {
        if (word === terms.copied) {
          button().click();
          await waitUntil(() => button().textContent!.trim() === terms.copied, `${lang}: never showed "${terms.copied}"`, { timeout: 4000 });
        }
        const name = button().getAttribute('aria-label')!;
        expect(contains(name, word, lang), `${lang}: "${name}" does not contain "${word}"`).to.equal(true);
      }
    });
  }
});
