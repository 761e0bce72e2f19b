// Fuzz in Chromium: a seeded sample of the malformed answers of
// test/fixtures/fuzz.ts through each element (a fetch stub answers from the
// generator). Every element must end in a final state (the answer shown, or
// an error with words), never a spinner, with no uncaught exception.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { fuzzAnswer, toResponse } from '../../fixtures/fuzz.js';
import { receipt, runResponse } from '../../fixtures/resources.js';
import { settle, stubFetch, watch, type Answer } from './harness.js';

const SAMPLE = 150;
const BASE_SEED = 0xb10c;

async function settled(el: Element & { loadComplete: Promise<unknown>; updateComplete: Promise<boolean> }) {
  await el.updateComplete;
  await el.loadComplete.catch(() => undefined);
  await el.updateComplete;
}

function make<T extends HTMLElement>(tag: string, parent: HTMLElement, attrs: Record<string, string>): T {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.append(el);
  return el;
}

describe('fuzz: malformed answers through the elements', function () {
  this.timeout(60_000);
  let w: ReturnType<typeof watch>;
  let div: HTMLDivElement;
  let restore = () => {};
  beforeEach(() => {
    w = watch();
    div = document.createElement('div');
    document.body.append(div);
  });
  afterEach(() => {
    div.remove();
    restore();
    w.stop();
  });

  it(`<reasoning-receipt> and <chain-badge>: ${SAMPLE} receipts, sessions, chains and attestations each end loaded or in an error`, async () => {
    const base = `/hostile/fuzz-r-${Date.now().toString(36)}/api`;
    const table = new Map<string, Answer>();
    const receipts: ReasoningReceiptElement[] = [];
    const badges: ChainBadgeElement[] = [];
    for (let i = 0; i < SAMPLE; i++) {
      const seed = BASE_SEED + i;
      table.set(`${base}/receipts/f${i}`, () => toResponse(fuzzAnswer(seed, 'receipt')));
      // Valid receipts that lead to a fuzzed session, chain and attestation.
      table.set(`${base}/receipts/g${i}`, { json: receipt({ id: `g${i}`, session_id: `s${i}`, chain_id: `c${i}`, attest_id: `a${i}` }) });
      table.set(`${base}/sessions/s${i}`, () => toResponse(fuzzAnswer(seed, 'session')));
      table.set(`${base}/chains/c${i}`, () => toResponse(fuzzAnswer(seed, 'chain')));
      table.set(`${base}/attestations/a${i}`, () => toResponse(fuzzAnswer(seed + 1, 'attestation')));
      const common = { 'base-url': base, refresh: '0' };
      receipts.push(make(`reasoning-receipt`, div, { ...common, 'receipt-id': `f${i}` }));
      receipts.push(make(`reasoning-receipt`, div, { ...common, 'receipt-id': `g${i}`, 'with-session': '', verify: '' }));
      badges.push(make(`chain-badge`, div, { 'base-url': base, 'receipt-id': `f${i}`, mode: i % 2 ? 'server' : 'render' }));
    }
    restore = stubFetch(table);
    await Promise.all([...receipts, ...badges].map(settled));
    await settle(50);

    for (const el of receipts) {
      const id = el.getAttribute('receipt-id')!;
      expect(el.state, id).to.be.oneOf(['loaded', 'error']);
      const root = el.shadowRoot!;
      expect(root.querySelector('[part="skeleton"]'), `${id} still loading`).to.equal(null);
      if (el.state === 'error') expect(root.querySelector('[part="error"]')?.textContent?.trim(), id).to.not.equal('');
      if (el.verify && el.state === 'loaded') expect(root.textContent, id).to.not.include('Checking the chain in this browser');
    }
    for (const b of badges) {
      expect(b.shadowRoot!.querySelector('[data-state="loading"]'), b.receiptId).to.equal(null);
      expect(b.shadowRoot!.querySelector('a[aria-busy]'), b.receiptId).to.equal(null);
    }
    // Both outcomes happen: the sample is not all-valid nor all-broken.
    expect(receipts.some((r) => r.state === 'loaded')).to.equal(true);
    expect(receipts.some((r) => r.state === 'error')).to.equal(true);
    w.check();
  });

  it(`<reasoning-console>: ${SAMPLE} run answers each end in a turn or an error panel, never stuck sending`, async () => {
    const base = `/hostile/fuzz-c-${Date.now().toString(36)}`;
    let next: () => Response = () => new Response(null, { status: 500 });
    restore = stubFetch(new Map(), (path) => (path === `${base}/proxy/run` ? () => next() : undefined));
    const con = make<ReasoningConsoleElement>('reasoning-console', div, {
      'proxy-url': `${base}/proxy`,
      'base-url': `${base}/api`,
      'storage-key': `fuzz-${Date.now()}`,
    });
    await con.updateComplete;
    // Besides the generator: a bridge with deeply nested extras and a huge answer.
    const extra: Array<() => Response> = [
      () => new Response(JSON.stringify(runResponse({ bridge: { bridge: 'b', nested: JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) } })), { headers: { 'content-type': 'application/json' } }),
      () => new Response(JSON.stringify(runResponse({ content: { answer: 'w'.repeat(900_000), confidence: 2, implication: '' } })), { headers: { 'content-type': 'application/json' } }),
    ];
    const makers = [...extra, ...Array.from({ length: SAMPLE }, (_, i) => () => toResponse(fuzzAnswer(BASE_SEED + 1000 + i, 'run')))];
    let turns = 0;
    let failures = 0;
    for (const [i, maker] of makers.entries()) {
      next = maker;
      con.value = `fuzz ${i}`;
      const ok = await con.send();
      await con.updateComplete;
      expect(con.busy, `run ${i} still sending`).to.equal(false);
      const root = con.shadowRoot!;
      if (ok) {
        turns++;
        expect(root.querySelectorAll('[part="turn"]').length, `run ${i}`).to.equal(Math.min(turns, 200));
      } else {
        failures++;
        const panel = root.querySelector('[part="error"]');
        expect(panel, `run ${i}: no error panel`).to.not.equal(null);
        expect(panel!.querySelector('.problem-title')?.textContent?.trim(), `run ${i}`).to.not.equal('');
      }
      expect(root.querySelector('[part="send-button"]')!.textContent!.trim(), `run ${i}`).to.equal('Send');
    }
    expect(turns).to.be.greaterThan(0);
    expect(failures).to.be.greaterThan(0);
    w.check();
  });
});
