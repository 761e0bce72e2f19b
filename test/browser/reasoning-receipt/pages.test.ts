// `verify` on a chain read in pages (GET /chains/{id}/entries): the check follows the pages the
// service gives, shows a progress bar while it runs, and stops asking for pages when the element
// leaves the page or its receipt changes. The pages are the embedded service's own (one entry a
// page), answered in order by the scripted /fixture/, which can hold a page back and counts the
// requests a client gave up on; the attestation by its path, since it is asked for beside the first page.
import { expect, waitUntil } from '@open-wc/testing';
import type { ChainPage } from '../../../src/spec/index.js';
import type { Step } from '../../server/fixture.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../server/constants.js';
import { heard, recordAnnouncements } from '../shared/live-region.js';
import { axeViolations, getJson, makeReceipt, pageStep, settled, shadow, text, uniqueName, verifiedReceipt } from './helpers.js';

interface Hits {
  count: number;
  aborted: number;
  requests: { path: string }[];
}

async function scenario(steps: Step[]): Promise<{ base: string; hits: () => Promise<Hits>; release: () => Promise<void> }> {
  const name = uniqueName('pages');
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!res.ok) throw new Error(`fixture: ${res.status}`);
  return {
    base: `${location.origin}/fixture/${name}`,
    hits: async () => (await fetch(`/fixture/_hits/${name}`)).json(),
    release: async () => void (await fetch(`/fixture/_release/${name}`, { method: 'POST' })),
  };
}

/** A verified receipt of `turns` turns, its attestation, and its chain as one-entry pages from the service. */
async function pagedReceipt(turns: number) {
  const real = await verifiedReceipt(turns);
  const pages: ChainPage[] = [];
  for (let offset = 0; offset < turns; offset++) {
    pages.push(await getJson<ChainPage>(`/api/chains/${real.receipt.chain_id}/entries?offset=${offset}&limit=1`));
  }
  return { ...real, pages };
}

const bar = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part="check"] [role="progressbar"]');
const pageRequests = (hits: Hits) => hits.requests.filter((r) => r.path.includes('/entries?'));

