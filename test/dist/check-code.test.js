// The BUILT CDN file: `<reasoning-receipt verify>` asks for the check's code (the checker's chunk and the reader
// of chain pages) while its receipt is still being read, so the first chain page can be asked for as soon as the
// receipt arrives; a receipt without `verify` never fetches it. The receipt is held back by the scripted
// /fixture/ until the test lets it go. A page fetches a chunk once, so the test without `verify` goes first,
// and this file is a page of its own.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { mount, pageStep, pagedReceipt, scenario } from './paged-receipt.js';

/** The check's chunks this page has asked for, by name. */
const checkChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/chunks\/cdn-(verify|chain-pages)-[\w-]+\.js/.exec(e.name)?.[1])
    .filter(Boolean)
    .sort();

/** A verified receipt of 2 links, held back until `release()`, then its attestation and pages. */
async function heldReceipt() {
  const { receipt, attestation, pages } = await pagedReceipt(2);
  const fx = await scenario([{ json: receipt, hold: true }, { json: attestation, path: '/attestations/' }, ...pages.map((page) => pageStep(page))]);
  return { receipt, fx };
}

describe("dist/reasoning-elements.js: the check's code is fetched while the receipt is read", () => {
  afterEach(() => {
    for (const el of document.body.querySelectorAll('reasoning-receipt')) el.remove();
  });

  it("without verify: the check's chunks are never fetched", async () => {
    const { receipt, fx } = await heldReceipt();
    const el = mount(receipt.id, fx.base, false);
    await waitUntil(async () => (await fx.hits()).requests.length === 1, 'the receipt was never asked for', { timeout: 20_000 });
    await fx.release();
    await waitUntil(() => el.state === 'loaded', 'the receipt never loaded', { timeout: 20_000 });
    await el.updateComplete;
    expect(checkChunks()).to.deep.equal([]);
    expect((await fx.hits()).requests).to.have.length(1);
  });

  it('with verify: both chunks are fetched before the receipt arrives, and the check passes', async () => {
    const { receipt, fx } = await heldReceipt();
    const el = mount(receipt.id, fx.base);
    await waitUntil(() => checkChunks().length === 2, "the check's chunks were not fetched while the receipt was held back", { timeout: 20_000 });
    expect(checkChunks()).to.deep.equal(['chain-pages', 'verify']);
    // Still held: nothing but the receipt has been asked for, and nothing is shown yet.
    expect((await fx.hits()).requests.map((r) => r.path)).to.deep.equal([`${new URL(fx.base).pathname}/receipts/${receipt.id}`]);
    expect(el.state).to.equal('loading');
    await fx.release();
    await waitUntil(() => el.check?.ok === true, 'the check never passed', { timeout: 20_000 });
    expect(el.check.links).to.equal(2);
  });
});
