// The page's one call: registerTranslation() adds a language or overrides terms, for elements on the page
// now and later, without a rebuild; terms the page gives win over the shipped ones whenever those load.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/reasoning-receipt/define.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import { LANGUAGES, registerTranslation, resolveLanguage } from '../../../src/index.js';
import { receipt as receiptFixture } from '../../fixtures/resources.js';
import { serveAll, settled, text } from '../reasoning-receipt/helpers.js';

let n = 0;
async function cardIn(lang: string) {
  const id = `reg_${++n}_${Math.random().toString(36).slice(2, 6)}`;
  const base = await serveAll({ receipt: receiptFixture({ id, chain_length: 1 }) });
  const wrap = await fixture<HTMLDivElement>(html`<div lang=${lang}><reasoning-receipt receipt-id=${id} base-url=${base} refresh="0"></reasoning-receipt></div>`);
  const el = wrap.querySelector('reasoning-receipt') as ReasoningReceiptElement;
  await settled(el);
  return { wrap, el };
}

describe('registerTranslation', () => {
  it('adds a language the package does not ship; missing terms fall back to English', async () => {
    const { el } = await cardIn('nl');
    expect(text(el)).to.contain('The service says'); // nothing registered yet: English
    registerTranslation({ $code: 'nl', serviceSays: 'Volgens de dienst', links: { one: '{count} schakel', other: '{count} schakels' } });
    await waitUntil(() => text(el).includes('Volgens de dienst'), 'the element did not take the new language', { timeout: 3000 });
    expect(text(el)).to.contain('1 schakel');
    expect(text(el)).to.contain('Chain root'); // not given: English
    expect(el.shadowRoot!.querySelector('.card')!.getAttribute('lang')).to.equal('nl');
  });

  it('overrides shipped terms, even before their module has loaded, and English ones', async () => {
    registerTranslation({ $code: 'it', serviceSays: 'Il servizio dichiara' });
    const { el } = await cardIn('it');
    expect(text(el)).to.contain('Il servizio dichiara');
    expect(text(el)).to.contain('Radice della catena'); // the rest: the shipped Italian
    registerTranslation({ $code: 'en', chainRoot: 'Root of the chain' });
    const en = await cardIn('en');
    expect(text(en.el)).to.contain('Root of the chain');
    registerTranslation({ $code: 'en', chainRoot: 'Chain root' });
    await waitUntil(() => text(en.el).includes('Chain root'), 'the English term was not restored', { timeout: 3000 });
  });

  it('takes a regional variant over its language for the terms it gives', async () => {
    registerTranslation({ $code: 'pt-PT', created: 'Data de criação' });
    const pt = await cardIn('pt-PT');
    expect(text(pt.el)).to.contain('Data de criação');
    expect(text(pt.el)).to.contain('Raiz da cadeia');
    const br = await cardIn('pt-BR');
    expect(text(br.el)).to.contain('Criado');
    expect(text(br.el)).not.to.contain('Data de criação');
  });

  it('refuses something that is not a language tag', () => {
    expect(() => registerTranslation({ $code: 'not a tag!' })).to.throw(TypeError);
  });

  it('lists the shipped languages, each named in itself', () => {
    expect(Object.keys(LANGUAGES)).to.deep.equal(['en', 'de', 'fr', 'es', 'pt', 'it', 'ja', 'zh', 'ko', 'ar', 'he']);
    expect(LANGUAGES.ar).to.equal('العربية');
  });
});

describe('resolveLanguage', () => {
  it('reads the nearest lang through shadow roots, and dir up to the element that sets lang', async () => {
    const host = await fixture<HTMLDivElement>(html`<div lang="he" dir="ltr"><section><span></span></section></div>`);
    const span = host.querySelector('span')!;
    expect(resolveLanguage(span)).to.deep.equal({ lang: 'he', dir: 'ltr' });
    host.removeAttribute('dir');
    expect(resolveLanguage(span)).to.deep.equal({ lang: 'he', dir: 'rtl' });
    const shadowHost = host.querySelector('section')!;
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.innerHTML = '<p><em></em></p>';
    shadowHost.setAttribute('lang', 'ja');
    expect(resolveLanguage(root.querySelector('em')!)).to.deep.equal({ lang: 'ja', dir: 'ltr' });
    shadowHost.setAttribute('lang', 'de_CH');
    expect(resolveLanguage(root.querySelector('em')!).lang).to.equal('de-CH');
    shadowHost.setAttribute('lang', '');
    expect(resolveLanguage(root.querySelector('em')!).lang).to.equal('en');
    shadowHost.setAttribute('lang', 'xx-unknown-tag-that-is-long');
    expect(resolveLanguage(root.querySelector('em')!).lang).to.equal('en');
  });
});
