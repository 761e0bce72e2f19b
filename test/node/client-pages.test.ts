// ReasoningClient.chainPages over real HTTP on 127.0.0.1, fed to createChainCheck: the embedded
// service's entries endpoint on a session of 10,000 turns, and pruv's (the stand-in built from its
// published code, with the xy3 answer built to its format and a long signed chain). Progress
// { done, total }, the next page fetched while the current one is checked, abort, the per-answer cap.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChainCheck, ReasoningClient, verifyChain, type ChainPageRead } from '../../src/client/index.js';
import { startService, waitFor, type Harness } from '../server/harness.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../server/constants.js';
import { LONG_SESSION, writeServiceJournal, xycoreEntries, XYCORE_PUBLIC_KEY } from '../bench/long-chains.js';
import { pruvEntry, startPruvApi, type PruvApi } from '../fixtures/pruv-api.js';

const LINKS = 10_000;
const XY3_KEY = 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=';
const fixture = async (name: string) => JSON.parse(await readFile(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8'));
/** pruv wants a bearer token: the client's `fetch` option adds it, as a page or script would. */
const withToken = (log?: string[]): typeof fetch => (input, init) => {
  log?.push(String(input));
  return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: 'Bearer pv_test_0123456789' } });
};

/** Walks every page, checking each, and returns the pages' progress and the check's result. */
async function walkAndCheck(client: ReasoningClient, chainId: string, extra: { receipt?: unknown; attestation?: unknown; trustedKeys?: string[] } = {}, pageSize?: number) {
  const progress: Array<{ offset: number; done: number; total: number; size: number }> = [];
  const all: unknown[] = [];
  let check: ReturnType<typeof createChainCheck> | undefined;
  let first: ChainPageRead | undefined;
  for await (const page of client.chainPages(chainId, pageSize ? { pageSize } : {})) {
    first ??= page;
    check ??= createChainCheck({ chain: page.chain, algorithm: page.algorithm, ...extra });
    progress.push({ offset: page.offset, done: page.done, total: page.total, size: page.entries.length });
    all.push(...page.entries);
    await check.push(page.entries);
  }
  assert.ok(check && first, 'at least one page');
  return { progress, result: await check.finish(), whole: { ...first.chain, entries: all }, first };
}

