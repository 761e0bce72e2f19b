// The BUILT CDN file checking a chain read in pages: the embedded service's own pages (one entry each),
// answered in order by the scripted /fixture/ (the attestation by its path: it is asked for beside the first
// page), which can hold a page back and counts the requests a client gave up on (pages are scripted by their offset: the check asks
// for two at a time). The progress bar shows while the check runs; leaving the page or changing receipt-id stops it.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { mount, pageStep, pagedReceipt, scenario } from './paged-receipt.js';

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

const bar = (el) => el.shadowRoot?.querySelector('[part="check"] [role="progressbar"]') ?? null;
const pageRequests = (hits) => hits.requests.filter((r) => r.path.includes('/entries?'));

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
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]), pageStep(pages[1], { hold: true }), pageStep(pages[2])]);
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
    expect(pageRequests(hits).map((r) => new URL(r.path, location.origin).searchParams.get('offset')).sort()).to.deep.equal(['0', '1', '2']);
    expect(hits.requests.some((r) => /\/chains\/[^/?]+$/.test(r.path))).to.equal(false);
  });

  it('gives up the pages in flight when the element leaves the page', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([{ json: receipt }, { json: attestation, path: '/attestations/' }, pageStep(pages[0]), pageStep(pages[1], { hold: true }), pageStep(pages[2], { hold: true })]);
    const el = mount(receipt.id, fx.base);
    await waitUntil(async () => pageRequests(await fx.hits()).length === 3, 'the next two pages were never asked for', { timeout: 20_000 });
    await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
    el.remove();
    await waitUntil(async () => (await fx.hits()).aborted === 2, 'the pages in flight were not given up', { timeout: 10_000 });
    expect(pageRequests(await fx.hits())).to.have.length(3);
    await waitUntil(() => workers[0]?.terminated, 'the worker was not ended', { timeout: 10_000 });
    expect(workers).to.have.length(1);
  });

  it('gives up the pages in flight when receipt-id changes', async () => {
    const { receipt, attestation, pages } = await pagedReceipt(3);
    const fx = await scenario([
      { json: receipt },
      { json: attestation, path: '/attestations/' },
      pageStep(pages[0]),
      pageStep(pages[1], { hold: true }),
      pageStep(pages[2], { hold: true }),
      { status: 404, json: { detail: 'no such receipt', code: 'not_found' }, path: '/receipts/rcpt_other' },
    ]);
    const el = mount(receipt.id, fx.base);
    await waitUntil(async () => pageRequests(await fx.hits()).length === 3, 'the next two pages were never asked for', { timeout: 20_000 });
    await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
    el.receiptId = 'rcpt_other';
    await waitUntil(async () => (await fx.hits()).aborted === 2, 'the pages in flight were not given up', { timeout: 10_000 });
    await waitUntil(() => el.state === 'error', 'the other receipt was not read', { timeout: 20_000 });
    expect(bar(el)).to.equal(null);
    expect(workers.map((w) => w.terminated)).to.deep.equal([true]);
    expect(pageRequests(await fx.hits())).to.have.length(3);
  });
});
