// A verified receipt read in pages, for the built bundle's tests: made through the test origin's proxy, then
// answered by the scripted /fixture/ (which can hold an answer back and counts the requests a client gave up on).
import { expect } from '@open-wc/testing';
import { attested, runThroughProxy } from './proxy-run.js';

const getJson = async (path) => (await fetch(path, { cache: 'no-store' })).json();

/** A verified receipt of `turns` turns, its attestation, and its chain as the service's one-entry pages. */
export async function pagedReceipt(turns) {
  const name = `dist-pages-${Math.random().toString(36).slice(2)}`;
  let answer;
  for (let i = 0; i < turns; i++) answer = await runThroughProxy(`A feedback loop, turn ${i}.`, name);
  await attested(answer.receipt.id);
  const receipt = await getJson(`/api/receipts/${answer.receipt.id}`);
  const attestation = await getJson(`/api/attestations/${receipt.attest_id}`);
  const pages = [];
  for (let offset = 0; offset < turns; offset++) pages.push(await getJson(`/api/chains/${receipt.chain_id}/entries?offset=${offset}&limit=1`));
  return { receipt, attestation, pages };
}

/** The scripted answer to one page's request, by its offset: the check asks for two pages at a time, in either order. */
export const pageStep = (page, more = {}) => ({ json: page, path: `?offset=${page.offset}&`, ...more });

/** The scripted answers `steps` under a fresh name: its base URL, the requests it saw, and the release of held answers. */
export async function scenario(steps) {
  const name = `dist-pages-${Math.random().toString(36).slice(2)}`;
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  expect(res.ok).to.equal(true);
  return {
    base: `${location.origin}/fixture/${name}`,
    hits: async () => (await fetch(`/fixture/_hits/${name}`)).json(),
    release: async () => void (await fetch(`/fixture/_release/${name}`, { method: 'POST' })),
  };
}

/** A `<reasoning-receipt>` (no polling; `verify` unless told otherwise) added to the page. */
export function mount(receiptId, base, verify = true) {
  const el = document.createElement('reasoning-receipt');
  el.setAttribute('receipt-id', receiptId);
  el.setAttribute('base-url', base);
  el.setAttribute('refresh', '0');
  el.toggleAttribute('verify', verify);
  document.body.append(el);
  return el;
}