describe('<reasoning-receipt verify> on a chain in pages', () => {
  it('checks every page the service gives, one after another, and passes', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    expect(pages.map((p) => p.entries.length)).to.deep.equal([1, 1, 1]);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, ...pages.map((page) => pageStep(page))]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true, trustedKeys: TEST_ATTESTOR_PUBLIC_KEY });
    await settled(el);
    expect(el.check?.ok, JSON.stringify(el.check?.problems)).to.equal(true);
    expect(el.check?.links).to.equal(3);
    expect(text(el)).to.contain('All 3 links recomputed');
    // Each page asked for from where the last one ended; the chain is never asked for whole.
    const hits = await fx.hits();
    expect(pageRequests(hits).map((r) => new URL(r.path, location.origin).searchParams.get('offset')).sort()).to.deep.equal(['0', '1', '2']);
    expect(hits.requests.some((r) => /\/chains\/[^/]+$/.test(r.path))).to.equal(false);
    expect(bar(el)).to.equal(null);
  });

  it('fails, naming the bad link, when an entry of a later page was changed', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const bad = JSON.parse(JSON.stringify(pages[2])) as ChainPage;
    const entry = bad.entries[0]!;
    entry.y = (entry.y[0] === 'a' ? 'b' : 'a') + entry.y.slice(1);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]!), pageStep(pages[1]!), pageStep(bad)]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    await settled(el);
    expect(el.check?.ok).to.equal(false);
    expect(el.check?.firstBadLink).to.equal(2);
    expect(text(el)).to.contain('The first bad link is entry 2');
  });

  it('shows a progress bar while it runs, with valid values and words, gone at the end; only the outcome is announced', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]!), pageStep(pages[1]!, { hold: true }), pageStep(pages[2]!)]);
    const said = recordAnnouncements();
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    await waitUntil(() => bar(el), 'no progress bar', { timeout: 10_000 });
    const progress = bar(el)!;
    expect(progress.getAttribute('aria-valuemin')).to.equal('0');
    expect(progress.getAttribute('aria-valuemax')).to.equal('3');
    expect(progress.getAttribute('aria-valuenow')).to.equal('1');
    expect(progress.getAttribute('aria-valuetext')).to.equal('1 of 3 links');
    expect(progress.getAttribute('aria-label')).to.equal('Links checked');
    expect(shadow(el).querySelector('[part="check"]')!.textContent!.replace(/\s+/g, ' ')).to.contain('1 of 3 links');
    // The bar is in no live region: nothing is said while the check runs.
    expect(progress.closest('[aria-live]')).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
    expect(said.lines.some((line) => /Passed|links/.test(line))).to.equal(false);
    await fx.release();
    await settled(el);
    expect(el.check?.ok).to.equal(true);
    expect(bar(el)).to.equal(null);
    await waitUntil(() => heard().some((line) => line.startsWith('Passed.')), 'outcome not announced');
    said.stop();
    expect(said.lines.filter((line) => /of 3 links/.test(line))).to.deep.equal([]);
  });

  it('changes the bar a few times a second at most, not at every page', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(8);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, ...pages.map((page) => pageStep(page))]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    const seen: { at: number; now: string | null }[] = [];
    const observer = new MutationObserver(() => {
      const now = bar(el)?.getAttribute('aria-valuenow') ?? null;
      if (now !== null && now !== seen.at(-1)?.now) seen.push({ at: performance.now(), now });
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true });
    const start = performance.now();
    await settled(el);
    const elapsed = performance.now() - start;
    observer.disconnect();
    expect(el.check?.ok).to.equal(true);
    expect(pageRequests(await fx.hits())).to.have.length(8);
    // Eight pages, but the bar changed once, then at most once per 250 ms.
    expect(seen.length).to.be.at.least(1);
    expect(seen.length, JSON.stringify(seen)).to.be.at.most(1 + Math.ceil(elapsed / 250));
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.at - seen[i - 1]!.at).to.be.at.least(200);
  });

  it('writes the numbers in the element’s language', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(2);
    const first = { ...pages[0]!, total: 12_345 }; // what a long chain's first page says
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, { json: first }, { hold: true, status: 503 }]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    el.lang = 'de';
    await waitUntil(() => bar(el)?.getAttribute('aria-valuetext') === '1 von 12.345 Gliedern', 'no German progress', { timeout: 10_000 });
    expect(bar(el)!.getAttribute('aria-valuemax')).to.equal('12345');
    el.remove();
  });

  it('stops asking for pages when the element leaves the page', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]!), pageStep(pages[1]!, { hold: true }), pageStep(pages[2]!, { hold: true })]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    await waitUntil(async () => pageRequests(await fx.hits()).length === 3 && bar(el), 'the next two pages were never asked for', { timeout: 10_000 });
    el.remove();
    await waitUntil(async () => (await fx.hits()).aborted === 2, 'the pages in flight were not given up', { timeout: 5_000 });
    await new Promise((r) => setTimeout(r, 300));
    const hits = await fx.hits();
    expect(pageRequests(hits)).to.have.length(3);
    expect(hits.count).to.equal(5);
  });

  it('checks again from the start when it comes back to the page', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(2);
    // Each page answered by its offset: the check asks for two at a time, which a busy machine may send in either order.
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]!), pageStep(pages[1]!, { hold: true }), pageStep(pages[0]!), pageStep(pages[1]!)]);
    // (The attestation comes again from the client's short cache.)
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true });
    await waitUntil(async () => pageRequests(await fx.hits()).length === 2, 'the second page was never asked for', { timeout: 10_000 });
    const parent = el.parentElement!;
    el.remove();
    await waitUntil(async () => (await fx.hits()).aborted === 1, 'the page in flight was not given up', { timeout: 5_000 });
    parent.append(el);
    await settled(el);
    expect(el.check?.ok).to.equal(true);
    expect(pageRequests(await fx.hits())).to.have.length(4);
  });

  it('stops asking for pages when receipt-id changes mid-check', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([
      { json: receipt },
      { json: attestation, path: '/attestations/' },
      pageStep(pages[0]!),
      pageStep(pages[1]!, { hold: true }),
      pageStep(pages[2]!, { hold: true }),
      { status: 404, json: { detail: 'no such receipt', code: 'not_found' }, path: '/receipts/' },
    ]);
    const el = await makeReceipt({ id: receipt.id, base: fx.base, verify: true, refresh: 0 });
    await waitUntil(async () => pageRequests(await fx.hits()).length === 3, 'the next two pages were never asked for', { timeout: 10_000 });
    el.receiptId = 'rcpt_other';
    await waitUntil(async () => (await fx.hits()).aborted === 2, 'the pages in flight were not given up', { timeout: 5_000 });
    await settled(el);
    expect(el.state).to.equal('error');
    expect(bar(el)).to.equal(null);
    const hits = await fx.hits();
    expect(pageRequests(hits)).to.have.length(3);
    expect(hits.requests.at(-1)!.path).to.contain('/receipts/rcpt_other');
  });
});
