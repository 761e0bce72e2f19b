// The BUILT self-contained bundle against the live embedded stack mounted on
// this origin (/api, /proxy, /files, /app): each element does its real job
// from dist/reasoning-elements.js, not only from the sources.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { runThroughProxy } from './proxy-run.js';

const shadowText = (el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

function mount(markup) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  return host.firstElementChild;
}

describe('dist/reasoning-elements.js against the embedded service', () => {
  afterEach(() => {
    for (const el of document.body.querySelectorAll('div')) el.remove();
  });

  it('<reasoning-receipt verify> shows a verified receipt and checks its chain in the browser', async () => {
    const name = `dist-receipt-${Math.random().toString(36).slice(2)}`;
    await runThroughProxy('A feedback loop in the team.', name);
    const answer = await runThroughProxy('Supply and demand balance at a stable price.', name);
    const el = mount(`<reasoning-receipt receipt-id="${answer.receipt.id}" verify refresh="0.1"></reasoning-receipt>`);
    await waitUntil(() => /Passed/.test(shadowText(el)), 'the in-browser check passes', { timeout: 20_000 });
    expect(shadowText(el)).to.contain(answer.receipt.id);
    expect(shadowText(el)).to.contain('2 links');
  });

  it('<chain-badge> draws the receipt state and links to the receipt page', async () => {
    const answer = await runThroughProxy('A feedback loop in the team.', `dist-badge-${Math.random().toString(36).slice(2)}`);
    const el = mount(`<chain-badge receipt-id="${answer.receipt.id}"></chain-badge>`);
    const label = () => el.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';
    await waitUntil(() => /: (verified|unverified)/.test(label()), 'a final badge', { timeout: 20_000 });
    expect(label()).to.contain(answer.receipt.id);
    const link = el.shadowRoot.querySelector('a');
    expect(new URL(link.href).pathname).to.equal(`/app/receipts/${answer.receipt.id}`);
  });

  it('<reasoning-console> sends through the proxy and renders the turn', async () => {
    const el = mount('<reasoning-console session-name="dist-console" storage-key="dist-test"></reasoning-console>');
    // The CDN file loads the console's chunk when the element appears; it upgrades once that is defined.
    await customElements.whenDefined('reasoning-console');
    await el.updateComplete;
    el.clear();
    const done = new Promise((resolve) => el.addEventListener('run-complete', (e) => resolve(e.detail.response), { once: true }));
    el.shadowRoot.querySelector('textarea').value = 'Prices always rise and never fall.';
    el.shadowRoot.querySelector('textarea').dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(await el.send()).to.equal(true);
    const response = await done;
    expect(response.status).to.equal('CONFLICT');
    await el.updateComplete;
    expect(shadowText(el)).to.contain('CONFLICT');
    expect(el.shadowRoot.querySelectorAll('article.turn').length).to.equal(1);
  });
});
