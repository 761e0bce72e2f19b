// The BUILT CDN file: `<reasoning-receipt verify>` asks for the check's code (the checker's chunk and the reader
// of chain pages) while its receipt is still being read, so the first chain page can be asked for as soon as the
// receipt arrives; a receipt without `verify` never fetches it. The receipt is held back by the scripted
// /fixture/ until the test lets it go. A page fetches a chunk once, so the test without `verify` goes first,
// and this file is a page of its own.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { attested, runThroughProxy } from './proxy-run.js';

const getJson = async (path) => (await fetch(path, { cache: 'no-store' })).json();

/** The check's chunks this page has asked for, by name. */
const checkChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/chunks\/cdn-(verify|chain-pages)-[\w-]+\.js/.exec(e.name)?.[1])
    .filter(Boolean)
    .sort();

/** A verified receipt of 2 turns, its attestation, and its chain as the service's one-entry pages. */
async function pagedReceipt() {
  const name = `dist-check-code-${Math.random().toString(36).slice(2)}`;
  let answer;
  for (let i = 0; i < 2; i++) answer = await runThroughProxy(`A feedback loop, turn ${i}.`, name);
  await attested(answer.receipt.id);
  const receipt = await getJson(`/api/receipts/${answer.receipt.id}`);
  const attestation = await getJson(`/api/attestations/${receipt.attest_id}`);
  const pages = [];
  for (let offset = 0; offset < 2; offset++) pages.push(await getJson(`/api/chains/${receipt.chain_id}/entries?offset=${offset}&limit=1`));
  return { receipt, attestation, pages };
}

/** The receipt held back until `release()`, then its attestation and pages. */
async function scenario({ receipt, attestation, pages }) {
  const name = `dist-check-code-${Math.random().toString(36).slice(2)}`;
  const steps = [{ json: receipt, hold: true }, { json: attestation, path: '/attestations/' }, ...pages.map((page) => ({ json: page, path: `?offset=${page.offset}&` }))];
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  expect(res.ok).to.equal(true);
  return {
    base: `${location.origin}/fixture/${name}`,
    hits: async () => (await fetch(`/fixture/_hits/${name}`)).json(),
    release: async () => void (await fetch(`/fixture/_release/${name}`, { method: 'POST' })),
  };
}

function mount(receiptId, base, verify) {
  const el = document.createElement('reasoning-receipt');
  el.setAttribute('receipt-id', receiptId);
  el.setAttribute('base-url', base);
  el.setAttribute('refresh', '0');
  el.toggleAttribute('verify', verify);
  document.body.append(el);
  return el;
}

describe('dist/reasoning-elements.js: the check\'s code is fetched while the receipt is read', () => {
  afterEach(() => {
    for (const el of document.body.querySelectorAll('reasoning-receipt')) el.remove();
  });

  it('without verify: the check\'s chunks are never fetched', async () => {
    const parts = await pagedReceipt();
    const fx = await scenario(parts);
    const el = mount(parts.receipt.id, fx.base, false);
    await waitUntil(async () => (await fx.hits()).requests.length === 1, 'the receipt was never asked for', { timeout: 20_000 });
    await fx.release();
    await waitUntil(() => el.state === 'loaded', 'the receipt never loaded', { timeout: 20_000 });
    await el.updateComplete;
    expect(checkChunks()).to.deep.equal([]);
    expect((await fx.hits()).requests).to.have.length(1);
  });

  it('with verify: both chunks are fetched before the receipt arrives, and the check passes', async () => {
    const parts = await pagedReceipt();
    const fx = await scenario(parts);
    const el = mount(parts.receipt.id, fx.base, true);
    await waitUntil(() => checkChunks().length === 2, 'the check\'s chunks were not fetched while the receipt was held back', { timeout: 20_000 });
    expect(checkChunks()).to.deep.equal(['chain-pages', 'verify']);
    // Still held: nothing but the receipt has been asked for, and nothing is shown yet.
    const before = await fx.hits();
    expect(before.requests.map((r) => r.path)).to.deep.equal([`/fixture/${fx.base.split('/').pop()}/receipts/${parts.receipt.id}`]);
    expect(el.state).to.equal('loading');
    await fx.release();
    await waitUntil(() => el.check?.ok === true, 'the check never passed', { timeout: 20_000 });
    expect(el.check.links).to.equal(2);
  });
});
