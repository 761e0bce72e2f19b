// `verify` checks the chain in a module Web Worker where the page allows one, and on the main thread
// where it does not, with the same result. `Worker` is replaced by a subclass that records what
// each worker did (messages it sent, terminate()), or by nothing, or by one that cannot start. The
// last test makes the page refuse workers, which lasts for the page: it stays last.
import { expect, waitUntil } from '@open-wc/testing';
import type { ChainPage } from '../../../src/spec/index.js';
import type { Step } from '../../server/fixture.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../server/constants.js';
import { getJson, makeReceipt, pageStep, settled, uniqueName, verifiedReceipt } from './helpers.js';

interface Seen {
  /** The first field of each message the worker sent (0 ready, 1 a page checked, 2 the result). */
  messages: number[];
  /** Each message sent to the worker: its kind and the type of its value. */
  sent: [number, string][];
  terminated: boolean;
}

const RealWorker = globalThis.Worker;
let workers: Seen[] = [];

class RecordedWorker extends RealWorker {
  readonly seen: Seen = { messages: [], sent: [], terminated: false };
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workers.push(this.seen);
    this.addEventListener('message', (event: MessageEvent<[number]>) => this.seen.messages.push(event.data[0]));
  }
  override postMessage(message: unknown, options?: unknown): void {
    const [kind, value] = message as [number, unknown];
    this.seen.sent.push([kind, Array.isArray(value) ? 'array' : typeof value]);
    super.postMessage(message, options as StructuredSerializeOptions);
  }
  override terminate(): void {
    this.seen.terminated = true;
    super.terminate();
  }
}

const setWorker = (value: unknown) => void ((globalThis as { Worker?: unknown }).Worker = value);

async function scenario(steps: Step[]) {
  const name = uniqueName('check-worker');
  const res = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!res.ok) throw new Error(`fixture: ${res.status}`);
  return {
    base: `${location.origin}/fixture/${name}`,
    hits: async (): Promise<{ aborted: number; requests: { path: string }[] }> => (await fetch(`/fixture/_hits/${name}`)).json(),
    /** Lets the held answers go. */
    release: async () => void (await fetch(`/fixture/_release/${name}`, { method: 'POST' })),
  };
}

/** A verified receipt of 3 turns, its attestation and its chain as one-entry pages; `broken` changes the last entry's y. */
async function pagedReceipt(broken = false) {
  const real = await verifiedReceipt(3);
  const pages: ChainPage[] = [];
  for (let offset = 0; offset < 3; offset++) pages.push(await getJson<ChainPage>(`/api/chains/${real.receipt.chain_id}/entries?offset=${offset}&limit=1`));
  if (broken) {
    const entry = pages[2]!.entries[0]!;
    entry.y = (entry.y[0] === 'a' ? 'b' : 'a') + entry.y.slice(1);
  }
  return { ...real, pages };
}

/** The element's check of that receipt, with `Worker` as it is now. */
async function checkOnce(parts: Awaited<ReturnType<typeof pagedReceipt>>) {
  const fx = await scenario([{ json: parts.receipt }, { json: parts.attestation, path: '/attestations/' }, ...parts.pages.map((page) => pageStep(page))]);
  const el = await makeReceipt({ id: parts.receipt.id, base: fx.base, verify: true, trustedKeys: TEST_ATTESTOR_PUBLIC_KEY });
  await settled(el);
  const check = el.check;
  el.remove();
  return check;
}

/**
 * The element's check of a 3-link chain whose second page is `second` (its raw text) and third `third`, in a worker
 * and then on the main thread: the same result both ways, and the second page sent to the worker as a clone (it
 * cannot go as JSON text), the others as text.
 */
