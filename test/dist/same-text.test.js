// The built bundle shows exactly what the sources show. Each element is
// rendered twice on the same data: from dist/reasoning-elements.js (under its
// own tag) and from its source class (under a test tag), and the visible text
// is compared as the browser lays it out (innerText), so a space the build
// dropped between inline parts ("5:07 AM(now)") fails the test.
import { expect, waitUntil } from '@open-wc/testing';
import '/dist/reasoning-elements.js';
import { attested, runThroughProxy } from './proxy-run.js';
import { ChainBadgeElement } from '../../src/elements/chain-badge/chain-badge.ts';
import { ReasoningReceiptElement } from '../../src/elements/reasoning-receipt/reasoning-receipt.ts';
import { ReasoningConsoleElement } from '../../src/elements/reasoning-console/reasoning-console.ts';

customElements.define('source-chain-badge', class extends ChainBadgeElement {});
customElements.define('source-reasoning-receipt', class extends ReasoningReceiptElement {});
customElements.define('source-reasoning-console', class extends ReasoningConsoleElement {});

/** The text a reader sees: innerText of each rendered top-level node of the shadow root, styles left out. */
function visibleText(el) {
  const parts = [];
  for (const node of el.shadowRoot.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent.trim());
    // A badge drawn as an image has no text of its own: its name is what it says.
    else if (node instanceof HTMLElement && node.localName !== 'style') parts.push(node.innerText || [...node.querySelectorAll('[role="img"]')].map((n) => n.getAttribute('aria-label')).join(' '));
    else if (node instanceof SVGElement) parts.push(node.textContent);
  }
  return parts.filter(Boolean).join('\n');
}

function mount(markup) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  return host.firstElementChild;
}

/** Renders `tag` from the bundle and from the source with the same attributes; both texts once settled. */
async function both(tag, attributes, settled) {
  const built = mount(`<${tag} ${attributes}></${tag}>`);
  const source = mount(`<source-${tag} ${attributes}></source-${tag}>`);
  for (const el of [built, source]) {
    await waitUntil(() => settled(el), `${el.localName} settles; shows: ${el.shadowRoot?.textContent?.replace(/\s+/g, " ").slice(0, 300)}`, { timeout: 15_000 });
  }
  return { built: visibleText(built), source: visibleText(source) };
}

describe('dist/reasoning-elements.js renders the same visible text as the sources', function () {
  // Two copies of each element, each loading (and checking a chain) on a shared machine.
  this.timeout(40_000);
  let receiptId;
  before(async () => {
    const name = `same-text-${Math.random().toString(36).slice(2)}`;
    await runThroughProxy('A feedback loop in the team.', name);
    receiptId = (await runThroughProxy('Supply and demand balance at a stable price.', name)).receipt.id;
    // refresh="0" below never polls: both copies must load a receipt already attested, or neither settles.
    await attested(receiptId);
  });
  afterEach(() => {
    for (const el of document.body.querySelectorAll('div')) el.remove();
  });

  it('<reasoning-receipt with-session verify>, spaces between inline parts included', async () => {
    const { built, source } = await both('reasoning-receipt', `receipt-id="${receiptId}" with-session verify refresh="0"`, (el) =>
      /Passed|Failed/.test(el.shadowRoot?.textContent ?? ''),
    );
    expect(source).to.match(/\d (AM|PM) \(/, 'the time and its relative part are apart in the source');
    expect(built).to.equal(source);
  });

  it('<chain-badge>', async () => {
    const { built, source } = await both('chain-badge', `receipt-id="${receiptId}"`, (el) =>
      /: (verified|unverified)/.test(el.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''),
    );
    expect(source).to.contain('receipt');
    expect(built).to.equal(source);
  });

  it('<reasoning-console> with a stored transcript', async () => {
    const key = `same-text-${Math.random().toString(36).slice(2)}`;
    // One turn through the source console, stored under `key`; both consoles then show that transcript.
    const writer = mount(`<source-reasoning-console session-name="${key}" storage-key="${key}"></source-reasoning-console>`);
    await writer.updateComplete;
    const textarea = writer.shadowRoot.querySelector('textarea');
    textarea.value = 'Prices always rise and never fall.';
    textarea.dispatchEvent(new Event('input'));
    await writer.updateComplete;
    expect(await writer.send()).to.equal(true);
    writer.parentElement.remove();
    const { built, source } = await both('reasoning-console', `session-name="${key}" storage-key="${key}"`, (el) =>
      /CONFLICT|GROUND|BRIDGE|PROVISIONAL/.test(el.shadowRoot?.textContent ?? ''),
    );
    expect(built).to.equal(source);
  });
});
