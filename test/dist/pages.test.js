// The BUILT CDN file checking a chain read in pages: the embedded service's own pages (one entry each),
// answered in order by the scripted /fixture/ (the attestation by its path: it is asked for beside the first
// page), which can hold a page back and counts the requests a client gave up on. The progress bar shows while the check runs; leaving the page or changing receipt-id stops it.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { attested, runThroughProxy } from './proxy-run.js';

/** Every worker the page starts: the first field of each message it sent (0 ready, 1 a page checked, 2 the result), and terminate(). */
const RealWorker = window.Worker;
let workers = [];
class RecordedWorker extends RealWorker {
  constructor(url, options) {
    super(url, options);
    this.seen = { messages: [], terminated: false };
    workers.push(this.seen);
    this.addEventListener('message', (event) => this.seen.messages.push(event.data[0]));
  }
  terminate() {
    this.seen.terminated = true;
    super.terminate();
  }
}

const getJson = async (path) => (await fetch(path, { cache: 'no-store' })).json();
const bar = (el) => el.shadowRoot?.querySelector('[part="check"] [role="progressbar"]') ?? null;
const pageRequests = (hits) => hits.requests.filter((r) => r.path.includes('/entries?'));

/** A verified receipt of `turns` turns, its attestation, and its chain as the service's one-entry pages. */
async function pagedReceipt(turns) {
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

async function scenario(steps) {
  const name = `dist-pages-${Math.random().toString(36).slice(2)}`;
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  expect(res.ok).to.equal(true);
  return {
    base: `${location.origin}/fixture/${name}`,
    hits: async () => (await fetch(`/fixture/_hits/${name}`)).json(),
    release: async () => void (await fetch(`/fixture/_release/${name}`, { method: 'POST' })),
  };
}

function mount(receiptId, base) {
  const el = document.createElement('reasoning-receipt');
  el.setAttribute('receipt-id', receiptId);
  el.setAttribute('base-url', base);
  el.setAttribute('refresh', '0');
  el.toggleAttribute('verify', true);
  document.body.append(el);
  return el;
}

describe('dist/reasoning-elements.js: <reasoning-receipt verify> on a chain in pages', () => {
  beforeEach(() => {
    workers = [];
    window.Worker = RecordedWorker;
  });
  afterEach(() => {
    window.Worker = RealWorker;
    for (const el of document.body.querySelectorAll('reasoning-receipt')) el.remove();
  });

  it('checks page after page with a progress bar, which is gone when the check passes', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, { json: pages[0] }, { json: pages[1], hold: true }, { json: pages[2] }]);
    const el = mount(receipt.id, fx.base);
    await waitUntil(() => bar(el), 'no progress bar', { timeout: 20_000 });
    expect(bar(el).getAttribute('aria-valuenow')).to.equal('1');
    expect(bar(el).getAttribute('aria-valuemax')).to.equal('3');
    expect(bar(el).getAttribute('aria-valuetext')).to.equal('1 of 3 links');
    await fx.release();
    await waitUntil(() => el.check?.ok === true, 'the check never passed', { timeout: 20_000 });
    await el.updateComplete;
    expect(el.check.links).to.equal(3);
    expect(bar(el)).to.equal(null);
    expect(workers, 'one worker checked the three pages').to.deep.equal([{ messages: [0, 1, 1, 1, 2], terminated: true }]);
    const hits = await fx.hits();
    expect(pageRequests(hits).map((r) => new URL(r.path, location.origin).searchParams.get('offset'))).to.deep.equal(['0', '1', '2']);
    expect(hits.requests.some((r) => /\/chains\/[^/?]+$/.test(r.path))).to.equal(false);
  });

  it('gives up the page in flight when the element leaves the page', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, { json: pages[0] }, { json: pages[1], hold: true }]);
    const el = mount(receipt.id, fx.base);
    await waitUntil(async () => pageRequests(await fx.hits()).length === 2, 'the second page was never asked for', { timeout: 20_000 });
    await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
    el.remove();
    await waitUntil(async () => (await fx.hits()).aborted === 1, 'the page in flight was not given up', { timeout: 10_000 });
    expect(pageRequests(await fx.hits())).to.have.length(2);
    await waitUntil(() => workers[0]?.terminated, 'the worker was not ended', { timeout: 10_000 });
    expect(workers).to.have.length(1);
  });

  it('gives up the page in flight when receipt-id changes', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([
      { json: receipt },
      { json: attestation, path: '/attestations/' },
      { json: pages[0] },
      { json: pages[1], hold: true },
      { status: 404, json: { detail: 'no such receipt', code: 'not_found' } },
    ]);
    const el = mount(receipt.id, fx.base);
    await waitUntil(async () => pageRequests(await fx.hits()).length === 2, 'the second page was never asked for', { timeout: 20_000 });
    await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
    el.receiptId = 'rcpt_other';
    await waitUntil(async () => (await fx.hits()).aborted === 1, 'the page in flight was not given up', { timeout: 10_000 });
    await waitUntil(() => el.state === 'error', 'the other receipt was not read', { timeout: 20_000 });
    expect(bar(el)).to.equal(null);
    expect(workers.map((w) => w.terminated)).to.deep.equal([true]);
    expect(pageRequests(await fx.hits())).to.have.length(2);
  });
});
