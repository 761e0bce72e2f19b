// The CDN loader's early GETs (src/cdn.ts) as the client takes them: once, fresh only, GET only, and
// aborted by the taker's signal as its own request would be. (test/dist/loader.test.js: the page's side.)
import { expect } from '@open-wc/testing';
import { PREFETCHED, takePrefetched, type Prefetched } from '../../../src/client/prefetched.js';

const sent = ((globalThis as { [PREFETCHED]?: Map<string, Prefetched> })[PREFETCHED] ??= new Map());

function put(url: string, at = performance.now()): Prefetched {
  const entry: Prefetched = [Promise.resolve(new Response('{}')), new AbortController(), at];
  sent.set(url, entry);
  return entry;
}

describe('takePrefetched', () => {
  afterEach(() => sent.clear());

  it('gives a GET its prefetched answer once; the next one goes to the network', () => {
    const [response] = put('https://x.test/api/receipts/r1');
    expect(takePrefetched('https://x.test/api/receipts/r1', { method: 'GET' })).to.equal(response);
    expect(takePrefetched('https://x.test/api/receipts/r1', { method: 'GET' })).to.equal(undefined);
    expect(takePrefetched('https://x.test/api/receipts/r2', undefined)).to.equal(undefined);
  });

  it('leaves other methods alone, and drops an answer sent too long ago', () => {
    put('https://x.test/api/receipts/r3');
    expect(takePrefetched('https://x.test/api/receipts/r3', { method: 'POST' })).to.equal(undefined);
    put('https://x.test/api/receipts/r4', performance.now() - 60_000);
    expect(takePrefetched('https://x.test/api/receipts/r4', {})).to.equal(undefined);
    expect(sent.has('https://x.test/api/receipts/r4'), 'forgotten').to.equal(false);
  });

  it("the taker's signal aborts the request, already aborted or later", () => {
    const [, first] = put('https://x.test/api/receipts/r5');
    const later = new AbortController();
    takePrefetched('https://x.test/api/receipts/r5', { signal: later.signal });
    expect(first.signal.aborted).to.equal(false);
    later.abort(new DOMException('gone', 'AbortError'));
    expect(first.signal.aborted).to.equal(true);
    expect((first.signal.reason as DOMException).message).to.equal('gone');
    const [, second] = put('https://x.test/api/receipts/r6');
    takePrefetched('https://x.test/api/receipts/r6', { signal: AbortSignal.abort() });
    expect(second.signal.aborted).to.equal(true);
  });
});
