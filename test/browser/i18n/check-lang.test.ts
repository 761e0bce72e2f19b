// A failed chain check in the page's language: each finding said from the terms named by its code,
// its values filled in; the words load only when a check fails, in the parts its findings need;
// an English page shows the check's own `problems` and fetches no words for them.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/reasoning-receipt/define.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import type { ChainCheck } from '../../../src/client/verify/result.js';
import type { Attestation, Chain, Receipt } from '../../../src/spec/index.js';
import { LitElement, render } from 'lit';
import { Localize, registerTranslation } from '../../../src/i18n/localize.js';
import { checkGroup } from '../../../src/i18n/lang/en.check.js';
import { findingParts, problemItems } from '../../../src/elements/reasoning-receipt/findings.js';
import { serveAll, settled, text, verifiedReceipt } from '../reasoning-receipt/helpers.js';

/** The smallest element with words, to hold a Localize. */
class FindingsHost extends LitElement {
  readonly l = new Localize(this, [checkGroup]);
}
customElements.define('findings-host', FindingsHost);

/** Rendered items as their text. */
function said(items: unknown[] | undefined): string[] {
  const box = document.createElement('div');
  return (items ?? []).map((item) => {
    render(item, box);
    return box.textContent!.trim();
  });
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const flipHex = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);

let real: Awaited<ReturnType<typeof verifiedReceipt>> | undefined;

/** A receipt card with `verify` inside `<div lang=…>`, on a copy of a real chain changed by `edit`. */
async function failedIn(lang: string, edit: (parts: { receipt: Receipt; chain: Chain; attestation: Attestation }) => void) {
  real ??= await verifiedReceipt(3);
  const parts = { receipt: clone(real.receipt), chain: clone(real.chain), attestation: clone(real.attestation) };
  edit(parts);
  const base = await serveAll(parts);
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang}><reasoning-receipt receipt-id=${parts.receipt.id} base-url=${base} refresh="0" verify></reasoning-receipt></div>`,
  );
  const el = wrap.querySelector('reasoning-receipt') as ReasoningReceiptElement;
  await settled(el);
  await waitUntil(() => el.check !== undefined, 'no check result');
  return { wrap, el };
}

const problems = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('[part="check"] li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
const shows = (el: HTMLElement, pattern: RegExp) =>
  waitUntil(() => problems(el).some((line) => pattern.test(line)), `never showed ${pattern}: ${JSON.stringify(problems(el))}`, { timeout: 5000 });
/** Modules of shipped words fetched so far (the sources' lang/<code>.<part>.ts). */
const wordsFetched = (part: string) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new RegExp(`/lang/(?!en\\.)[a-z]{2}\\.${part}\\.`).test(name));
const editEntry = ({ chain }: { chain: Chain }) => {
  chain.entries[1]!.y = flipHex(chain.entries[1]!.y);
};

describe('<reasoning-receipt verify>: findings in the page language', () => {
  // First in the file: nothing before it has fetched any words of findings.
  it('shows English pages the check’s own problems and fetches no words for them', async () => {
    const { el } = await failedIn('en', editEntry);
    expect(el.check!.findings).to.deep.include({ code: 'xy-mismatch', entry: 1 });
    expect(problems(el)).to.deep.equal(el.check!.problems);
    expect(problems(el)).to.include('entry 1: xy does not match sha256(x:operation:y:timestamp)');
    expect(wordsFetched('chain')).to.deep.equal([]);
    expect(wordsFetched('claims')).to.deep.equal([]);
  });

  it('says a bad link in German, loading only the chain part, and follows a change of language', async () => {
    const { wrap, el } = await failedIn('de', editEntry);
    await shows(el, /^Eintrag 1: xy stimmt nicht mit sha256\(x:operation:y:timestamp\) überein$/);
    expect(text(el)).to.contain('Das erste fehlerhafte Glied ist Eintrag 1');
    expect(problems(el).join(' ')).not.to.match(/does not match/);
    expect(wordsFetched('chain').some((name) => name.includes('/de.chain.'))).to.equal(true);
    expect(wordsFetched('claims')).to.deep.equal([]);
    wrap.lang = 'fr';
    await shows(el, /^Entrée 1 : xy ne correspond pas à sha256\(x:operation:y:timestamp\)$/);
    wrap.lang = 'en';
    await shows(el, /^entry 1: xy does not match/);
  });

  it('says the receipt’s false claims in Arabic, right to left, numbers the Arabic way', async () => {
    const { el } = await failedIn('ar', ({ chain, receipt, attestation }) => {
      chain.length += 1;
      receipt.chain_length += 1;
      attestation.length += 1;
    });
    // `found` is what the data says, as written; counts are numbers in the language's way.
    const count = new Intl.NumberFormat('ar').format(3);
    await shows(el, new RegExp(`^طول السلسلة 4 لكن فيها ${count} مدخلات$`));
    expect(el.check!.findings).to.deep.include({ code: 'length-mismatch', found: '4', count: 3 });
    expect(el.shadowRoot!.querySelector('.card')!.getAttribute('dir')).to.equal('rtl');
    // The claims' own part was loaded for the attestation's finding (it signed the old length), beside the chain's.
    await shows(el, /^توقيع التصديق غير صالح لـ chain_id:root:length الخاصة به$/);
    expect(problems(el).join(' ')).not.to.match(/[a-z]+ does not match/);
  });

  it('says a receipt claim in Hebrew with only the claims part', async () => {
    const { el } = await failedIn('he', ({ receipt }) => {
      receipt.chain_length = 7;
    });
    await shows(el, /^ה־chain_length של הקבלה אינו תואם את אורך השרשרת$/);
    expect(el.check!.findings!.map((f) => f.code)).to.deep.equal(['receipt-length']);
  });

  it('shows a check recorded without findings (an older version) as its problems were written', async () => {
    const old = { ok: false, algorithm: 'xy-sha256-v1', links: 3, firstBadLink: 2, firstBadLinkReason: 'xy does not match', problems: ['entry 2: xy does not match'], signature: 'missing', signatures: { valid: 0, invalid: 0, missing: 1 }, keyPinned: false } as ChainCheck;
    const wrap = await fixture<HTMLDivElement>(html`<div lang="de"><findings-host></findings-host></div>`);
    const host = wrap.firstElementChild as FindingsHost;
    expect(said(problemItems(host.l, old))).to.deep.equal(['entry 2: xy does not match']);
    const line = 'entry 2: xy does not match sha256(x:operation:y:timestamp)';
    const now = { ...old, problems: [line], findings: [{ code: 'xy-mismatch', entry: 2 }] } as ChainCheck;
    await waitUntil(() => problemItems(host.l, now) !== undefined, 'the German words never loaded');
    expect(said(problemItems(host.l, now))).to.deep.equal(['Eintrag 2: xy stimmt nicht mit sha256(x:operation:y:timestamp) überein']);
    // A language the page added without words for findings says them in English, as the check wrote them.
    registerTranslation({ $code: 'nl', checkFailed: 'Controle mislukt' });
    wrap.lang = 'nl';
    await waitUntil(() => host.l.lang === 'nl', 'lang not followed');
    expect(said(problemItems(host.l, now))).to.deep.equal([line]);
    expect(findingParts(host.l, { code: 'xy-mismatch', entry: 2 })).to.equal(undefined);
  });
});
