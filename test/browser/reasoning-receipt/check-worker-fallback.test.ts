// A worker that starts but whose module cannot serve checks (as where a bundler's chunk imports DOM
// code or renames its exports) says so, and the check runs on the main thread with the same result.
// A page of its own: the fallback lasts for the page.
import { expect } from '@open-wc/testing';
import type { ChainPage } from '../../../src/spec/index.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../server/constants.js';
import { getJson, makeReceipt, pageStep, settled, uniqueName, verifiedReceipt } from './helpers.js';

const RealWorker = globalThis.Worker;
const setWorker = (value: unknown) => void ((globalThis as { Worker?: unknown }).Worker = value);

/** The worker's own code (its blob: text), with the module it imports swapped for one that has no serveChecks. */
class WrongModuleWorker extends RealWorker {
  static made: { messages: number[] }[] = [];
  constructor(url: string | URL, options?: WorkerOptions) {
    const request = new XMLHttpRequest();
    request.open('GET', String(url), false); // a blob: of this page, read at once
    request.send();
    const code = request.responseText.replace(/import\("[^"]+"\)/, 'import("data:text/javascript,export const other = 1")');
    super(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), options);
    const seen = { messages: [] as number[] };
    WrongModuleWorker.made.push(seen);
    this.addEventListener('message', (event: MessageEvent<[number]>) => seen.messages.push(event.data[0]));
  }
}

async function check(real: Awaited<ReturnType<typeof verifiedReceipt>>) {
  const pages: ChainPage[] = [];
  for (let offset = 0; offset < 2; offset++) pages.push(await getJson<ChainPage>(`/api/chains/${real.receipt.chain_id}/entries?offset=${offset}&limit=1`));
  const name = uniqueName('check-worker-fallback');
  const steps = [{ json: real.receipt }, { json: real.attestation, path: '/attestations/' }, ...pages.map((page) => pageStep(page))];
  expect((await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) })).ok).to.equal(true);
  const el = await makeReceipt({ id: real.receipt.id, base: `${location.origin}/fixture/${name}`, verify: true, trustedKeys: TEST_ATTESTOR_PUBLIC_KEY });
  await settled(el);
  el.remove();
  return el.check;
}

describe('<reasoning-receipt verify> when its worker cannot serve', () => {
  afterEach(() => setWorker(RealWorker));

  it('falls back to the main thread with the same result, once for the page', async () => {
    const real = await verifiedReceipt(2);
    setWorker(undefined);
    const onMain = await check(real);
    expect(onMain?.ok).to.equal(true);
    setWorker(WrongModuleWorker);
    expect(await check(real)).to.deep.equal(onMain);
    // It said it failed (3), and was not tried again.
    expect(WrongModuleWorker.made).to.deep.equal([{ messages: [3] }]);
    expect(await check(real)).to.deep.equal(onMain);
    expect(WrongModuleWorker.made).to.have.length(1);
  });
});
