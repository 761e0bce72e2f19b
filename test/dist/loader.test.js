// The BUILT CDN file as a loader. Each case is a fresh page (an iframe: its own
// module map and element registry) that loads /dist/reasoning-elements.js, so
// which chunks a page fetched is read from that page's own resource entries.
import { expect, waitUntil } from '@open-wc/testing';
import { runThroughProxy } from './proxy-run.js';

const CDN = '/dist/reasoning-elements.js';
const SCRIPT = `<script type="module" src="${CDN}"></${'script'}>`;
const frames = [];

/** A fresh page with `body` and the CDN file's script tag (its exports then on `window.cdn`); resolves once it ran. */
async function page(body) {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  frame.srcdoc = `<!doctype html><html lang="en"><body>${body}${SCRIPT}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded; // module scripts have run by the load event
  const win = frame.contentWindow;
  // The same module instance the page's script tag loaded (one module map per document).
  win.cdn = await new win.Function(`return import('${CDN}')`)();
  return win;
}

/** The CDN chunks (file names) a page fetched, in order. */
const chunksFetched = (win) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/chunks/'))
    .map((path) => path.slice('/dist/chunks/'.length));

const shadowText = (el) => el.shadowRoot?.textContent.replace(/\s+/g, ' ') ?? '';

describe('dist/reasoning-elements.js loads only what a page shows', function () {
  this.timeout(20_000);
  let receiptId;
  before(async () => {
    receiptId = (await runThroughProxy('A feedback loop in the team.', `loader-${Math.random().toString(36).slice(2)}`)).receipt.id;
  });
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('a page with only <chain-badge> fetches the badge and what it imports, no receipt or console chunk', async () => {
    const win = await page(`<chain-badge receipt-id="${receiptId}"></chain-badge>`);
    await win.cdn.ready;
    const badge = win.document.querySelector('chain-badge');
    expect(badge).to.be.instanceOf(win.customElements.get('chain-badge'));
    await waitUntil(() => /: (verified|pending)\./.test(badge.shadowRoot.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''), 'the badge draws its receipt');
    const chunks = chunksFetched(win);
    expect(chunks.some((c) => c.startsWith('cdn-chain-badge-')), chunks.join(', ')).to.equal(true);
    expect(chunks.filter((c) => /^cdn-(reasoning-receipt|reasoning-console|verify)-/.test(c)), chunks.join(', ')).to.deep.equal([]);
    expect(win.customElements.get('reasoning-receipt')).to.equal(undefined);
    expect(win.customElements.get('reasoning-console')).to.equal(undefined);
    // What the badge's chunk imports was asked for beside it (one round trip less), and was fetched once.
    const preloads = [...win.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname.replace('/dist/chunks/', ''));
    expect(preloads.some((c) => c.startsWith('cdn-shared-')), preloads.join(', ')).to.equal(true);
    expect(preloads.filter((c) => /^cdn-(reasoning-receipt|reasoning-console|schemas)-/.test(c)), preloads.join(', ')).to.deep.equal([]);
    // The badge is written without Lit: a page of badges loads none.
    expect(chunks.filter((c) => c.startsWith('cdn-lit-')), chunks.join(', ')).to.deep.equal([]);
    expect(win.litElementVersions ?? [], 'no LitElement on a badge page').to.have.length(0);
    expect(new Set(chunks).size, `each chunk once: ${chunks.join(', ')}`).to.equal(chunks.length);
  });

  it("asks for the badges' receipts beside the badge's chunk, once each, and the badges take those answers", async () => {
    const other = (await runThroughProxy('Supply and demand balance at a stable price.', `loader-${Math.random().toString(36).slice(2)}`)).receipt.id;
    const win = await page(`<meta name="reasoning:base-url" content="/api">
      <chain-badge receipt-id="${receiptId}"></chain-badge> <chain-badge receipt-id="${receiptId}"></chain-badge>
      <chain-badge receipt-id="${other}" base-url="/api/"></chain-badge> <chain-badge receipt-id="${receiptId}" mode="link"></chain-badge>
      <chain-badge receipt-id="../x"></chain-badge>
      <script>customElements.whenDefined('chain-badge').then(() => (window.definedAt = performance.now()));</${'script'}>`);
    await win.cdn.ready;
    const badges = [...win.document.querySelectorAll('chain-badge')];
    const name = (b) => b.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';
    await waitUntil(() => badges.slice(0, 3).every((b) => /: (verified|pending)\./.test(name(b))), 'the badges draw their receipts');
    const entries = win.performance.getEntriesByType('resource');
    const reads = entries.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
    expect(reads.map((e) => new URL(e.name).pathname).sort(), 'one GET per receipt, none for a refused id').to.deep.equal([`/api/receipts/${other}`, `/api/receipts/${receiptId}`].sort());
    // Sent by the loader itself, in the task that imports the badge's code: before that code ran.
    for (const read of reads) expect(read.startTime, 'sent before <chain-badge> was defined').to.be.below(win.definedAt);
    expect(name(badges[0])).to.contain(receiptId);
    expect(name(badges[2])).to.contain(other);
  });

  it('an element inserted later by script is loaded and upgraded', async () => {
    const win = await page('<p>nothing yet</p>');
    await win.cdn.ready;
    expect(chunksFetched(win)).to.deep.equal([]);
    const receipt = win.document.createElement('reasoning-receipt');
    receipt.setAttribute('receipt-id', receiptId);
    win.document.body.append(receipt);
    await win.customElements.whenDefined('reasoning-receipt');
    expect(receipt).to.be.instanceOf(win.customElements.get('reasoning-receipt'));
    await waitUntil(() => shadowText(receipt).includes(receiptId), 'the receipt shows');
    expect(chunksFetched(win).some((c) => c.startsWith('cdn-reasoning-console-'))).to.equal(false);
  });

  it('an element inside a shadow root is loaded by discover(shadowRoot), which then watches that root', async () => {
    // Declarative shadow DOM: the badge is in a shadow root before the CDN file runs, where it cannot look.
    const win = await page(`<div id="host"><template shadowrootmode="open"><chain-badge receipt-id="${receiptId}"></chain-badge></template></div>`);
    await win.cdn.ready;
    expect(win.customElements.get('chain-badge'), 'not found in the document').to.equal(undefined);
    const root = win.document.getElementById('host').shadowRoot;
    await win.cdn.discover(root);
    const badge = root.querySelector('chain-badge');
    expect(badge).to.be.instanceOf(win.customElements.get('chain-badge'));
    await badge.updateComplete;
    expect(badge.shadowRoot.querySelector('[part="badge"]')).to.not.equal(null);
    // Elements added to that root later are loaded too.
    root.append(win.document.createElement('reasoning-console'));
    const ctor = await win.customElements.whenDefined('reasoning-console');
    expect(root.querySelector('reasoning-console')).to.be.instanceOf(ctor);
  });

  it('properties set before the definition loaded reach the element', async () => {
    const win = await page('');
    await win.cdn.ready;
    const given = await (await fetch(`/api/receipts/${receiptId}`)).json();
    const receipt = win.document.createElement('reasoning-receipt');
    receipt.receipt = given; // an accessor of the class, not yet defined: an own property until the upgrade
    receipt.compact = true; // a reactive property
    const consoleEl = win.document.createElement('reasoning-console');
    consoleEl.value = 'typed before the upgrade';
    win.document.body.append(receipt, consoleEl);
    await Promise.all([win.customElements.whenDefined('reasoning-receipt'), win.customElements.whenDefined('reasoning-console')]);
    await receipt.updateComplete;
    await consoleEl.updateComplete;
    expect(Object.hasOwn(receipt, 'receipt'), 'the own property moved to the setter').to.equal(false);
    expect(receipt.receiptId).to.equal(given.id);
    expect(receipt.state).to.equal('loaded');
    expect(receipt.receipt.id).to.equal(given.id);
    expect(receipt.compact).to.equal(true);
    expect(receipt.hasAttribute('compact')).to.equal(true);
    expect(shadowText(receipt)).to.contain(given.id);
    expect(consoleEl.value).to.equal('typed before the upgrade');
    expect(consoleEl.shadowRoot.querySelector('textarea').value).to.equal('typed before the upgrade');
  });

  it('all three on one page work, with one copy of lit and each chunk fetched once', async () => {
    const win = await page(`<chain-badge receipt-id="${receiptId}"></chain-badge>
      <reasoning-receipt receipt-id="${receiptId}" verify></reasoning-receipt>
      <reasoning-console session-name="loader-${Math.random().toString(36).slice(2)}" storage-key="loader-test"></reasoning-console>`);
    await win.cdn.ready;
    const [badge, receipt, consoleEl] = ['chain-badge', 'reasoning-receipt', 'reasoning-console'].map((tag) => win.document.querySelector(tag));
    await waitUntil(() => /: (verified|pending)\./.test(badge.shadowRoot.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''), 'the badge draws');
    await waitUntil(() => /Passed|Failed|not attested/i.test(shadowText(receipt)) && shadowText(receipt).includes(receiptId), 'the receipt shows its check', { timeout: 15_000 });
    await consoleEl.updateComplete;
    expect(consoleEl.shadowRoot.querySelector('textarea')).to.not.equal(null);
    // Lit records each copy that runs: one, from its chunk, fetched once.
    expect(win.litElementVersions, 'one LitElement copy on the page').to.have.length(1);
    const chunks = chunksFetched(win);
    expect(new Set(chunks).size, `each chunk once: ${chunks.join(', ')}`).to.equal(chunks.length);
    for (const name of ['lit', 'shared', 'chain-badge', 'reasoning-receipt', 'reasoning-console', 'verify']) {
      expect(chunks.some((c) => c.startsWith(`cdn-${name}-`)), `${name} in ${chunks.join(', ')}`).to.equal(true);
    }
  });
});
