// Faults over real sockets (test/server/fixture-hostile.ts): 500/502/503/504,
// a timeout, a reset mid-body, a slow body and a service that is gone. Each
// element shows a clear state, and recovers once the service answers again:
// the receipt by its retry button and by polling, the console by Send again,
// the badge when its receipt is asked for again.
import { expect, oneEvent } from '@open-wc/testing';
import '../../../src/define.js';
import type { ChainBadgeElement } from '../../../src/elements/chain-badge/chain-badge.js';
import type { ReasoningReceiptElement } from '../../../src/elements/reasoning-receipt/reasoning-receipt.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { receipt, runResponse } from '../../fixtures/resources.js';
import type { HostileStep } from '../../server/fixture-hostile.js';
import { watch } from './harness.js';
import { shown } from '../chain-badge/helpers.js';

let n = 0;
async function scenario(steps: HostileStep[]): Promise<string> {
  const name = `faults-${Date.now().toString(36)}-${++n}`;
  const res = await fetch(`/fixture-hostile/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!res.ok) throw new Error('script failed');
  return `/fixture-hostile/${name}`;
}
async function hits(base: string): Promise<number> {
  return ((await (await fetch(`/fixture-hostile/_hits/${base.split('/').pop()}`)).json()) as { count: number }).count;
}

const GOOD = receipt({ id: 'rcpt_1', verified: false, attest_id: '' });
const VERIFIED = receipt({ id: 'rcpt_1' });
const BODY = JSON.stringify(GOOD).length;

/**
 * The faults every element meets over real sockets. GETs are retried twice, so each fault is
 * given three times. (A connection closed with no answer at all is not among them: Chromium
 * itself silently resends the request, POST included, several times; "offline" below is a
 * fetch that rejects, which is what a page sees with no network.)
 */
const FAULTS: Record<string, HostileStep> = {
  'HTTP 500': { status: 500, json: { detail: 'Internal error', code: 'internal' } },
  'HTTP 502': { status: 502, text: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } },
  'HTTP 503': { status: 503, json: { detail: 'Down for maintenance' } },
  'HTTP 504': { status: 504, text: 'Gateway timeout' },
  'reset mid-body': { json: GOOD, cutAt: Math.floor(BODY / 2) },
};

const times = (step: HostileStep, k: number) => Array.from({ length: k }, () => step);

async function until(check: () => boolean, what: string, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function make<T extends HTMLElement>(tag: string, attrs: Record<string, string>): T {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('faults: clear states and recovery', function () {
  this.timeout(30_000);
  let w: ReturnType<typeof watch>;
  const made: HTMLElement[] = [];
  beforeEach(() => (w = watch()));
  afterEach(() => {
    made.splice(0).forEach((el) => el.remove());
    w.stop();
  });

  it('<reasoning-receipt>: each fault shows an error with words and a retry button; retry loads the receipt', async () => {
    await Promise.all(
      Object.entries(FAULTS).map(async ([name, fault]) => {
        const base = await scenario([...times(fault, 3), { json: GOOD }]);
        const el = make<ReasoningReceiptElement>('reasoning-receipt', { 'base-url': base, 'receipt-id': 'rcpt_1', refresh: '0' });
        made.push(el);
        await until(() => el.state === 'error', `${name}: error state`);
        await el.updateComplete;
        const error = el.shadowRoot!.querySelector('[part="error"]')!;
        expect(error.getAttribute('role'), name).to.equal('alert');
        expect(error.textContent, name).to.match(/could not|reach|unreadable|error|maintenance/i);
        expect(await hits(base), `${name}: retried`).to.equal(3);
        (el.shadowRoot!.querySelector('[part="retry-button"]') as HTMLButtonElement).click();
        await until(() => el.state === 'loaded', `${name}: recovery`);
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part="error"]'), name).to.equal(null);
        expect(el.receipt!.id).to.equal('rcpt_1');
      }),
    );
    w.check();
  });

  it('<reasoning-receipt>: a slow body shows the loading state, then the receipt', async () => {
    const base = await scenario([{ json: GOOD, dripMs: 800, dripChunks: 8 }]);
    const el = make<ReasoningReceiptElement>('reasoning-receipt', { 'base-url': base, 'receipt-id': 'rcpt_1', refresh: '0' });
    made.push(el);
    await el.updateComplete;
    expect(el.state).to.equal('loading');
    expect(el.shadowRoot!.querySelector('[part="skeleton"][role="status"]')).to.not.equal(null);
    await until(() => el.state === 'loaded', 'slow body loaded');
    w.check();
  });

  it('<reasoning-receipt>: polling rides out faults (the card stays, with a note) and picks up the verified receipt', async () => {
    const f = FAULTS;
    // First load, then refreshes: 503 ×3, reset ×3, 504 ×3, then verified.
    const steps = [{ json: GOOD }, f['HTTP 503']!, f['HTTP 503']!, f['HTTP 503']!, f['reset mid-body']!, f['reset mid-body']!, f['reset mid-body']!, f['HTTP 504']!, f['HTTP 504']!, f['HTTP 504']!, { json: VERIFIED }];
    const base = await scenario(steps);
    // Polling runs only while the page is visible; concurrent test pages share one browser, where
    // a background tab is really hidden, so this page says it is visible.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    try {
      const el = make<ReasoningReceiptElement>('reasoning-receipt', { 'base-url': base, 'receipt-id': 'rcpt_1', refresh: '0.1' });
      made.push(el);
      await until(() => el.state === 'loaded', 'first load');
      let sawNote = false;
      await until(() => {
        if (el.shadowRoot!.querySelector('.note')?.textContent?.includes('Could not refresh')) sawNote = true;
        expect(el.state).to.equal('loaded'); // never drops back to an error or a skeleton
        return el.receipt?.verified === true;
      }, 'verified after faults', 20_000);
      expect(sawNote, 'a failed refresh says so').to.equal(true);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.note')?.textContent ?? '').to.not.include('Could not refresh');
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState; // back to the prototype's getter
    }
    w.check();
  });

  it('<chain-badge>: each fault draws an "unavailable" badge (try again, never failed) and fires receipt-error; asked again, it shows the receipt', async () => {
    await Promise.all(
      Object.entries(FAULTS).map(async ([name, fault]) => {
        const base = await scenario([...times(fault, 3), { json: VERIFIED }]);
        const el = make<ChainBadgeElement>('chain-badge', { 'base-url': base });
        made.push(el);
        const failed = oneEvent(el, 'receipt-error');
        el.receiptId = 'rcpt_1';
        const event = (await failed) as Event & { detail: { kind: string } };
        expect(event.detail.kind, name).to.be.oneOf(['server', 'network', 'invalid-response']);
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part="badge"]')!.getAttribute('data-state'), name).to.equal('unavailable');
        expect(shown(el).text, name).to.include('unavailable');
        expect(shown(el).name, name).to.include('Try again');
        expect(el.matches(':state(unavailable)'), name).to.equal(true);
        // The badge has no retry of its own: a page asks again by setting the id anew.
        el.receiptId = '';
        await el.updateComplete;
        el.receiptId = 'rcpt_1';
        await el.updateComplete;
        await el.loadComplete;
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part="badge"]')!.getAttribute('data-state'), name).to.equal('verified');
      }),
    );
    w.check();
  });

  it('<reasoning-console>: each fault, a timeout and a 503 with Retry-After show an error panel; Send again records the turn', async () => {
    const cases: Record<string, { step: HostileStep; kind: string; timeout?: number }> = {
      'HTTP 500': { step: FAULTS['HTTP 500']!, kind: 'server' },
      'HTTP 502': { step: FAULTS['HTTP 502']!, kind: 'server' },
      'HTTP 503 Retry-After': { step: { status: 503, json: { detail: 'busy' }, headers: { 'retry-after': '1' } }, kind: 'server' },
      'HTTP 504': { step: FAULTS['HTTP 504']!, kind: 'server' },
      'reset mid-body': { step: { json: runResponse(), cutAt: 40 }, kind: 'network' },
      timeout: { step: { hang: true }, kind: 'timeout', timeout: 400 },
    };
    await Promise.all(
      Object.entries(cases).map(async ([name, c]) => {
        const base = await scenario([c.step, { json: runResponse() }]);
        const el = make<ReasoningConsoleElement>('reasoning-console', { 'proxy-url': base, 'storage-key': `faults-${name}-${Date.now()}` });
        if (c.timeout) el.timeout = c.timeout;
        made.push(el);
        await el.updateComplete;
        el.value = `question (${name})`;
        expect(await el.send(), name).to.equal(false);
        await el.updateComplete;
        const panel = el.shadowRoot!.querySelector('[part="error"]') as HTMLElement;
        expect(panel, name).to.not.equal(null);
        expect(panel.dataset.kind, name).to.equal(c.kind);
        expect(panel.querySelector('.problem-title')!.textContent!.trim(), name).to.not.equal('');
        expect(el.value, `${name}: input kept`).to.equal(`question (${name})`);
        expect(el.busy).to.equal(false);
        const again = panel.querySelector('[part="send-again-button"]') as HTMLButtonElement;
        await until(() => !again.disabled, `${name}: Send again enabled`);
        const done = oneEvent(el, 'run-complete');
        again.click();
        await done;
        await el.updateComplete;
        expect(el.shadowRoot!.querySelectorAll('[part="turn"]').length, name).to.equal(1);
        expect(el.shadowRoot!.querySelector('[part="error"]'), name).to.equal(null);
        expect(await hits(base), `${name}: sent once, then once again`).to.equal(2);
      }),
    );
    w.check();
  });

  it('offline: each element says it cannot reach the service, and recovers once back online', async () => {
    const base = await scenario([{ json: VERIFIED }]);
    const real = window.fetch;
    let offline = true;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
      if (offline && path.startsWith('/fixture-hostile/')) return Promise.reject(new TypeError('Failed to fetch'));
      return real(input, init);
    };
    try {
      const rec = make<ReasoningReceiptElement>('reasoning-receipt', { 'base-url': base, 'receipt-id': 'rcpt_1', refresh: '0' });
      const badge = make<ChainBadgeElement>('chain-badge', { 'base-url': base, 'receipt-id': 'rcpt_1' });
      const con = make<ReasoningConsoleElement>('reasoning-console', { 'proxy-url': base, 'storage-key': `offline-${Date.now()}` });
      made.push(rec, badge, con);
      await until(() => rec.state === 'error', 'receipt error');
      await badge.loadComplete;
      await Promise.all([rec.updateComplete, badge.updateComplete, con.updateComplete]);
      expect(rec.shadowRoot!.querySelector('[part="error"]')!.textContent).to.include('Could not reach the service');
      expect(badge.shadowRoot!.querySelector('[part="badge"]')!.getAttribute('data-state')).to.equal('unavailable');
      con.value = 'offline?';
      expect(await con.send()).to.equal(false);
      await con.updateComplete;
      expect((con.shadowRoot!.querySelector('[part="error"]') as HTMLElement).dataset.kind).to.equal('network');

      offline = false;
      (rec.shadowRoot!.querySelector('[part="retry-button"]') as HTMLButtonElement).click();
      await until(() => rec.state === 'loaded', 'receipt back');
      badge.receiptId = '';
      await badge.updateComplete;
      badge.receiptId = 'rcpt_1';
      await badge.updateComplete;
      await badge.loadComplete;
      await badge.updateComplete;
      expect(badge.shadowRoot!.querySelector('[part="badge"]')!.getAttribute('data-state')).to.equal('verified');
      expect(await con.sendAgain()).to.equal(false); // the scenario answers receipts, not runs: still a clear error
      await con.updateComplete;
      expect((con.shadowRoot!.querySelector('[part="error"]') as HTMLElement).dataset.kind).to.equal('invalid-response');
    } finally {
      window.fetch = real;
    }
    w.check();
  });

  it('<reasoning-console>: a slow body keeps "Sending…" until the answer is in', async () => {
    const base = await scenario([{ json: runResponse(), dripMs: 600, dripChunks: 6 }]);
    const el = make<ReasoningConsoleElement>('reasoning-console', { 'proxy-url': base, 'storage-key': `faults-slow-${Date.now()}` });
    made.push(el);
    await el.updateComplete;
    el.value = 'slow';
    const sent = el.send();
    await el.updateComplete;
    expect(el.busy).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part="send-button"]')!.textContent!.trim()).to.equal('Sending…');
    expect(await sent).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="send-button"]')!.textContent!.trim()).to.equal('Send');
    w.check();
  });
});
