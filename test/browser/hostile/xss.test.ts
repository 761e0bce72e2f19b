// Every XSS payload of test/fixtures/xss-payloads.ts in every string field of
// receipts, sessions, chains, attestations, run responses, error bodies and
// badge_svg, rendered by every element in every mode: nothing runs (canary,
// dialogs, navigation) and nothing dangerous is rendered (shadow-root scan).
// Answers come from a fetch stub (see harness.ts) so each page load renders
// hundreds of hostile answers; the client code path is the real one.
import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads.js';
import { receipt, runResponse, session } from '../../fixtures/resources.js';
import { poke, scan, settle, stubFetch, watch, type Answer } from './harness.js';

const ROOT = `0x${'cd'.repeat(32)}`;
const CHUNK = 45;
const chunks: number[][] = [];
for (let i = 0; i < XSS_PAYLOADS.length; i += CHUNK) chunks.push(XSS_PAYLOADS.slice(i, i + CHUNK).map((_, j) => i + j));

/** A receipt whose free-text fields all hold `p` (the fields a schema checks by pattern stay valid). */
function hostileReceipt(p: string, patch: Record<string, unknown> = {}) {
  return receipt({ id: p, session_id: p, session_type: p, chain_id: p, attest_id: p, pdf_url: p, badge_svg: p, verified: false, ...patch });
}

function hostileRun(p: string, receiptId: string) {
  return runResponse({
    status: p,
    content: { answer: p, confidence: 0.5, implication: p },
    structure: { closest_shape: p, geometric_confidence: 0.4, gap_score: 0.6, fires: true },
    bridge: { bridge: p, assumptions: [p, `${p} 2`], confidence: 0.3, [p]: p, extra: { nested: [p] } },
    conflict: { conflict: true, message: p },
    chain: { id: p, root: ROOT, length: 1, verified: false },
    receipt: { ...hostileReceipt(p), id: receiptId },
  });
}

/** The table of answers for one chunk, under /hostile/<chunk>/api. */
function answers(base: string, indices: number[]): Map<string, Answer> {
  const t = new Map<string, Answer>();
  for (const i of indices) {
    const p = XSS_PAYLOADS[i]!;
    // All free text hostile; each answer names what was asked for (an answer for another resource is
    // refused), and the session and chain it names are plain so they load too.
    t.set(`${base}/receipts/rx${i}`, { json: hostileReceipt(p, { id: `rx${i}` }) });
    t.set(`${base}/receipts/rs${i}`, { json: hostileReceipt(p, { id: `rs${i}`, session_id: `s${i}` }) });
    t.set(`${base}/sessions/s${i}`, { json: session({ id: `s${i}`, type: p, title: p, chain_id: p, receipt_id: p }) });
    t.set(`${base}/receipts/rv${i}`, { json: hostileReceipt(p, { id: `rv${i}`, chain_id: `c${i}`, attest_id: `a${i}`, verified: true }) });
    // The payload as the id of the answer: a receipt other than the one asked for, shown as an error.
    t.set(`${base}/receipts/rw${i}`, { json: hostileReceipt(p, { verified: true }) });
    t.set(`${base}/chains/c${i}`, {
      json: { chain_id: `c${i}`, algorithm: p, root: ROOT, length: 1, entries: [{ index: 0, timestamp: '2026-11-01T10:00:00.000Z', operation: p, x: 'GENESIS', y: 'ab'.repeat(32), xy: 'cd'.repeat(32) }] },
    });
    t.set(`${base}/attestations/a${i}`, {
      json: { id: `a${i}`, chain_id: p, root: ROOT, length: 1, attested_at: '2026-11-01T10:00:00.000Z', algorithm: p, public_key: p, signature: p },
    });
    // Pattern-checked fields holding the payload: the element shows an error, which must be as inert.
    t.set(`${base}/receipts/rr${i}`, { json: receipt({ id: `rr${i}`, chain_root: p }) });
    t.set(`${base}/receipts/rt${i}`, { json: receipt({ id: `rt${i}`, created_at: p, session_id: `st${i}` }) });
    t.set(`${base}/sessions/st${i}`, { json: session({ id: `st${i}`, updated_at: p }) });
    // Error bodies carry text the elements show.
    // (400, not 5xx: a 5xx GET is retried with backoff, which only adds wall time here.)
    t.set(`${base}/receipts/re${i}`, { status: 400, json: { detail: p, code: p } });
    t.set(`${base}/receipts/rf${i}`, { status: 404, text: p });
  }
  return t;
}

async function settled(el: Element & { loadComplete: Promise<unknown>; updateComplete: Promise<boolean> }) {
  await el.updateComplete;
  await el.loadComplete.catch(() => undefined); // an error state is a final state too
  await el.updateComplete;
}

function host(): HTMLDivElement {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
}