describe('chainPages on the embedded service (10,000 turns)', () => {
  let dir: string;
  let h: Harness;
  let receipt: any;
  let attestation: any;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'client-pages-'));
    await writeServiceJournal(join(dir, 'journal.jsonl'), LINKS);
    h = await startService({ memory: false, dataDir: dir });
    receipt = await waitFor(async () => {
      const r = await h.get(`/api/receipts/${LONG_SESSION.receipt_id}`);
      return r.body.verified ? r.body : undefined;
    }, 'the attestation of the long chain');
    attestation = (await h.get(`/api/attestations/${receipt.attest_id}`)).body;
  });
  after(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('walks 10 pages with { done, total } and checks them: the same result as verifyChain on the whole chain', async () => {
    const client = new ReasoningClient({ baseUrl: `${h.url}/api` });
    const extra = { receipt, attestation, trustedKeys: [TEST_ATTESTOR_PUBLIC_KEY] };
    const { progress, result, whole, first } = await walkAndCheck(client, LONG_SESSION.chain_id, extra);
    assert.deepEqual(progress.map((p) => p.done), [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
    assert.ok(progress.every((p) => p.total === LINKS && p.size === 1000 && p.offset === p.done - 1000));
    assert.equal(first.algorithm, 'xy-sha256-v1');
    assert.deepEqual(first.chain, { chain_id: LONG_SESSION.chain_id, algorithm: 'xy-sha256-v1', root: receipt.chain_root, length: LINKS });
    assert.deepEqual(result, { ok: true, algorithm: 'xy-sha256-v1', links: LINKS, firstBadLink: null, firstBadLinkReason: null, firstBadLinkFinding: null, problems: [], findings: [], signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: true });
    assert.deepEqual(await verifyChain({ chain: whole, ...extra }), result);
  });

  it('the whole chain is refused by getChain with the way to its pages', async () => {
    const client = new ReasoningClient({ baseUrl: `${h.url}/api` });
    await assert.rejects(client.getChain(LONG_SESSION.chain_id), (error: any) => {
      assert.equal(error.kind, 'bad-request');
      assert.equal(error.code, 'chain_too_long');
      assert.match(error.message, /read it in pages at \/api\/chains\/\S+\/entries\?offset=0&limit=1000/);
      return true;
    });
  });

  it('asks for the next two pages before the current one is handed over, and no further', async () => {
    const log: string[] = [];
    const client = new ReasoningClient({ baseUrl: `${h.url}/api`, fetch: (input, init) => (log.push(String(input)), fetch(input, init)) });
    for await (const page of client.chainPages(LONG_SESSION.chain_id, { pageSize: 2500 })) {
      const asked = log.map((url) => Number(new URL(url).searchParams.get('offset')));
      // pageSize is capped at 1,000.
      assert.equal(page.entries.length, 1000);
      if (page.done < page.total) assert.ok(asked.includes(page.done), `page at ${page.offset}: the next one is on its way`);
      if (page.done + 1000 < page.total) assert.deepEqual(asked.at(-1), page.done + 1000, `page at ${page.offset}: and the one after it`);
      assert.ok(asked.every((offset) => offset <= page.done + 1000), 'never more than two pages ahead');
      await new Promise((resolve) => setTimeout(resolve, 5)); // the caller's check
    }
    assert.equal(log.length, 10, 'each page asked for once');
  });

  it('a page shorter than the last: the guess after it is cancelled, and later guesses follow the new length', async () => {
    const asked: { offset: number; signal: AbortSignal }[] = [];
    // This service answers 300 entries from offset 2000 on, whatever is asked for.
    const client = new ReasoningClient({
      baseUrl: `${h.url}/api`,
      fetch: (input, init) => {
        const url = new URL(String(input));
        const offset = Number(url.searchParams.get('offset'));
        asked.push({ offset, signal: init!.signal! });
        if (offset >= 2000) url.searchParams.set('limit', String(Math.min(300, Number(url.searchParams.get('limit')))));
        return fetch(url, init);
      },
    });
    const offsets: number[] = [];
    /** The offsets of the requests given up, as each page is handed over (the walk's end gives up the rest). */
    const givenUp: number[][] = [];
    let links = 0;
    for await (const page of client.chainPages(LONG_SESSION.chain_id)) {
      offsets.push(page.offset);
      givenUp.push(asked.filter((a) => a.signal.aborted).map((a) => a.offset));
      assert.equal(page.offset, links, 'pages fit together');
      links += page.entries.length;
    }
    assert.equal(links, 10_000);
    assert.deepEqual(offsets.slice(0, 4), [0, 1000, 2000, 2300]);
    // The page after 2000 was guessed at 3000 while 2000 was on its way; once 2000 came with 300, that guess went.
    assert.deepEqual(givenUp[2], [3000]);
    assert.deepEqual(givenUp.at(-1), [3000], 'every later guess was right');
    assert.equal(asked.length, offsets.length + 1, 'one request per page, and the one wrong guess');
  });

  it('pages that pass the answer cap from the middle on: halved with two requests out, and still fitting together', async () => {
    const asked: { offset: number; limit: number }[] = [];
    // From offset 3000 on, an answer of more than 500 entries carries 200 kB more: over the 400 kB cap.
    const client = new ReasoningClient({
      baseUrl: `${h.url}/api`,
      maxResponseBytes: 400_000,
      fetch: async (input, init) => {
        const url = new URL(String(input));
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        asked.push({ offset, limit });
        const res = await fetch(url, init);
        if (offset < 3000 || limit <= 500) return res;
        const body = (await res.json()) as Record<string, unknown>;
        return new Response(JSON.stringify({ ...body, pad: 'x'.repeat(200_000) }), { status: res.status, headers: { 'content-type': 'application/json' } });
      },
    });
    const sizes: number[] = [];
    let links = 0;
    for await (const page of client.chainPages(LONG_SESSION.chain_id)) {
      assert.equal(page.offset, links, 'pages fit together');
      assert.deepEqual(page.entries.map((e) => (e as { index: number }).index), page.entries.map((_, i) => links + i));
      sizes.push(page.entries.length);
      links += page.entries.length;
    }
    assert.equal(links, 10_000);
    assert.deepEqual(sizes, [1000, 1000, 1000, ...Array(14).fill(500)]);
    assert.ok(asked.length <= sizes.length + 4, `a few requests wasted at the change, not more: ${asked.length} for ${sizes.length} pages`);
  });

  it('stops on abort: the walk rejects with the AbortError and the page in flight is cancelled', async () => {
    const signals: AbortSignal[] = [];
    const client = new ReasoningClient({ baseUrl: `${h.url}/api`, retries: 0, fetch: (input, init) => (signals.push(init!.signal!), fetch(input, init)) });
    const controller = new AbortController();
    const seen: number[] = [];
    await assert.rejects(
      (async () => {
        for await (const page of client.chainPages(LONG_SESSION.chain_id, { signal: controller.signal })) {
          seen.push(page.done);
          if (page.done === 3000) controller.abort();
        }
      })(),
      (error: Error) => error.name === 'AbortError',
    );
    assert.deepEqual(seen, [1000, 2000, 3000]);
    assert.equal(signals.length, 5, 'the fourth and fifth pages were asked for before the abort');
    assert.ok(signals.at(-1)!.aborted && signals.at(-2)!.aborted, 'and cancelled by it');

    const before = new AbortController();
    before.abort();
    const calls = signals.length;
    await assert.rejects(client.chainPages(LONG_SESSION.chain_id, { signal: before.signal }).next(), (error: Error) => error.name === 'AbortError');
    assert.equal(signals.length, calls, 'an aborted signal sends nothing');
  });

  it('a caller that stops early (break) cancels the pages it no longer wants', async () => {
    const signals: AbortSignal[] = [];
    const client = new ReasoningClient({ baseUrl: `${h.url}/api`, fetch: (input, init) => (signals.push(init!.signal!), fetch(input, init)) });
    for await (const page of client.chainPages(LONG_SESSION.chain_id)) if (page.done === 1000) break;
    assert.equal(signals.length, 3);
    assert.ok(signals[1]!.aborted && signals[2]!.aborted);
  });

  it("reads a page's own fields strictly and leaves its entries to the check, which names a malformed link", async () => {
    /** The service's pages with `change` made to the answer at offset 1000 (its text, before the client reads it). */
    const clientChanging = (change: (page: any) => void) =>
      new ReasoningClient({
        baseUrl: `${h.url}/api`,
        fetch: async (input, init) => {
          const answer = await fetch(input, init);
          if (new URL(String(input)).searchParams.get('offset') !== '1000') return answer;
          const page = await answer.json();
          change(page);
          return new Response(JSON.stringify(page), { status: answer.status, headers: { 'content-type': 'application/json' } });
        },
      });
    // A link with fields of the wrong type, and one whose y is not hex: the walk goes on to the end.
    const walked = await walkAndCheck(
      clientChanging((page) => {
        page.entries[5].timestamp = 17;
        page.entries[6].y = 'not hex';
      }),
      LONG_SESSION.chain_id,
      { receipt, attestation },
    );
    assert.equal(walked.progress.at(-1)!.done, LINKS);
    assert.equal((walked.whole.entries[1005] as { timestamp: unknown }).timestamp, 17, 'handed over as the service sent it');
    assert.equal(walked.result.ok, false);
    assert.equal(walked.result.firstBadLink, 1005);
    const findings = walked.result.findings!.map(({ code, entry }) => `${code} ${entry}`);
    assert.ok(findings.includes('entry-fields 1005'), findings.join());
    assert.ok(findings.includes('xy-mismatch 1006'), findings.join());
    // The page's own fields are the walk's: wrong ones end it with the service's answer named.
    for (const change of [(page: any) => (page.entries = {}), (page: any) => (page.total = '10000'), (page: any) => delete page.root, (page: any) => (page.chain_id = 'another_chain')]) {
      const pages = clientChanging(change).chainPages(LONG_SESSION.chain_id);
      await pages.next();
      await assert.rejects(pages.next(), (error: any) => error.kind === 'invalid-response' && /chain page/.test(error.message));
      await pages.return();
    }
  });

  it('refuses an id that is not a plain token before any request', async () => {
    let calls = 0;
    const client = new ReasoningClient({ baseUrl: `${h.url}/api`, fetch: (input, init) => (calls++, fetch(input, init)) });
    await assert.rejects(client.chainPages('../etc').next(), (error: any) => error.kind === 'bad-request');
    await assert.rejects(client.chainPages('chain_unknown').next(), (error: any) => error.kind === 'not-found');
    assert.equal(calls, 1);
  });
});

describe('chainPages on pruv (its entries endpoint, built from its published code)', () => {
  let api: PruvApi | undefined;
  after(() => api?.close());

  it('reads the xy3 answer built to pruv\'s format and checks it: the result of verifyChain on the xy3 export', async () => {
    const page = await fixture('xy3.pruv-entries.json');
    api = await startPruvApi({ head: await fixture('xy3.pruv-chain.json'), entries: page.entries });
    const client = new ReasoningClient({ baseUrl: api.url, fetch: withToken() });
    const { progress, result, first } = await walkAndCheck(client, '04ea47213f60', { receipt: await fixture('xy3.receipt.json'), trustedKeys: [XY3_KEY] }, 2);
    assert.deepEqual(progress, [{ offset: 0, done: 2, total: 3, size: 2 }, { offset: 2, done: 3, total: 3, size: 1 }]);
    assert.equal(first.algorithm, 'xycore');
    assert.deepEqual(first.chain, { id: '04ea47213f60', name: 'xy3', length: 3, root: page.entries[0].xy, head: page.entries[2].y });
    const whole = await verifyChain({ chain: await fixture('xy3.chain.json'), receipt: await fixture('xy3.receipt.json'), trustedKeys: [XY3_KEY] });
    assert.equal(whole.ok, true);
    assert.deepEqual(result, whole);
    assert.deepEqual(api.requests, ['/v1/chains/04ea47213f60/entries?offset=0&limit=2', '/v1/chains/04ea47213f60', '/v1/chains/04ea47213f60/entries?offset=2&limit=2']);
    await api.close();
    api = undefined;
  });

  it('reads a long signed chain, halving the page size while a page passes the answer cap', async () => {
    const entries = [...xycoreEntries(2500)].map((text, i) => pruvEntry(JSON.parse(text), `e${String(i).padStart(11, '0')}`));
    const head = { id: 'feedc0ffee00', name: 'long', length: 2500, root_xy: entries[0]!.xy, head_xy: entries.at(-1)!.xy, head_y: entries.at(-1)!.y };
    api = await startPruvApi({ head, entries });
    // A 1,000-entry page is about 0.8 MB: a 300 kB cap takes pages of 250.
    const client = new ReasoningClient({ baseUrl: api.url, fetch: withToken(), maxResponseBytes: 300_000 });
    const { progress, result, whole } = await walkAndCheck(client, 'feedc0ffee00', { trustedKeys: [XYCORE_PUBLIC_KEY] });
    assert.equal(progress.length, 10);
    assert.ok(progress.every((p) => p.size === 250 && p.total === 2500));
    assert.equal(result.ok, true, result.problems.join('; '));
    assert.deepEqual(result.signatures, { valid: 2500, invalid: 0, missing: 0 });
    assert.deepEqual(result, await verifyChain({ chain: whole, trustedKeys: [XYCORE_PUBLIC_KEY] }));
    assert.deepEqual(api.requests.slice(0, 4), [
      '/v1/chains/feedc0ffee00/entries?offset=0&limit=1000',
      '/v1/chains/feedc0ffee00/entries?offset=0&limit=500',
      '/v1/chains/feedc0ffee00/entries?offset=0&limit=250',
      '/v1/chains/feedc0ffee00',
    ]);

    // A changed entry fails at its index, as it would whole.
    (entries[1234] as { y_state: { answer: string } }).y_state.answer = 'edited';
    const tampered = await walkAndCheck(client, 'feedc0ffee00', { trustedKeys: [XYCORE_PUBLIC_KEY] });
    assert.equal(tampered.result.firstBadLink, 1234);
    assert.equal(tampered.result.firstBadLinkReason, 'y does not match sha256 of its y_state');
    await api.close();
    api = undefined;
  });

  it('keeps the cap per answer: an entry larger than it is an error, not a bigger read', async () => {
    const [text] = [...xycoreEntries(1)];
    const big = pruvEntry({ ...JSON.parse(text!), metadata: { blob: 'x'.repeat(2 * 1024 * 1024) } }, 'e0');
    api = await startPruvApi({ head: { id: 'feedc0ffee01', length: 1, root_xy: big.xy as string, head_y: big.y as string }, entries: [big] });
    const client = new ReasoningClient({ baseUrl: api.url, fetch: withToken() });
    await assert.rejects(client.chainPages('feedc0ffee01').next(), (error: any) => error.kind === 'invalid-response' && /larger than 1,048,576 bytes/.test(error.message));
    assert.equal(api.requests.at(-1), '/v1/chains/feedc0ffee01/entries?offset=0&limit=1');
    await api.close();
    api = undefined;
  });

  it('says what pruv said without a token', async () => {
    api = await startPruvApi({ head: await fixture('xy3.pruv-chain.json'), entries: (await fixture('xy3.pruv-entries.json')).entries });
    const client = new ReasoningClient({ baseUrl: api.url });
    await assert.rejects(client.chainPages('04ea47213f60').next(), (error: any) => error.kind === 'unauthorized' && /Missing authorization/.test(error.message));
  });
});