async function checkBothWays(parts: Awaited<ReturnType<typeof pagedReceipt>>, second: string, third: ChainPage) {
  const steps: Step[] = [
    { json: parts.receipt },
    { json: parts.attestation, path: '/attestations/' },
    pageStep(parts.pages[0]!),
    { text: second, headers: { 'content-type': 'application/json' }, path: '?offset=1&' },
    pageStep(third),
  ];
  const checkWith = async () => {
    const fx = await scenario(steps);
    const el = await makeReceipt({ id: parts.receipt.id, base: fx.base, verify: true });
    await settled(el);
    el.remove();
    return el.check;
  };
  const inWorker = await checkWith();
  expect(workers[0]!.sent).to.deep.equal([[0, 'object'], [3, 'string'], [1, 'array'], [3, 'string'], [2, 'object']]);
  setWorker(undefined);
  const onMain = await checkWith();
  expect(inWorker).to.deep.equal(onMain);
  return inWorker!;
}

describe('<reasoning-receipt verify> in a Web Worker', () => {
  beforeEach(() => {
    workers = [];
    setWorker(RecordedWorker);
  });
  afterEach(() => setWorker(RealWorker));

  for (const broken of [false, true]) {
    it(`gives the same result in a worker and on the main thread: ${broken ? 'a broken' : 'a good'} chain`, async () => {
      const parts = await pagedReceipt(broken);
      const inWorker = await checkOnce(parts);
      // One worker: ready, each page of three checked, the result; then ended.
      expect(workers.map(({ messages, terminated }) => ({ messages, terminated }))).to.deep.equal([{ messages: [0, 1, 1, 1, 2], terminated: true }]);
      // The options, each page as JSON text (cheaper to send than as many objects), then the end.
      expect(workers[0]!.sent).to.deep.equal([[0, 'object'], [3, 'string'], [3, 'string'], [3, 'string'], [2, 'object']]);
      setWorker(undefined);
      const onMain = await checkOnce(parts);
      expect(inWorker).to.deep.equal(onMain);
      expect(inWorker?.ok).to.equal(!broken);
      expect(inWorker?.links).to.equal(3);
      if (broken) expect(inWorker?.firstBadLink).to.equal(2);
      else expect(inWorker?.keyPinned).to.equal(true);
    });
  }

  it('checks malformed entries link by link, with the same findings in a worker and on the main thread', async () => {
    const parts = await pagedReceipt();
    // The second link's index as an overflowed literal (parsed to Infinity, which JSON text would turn into
    // null) and the third's operation not a string: the page is read, and the check names both links.
    const second = JSON.stringify(parts.pages[1]).replace(/"index":1\b/, '"index":1e400');
    expect(second).to.contain('1e400');
    const third = structuredClone(parts.pages[2]!) as unknown as { entries: Record<string, unknown>[] };
    third.entries[0]!.operation = 7;
    const check = await checkBothWays(parts, second, third as unknown as ChainPage);
    expect(check.ok).to.equal(false);
    expect(check.firstBadLink).to.equal(1);
    const findings = check.findings!.map(({ code, entry, found }) => ({ code, entry, found }));
    expect(findings).to.deep.include({ code: 'index-mismatch', entry: 1, found: 'Infinity' });
    expect(findings).to.deep.include({ code: 'entry-fields', entry: 2, found: undefined });
  });

  it('checks a link nested too deep to copy, with the same findings in a worker and on the main thread', async () => {
    const parts = await pagedReceipt();
    // The second link's x as arrays 100,000 deep, which JSON.parse reads and a structured clone cannot copy, and its
    // operation null, so the page cannot go as JSON text.
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const second = JSON.stringify(parts.pages[1]).replace(/"x":"[0-9a-f]{64}"/, `"x":${deep}`).replace(/"operation":"[^"]*"/, '"operation":null');
    expect(second.length).to.be.greaterThan(200_000);
    const check = await checkBothWays(parts, second, parts.pages[2]!);
    expect(check.ok).to.equal(false);
    expect(check.firstBadLink).to.equal(1);
    expect(check.findings!.map(({ code, entry }) => `${code} ${entry}`)).to.include.members(['x-not-previous-xy 1', 'entry-fields 1']);
  });

  it("sends an xy-sha256-v1 chain's entries as JSON text and an xycore chain's as a clone (its floats may hold a -0)", async () => {
    const { createOffThreadCheck } = await import('../../../src/client/verify/index.js');
    for (const [algorithm, sent] of [
      ['xy-sha256-v1', [3, 'string']],
      ['xycore', [1, 'array']],
    ] as const) {
      workers = [];
      const check = createOffThreadCheck(Promise.resolve({ algorithm, chain: {} }), { jsonEntries: true });
      await check.push([{ index: 0, x: -0 }]);
      await check.finish();
      expect(workers[0]!.sent, algorithm).to.deep.equal([[0, 'object'], sent, [2, 'undefined']]);
    }
  });

  for (const how of ['leaves the page', 'changes its receipt']) {
    it(`ends the worker when the element ${how} in the middle of the check`, async () => {
      const parts = await pagedReceipt();
      const fx = await scenario([{ json: parts.receipt }, { json: parts.attestation, path: '/attestations/' }, pageStep(parts.pages[0]!), pageStep(parts.pages[1]!, { hold: true }), pageStep(parts.pages[2]!, { hold: true }), { status: 404, json: { detail: 'no such receipt', code: 'not_found' }, path: '/receipts/rcpt_other' }]);
      const el = await makeReceipt({ id: parts.receipt.id, base: fx.base, verify: true });
      // The first page checked in the worker, the next two held back by the service.
      await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
      expect(workers[0]!.terminated).to.equal(false);
      if (how === 'leaves the page') el.remove();
      else el.receiptId = 'rcpt_other';
      await waitUntil(() => workers[0]!.terminated, 'the worker was not ended', { timeout: 10_000 });
      await waitUntil(async () => (await fx.hits()).aborted === 2, 'the pages in flight were not given up', { timeout: 10_000 });
      expect(workers).to.have.length(1);
      expect(workers[0]!.messages).to.deep.equal([0, 1]);
      el.remove();
    });
  }

  it('ends the worker when a later page cannot be read, and the check fails', async () => {
    const parts = await pagedReceipt();
    // The later pages' 404 is held until the worker has checked the first page: on a busy machine it could
    // otherwise come before the worker started, and the check would end without one.
    const fx = await scenario([{ json: parts.receipt }, { json: parts.attestation, path: '/attestations/' }, pageStep(parts.pages[0]!), { status: 404, json: { detail: 'gone', code: 'not_found' }, hold: true }]);
    const el = await makeReceipt({ id: parts.receipt.id, base: fx.base, verify: true });
    await waitUntil(() => workers[0]?.messages.includes(1), 'the worker never checked the first page', { timeout: 20_000 });
    expect(workers[0]!.terminated).to.equal(false);
    await fx.release();
    await waitUntil(() => workers[0]!.terminated, 'the worker was not ended', { timeout: 20_000 });
    await settled(el);
    expect(el.check).to.equal(undefined);
    expect(el.state).to.equal('loaded');
    expect(workers).to.have.length(1);
    expect(workers[0]!.messages).to.deep.equal([0, 1]);
    el.remove();
  });

  it('falls back to the main thread, silently and once for the page, when no worker can start', async () => {
    const parts = await pagedReceipt();
    const expected = await checkOnce(parts);
    let tries = 0;
    // As a page's policy refuses one: `new Worker()` throws a SecurityError.
    setWorker(
      class {
        constructor() {
          tries++;
          throw new DOMException('refused by the page', 'SecurityError');
        }
      },
    );
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => errors.push('reason' in event ? event.reason : event.error);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onError);
    try {
      expect(await checkOnce(parts)).to.deep.equal(expected);
      expect(tries).to.equal(1);
      // Later checks on this page do not try again.
      expect(await checkOnce(parts)).to.deep.equal(expected);
      expect(tries).to.equal(1);
      expect(errors).to.deep.equal([]);
    } finally {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onError);
    }
  });
});