describe('XSS corpus: no payload runs, no dangerous link rendered', function () {
  this.timeout(120_000);

  it('the watches and the scan catch a payload that does run (control)', async () => {
    const w = watch();
    const div = host();
    try {
      const inner = document.createElement('span');
      div.append(inner);
      inner.attachShadow({ mode: 'open' }).innerHTML = `${XSS_PAYLOADS.find((p) => p.startsWith('<img src=x onerror='))}<a href="javascript:void 0">x</a>`;
      // The payload runs once the image has failed to load (a request to the dev server): wait for that, not for
      // a fixed time. A fixed 100 ms was too short on a busy machine, and the payload then ran during the next
      // test, failing that one too.
      await waitUntil(() => w.hits.length > 0, 'the control payload never ran', { timeout: 20_000 });
      expect(w.hits.length).to.equal(1);
      expect(() => w.check()).to.throw(/payloads ran/);
      const problems = scan(div, 'control');
      expect(problems.some((p) => /onerror/.test(p))).to.equal(true);
      expect(problems.some((p) => /javascript:/.test(p))).to.equal(true);
    } finally {
      div.remove();
      w.stop();
    }
  });

  it(`has at least 200 distinct payloads (${XSS_PAYLOADS.length})`, () => {
    expect(new Set(XSS_PAYLOADS).size).to.equal(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).to.be.at.least(200);
  });

  chunks.forEach((indices, c) => {
    it(`payloads ${indices[0]}–${indices.at(-1)} in every element`, async () => {
      const base = `/hostile/xss${c}-${Date.now().toString(36)}/api`;
      const w = watch();
      let nextRun: Answer = { status: 500 };
      const restore = stubFetch(answers(base, indices), (path) => (path === `${base}/proxy/run` ? nextRun : undefined));
      const div = host();
      try {
        // <reasoning-receipt>: card, with-session, verify, compact; error states; hostile receipt-id attributes.
        const receipts: ReasoningReceiptElement[] = [];
        const add = (attrs: Record<string, string>) => {
          const el = document.createElement('reasoning-receipt');
          el.setAttribute('base-url', base);
          el.setAttribute('receipts-url', `${base}/files`);
          el.setAttribute('refresh', '0');
          for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
          div.append(el);
          receipts.push(el);
        };
        // <chain-badge> in each mode, and with hostile ids.
        const badges: ChainBadgeElement[] = [];
        const addBadge = (id: string, mode: string) => {
          const el = document.createElement('chain-badge');
          el.setAttribute('base-url', base);
          el.setAttribute('receipts-url', `${base}/files`);
          el.setAttribute('mode', mode);
          el.setAttribute('receipt-id', id);
          div.append(el);
          badges.push(el);
        };
        for (const i of indices) {
          const p = XSS_PAYLOADS[i]!;
          add({ 'receipt-id': `rx${i}` });
          add({ 'receipt-id': `rx${i}`, compact: '' });
          add({ 'receipt-id': `rs${i}`, 'with-session': '' });
          add({ 'receipt-id': `rv${i}`, verify: '' });
          add({ 'receipt-id': `rr${i}` });
          add({ 'receipt-id': `rt${i}`, 'with-session': '' });
          add({ 'receipt-id': `re${i}` });
          add({ 'receipt-id': `rf${i}` });
          add({ 'receipt-id': `rw${i}` });
          add({ 'receipt-id': p });
          add({ 'receipt-id': `rx${i}`, 'attest-url': `${p}{attest_id}` });
          for (const mode of ['render', 'server']) addBadge(`rx${i}`, mode);
          addBadge(`re${i}`, 'render');
          addBadge(`rw${i}`, 'render');
          for (const mode of ['render', 'server', 'link']) addBadge(p, mode);
        }
        await Promise.all([...receipts, ...badges].map(settled));

        // <reasoning-console>: each payload in every field of a run answer (once with a hostile
        // receipt id, once with a plain one whose nested badge loads the hostile receipt),
        // in a pattern-checked field, and in an error body.
        const con = document.createElement('reasoning-console') as ReasoningConsoleElement;
        con.setAttribute('proxy-url', `${base}/proxy`);
        con.setAttribute('base-url', base);
        con.setAttribute('receipts-url', `${base}/files`);
        con.setAttribute('storage-key', `xss-${c}-${Date.now()}`);
        div.append(con);
        await con.updateComplete;
        const runs: [Answer, boolean][] = [];
        for (const i of indices) {
          const p = XSS_PAYLOADS[i]!;
          runs.push([{ json: hostileRun(p, p) }, true]);
          runs.push([{ json: hostileRun(p, `rx${i}`) }, true]);
          runs.push([{ json: runResponse({ chain: { id: 'c', root: p, length: 1, verified: false } }) }, false]);
          runs.push([{ status: 400, json: { detail: p, code: p } }, false]);
          runs.push([{ status: 502, text: p }, false]);
        }
        for (const [answer, ok] of runs) {
          nextRun = answer;
          con.value = 'hostile';
          expect(await con.send()).to.equal(ok);
        }
        await con.updateComplete;
        const nested = [...con.shadowRoot!.querySelectorAll('chain-badge')] as ChainBadgeElement[];
        expect(nested.length).to.equal(indices.length);
        await Promise.all(nested.map(settled));

        // Every receipt ended in a final state, never a spinner.
        for (const el of receipts) expect(el.state, el.getAttribute('receipt-id')!).to.be.oneOf(['loaded', 'error']);
        expect(receipts.filter((r) => r.state === 'loaded').length).to.equal(indices.length * 5);
        for (const b of badges) expect(b.shadowRoot!.querySelector('[data-state="loading"]'), b.receiptId).to.equal(null);

        poke(div);
        await settle(200);
        const problems = scan(div, 'page');
        expect(problems.slice(0, 10)).to.deep.equal([]);
        // The hostile text is shown as text.
        const probe = XSS_PAYLOADS[indices[0]!]!.trim().slice(0, 12);
        if (probe && !/[\u0000-\u001f]/.test(probe)) expect(con.shadowRoot!.textContent).to.include(probe.replace(/\s+/g, ' ').split(' ')[0]);
        w.check();
      } finally {
        div.remove();
        restore();
        w.stop();
      }
    });
  });
});
