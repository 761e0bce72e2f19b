// A chain's entries in pages over real HTTP on 127.0.0.1: GET /api/chains/{id}/entries?offset=&limit=
// on one session of 10,000 turns (a journal written the way the service writes it, replayed at start):
// page boundaries, defaults, the total, bad offset/limit (400 with a clear message), an unknown chain (404),
// and GET /api/chains/{id} refusing a chain too long for one answer, pointing to its pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_CHAIN_PAGE_SIZE, MAX_WHOLE_CHAIN_ENTRIES } from 'reasoning-elements/spec';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { LONG_SESSION, writeServiceJournal, xySha256Entries } from '../../../test/bench/long-chains.js';
import { TEST_INPUTS } from '../../../test/server/constants.js';

const LINKS = 10_000;
const CHAIN = LONG_SESSION.chain_id;

let dir: string;
let h: Harness;
/** The entries the journal holds, as the service must answer them. */
const expected = [...xySha256Entries(LINKS)].map(({ record: _record, ...entry }) => entry);

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chain-pages-'));
  await writeServiceJournal(join(dir, 'journal.jsonl'), LINKS);
  h = await startService({ memory: false, dataDir: dir });
});
after(async () => {
  await h?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/chains/{chain_id}/entries', () => {
  it('answers the first 1,000 entries by default, with the chain id, algorithm, root and total', async () => {
    const res = await h.get(`/api/chains/${CHAIN}/entries`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(res.body), ['chain_id', 'algorithm', 'root', 'total', 'offset', 'limit', 'entries']);
    assert.equal(res.body.chain_id, CHAIN);
    assert.equal(res.body.algorithm, 'xy-sha256-v1');
    assert.equal(res.body.root, `0x${expected.at(-1)!.xy}`);
    assert.equal(res.body.total, LINKS);
    assert.equal(res.body.offset, 0);
    assert.equal(res.body.limit, MAX_CHAIN_PAGE_SIZE);
    assert.deepEqual(res.body.entries, expected.slice(0, 1000));
  });

  it('walks the whole chain in pages that fit together, the last one short', async () => {
    const seen: unknown[] = [];
    for (let offset = 0; offset < LINKS; offset += 700) {
      const res = await h.get(`/api/chains/${CHAIN}/entries?offset=${offset}&limit=700`);
      assert.equal(res.status, 200);
      assert.equal(res.body.entries.length, Math.min(700, LINKS - offset));
      seen.push(...res.body.entries);
    }
    assert.deepEqual(seen, expected);
  });

  it('answers the boundaries: one entry, the last entry, and an empty page at offset = total', async () => {
    const one = await h.get(`/api/chains/${CHAIN}/entries?offset=0&limit=1`);
    assert.deepEqual(one.body.entries, [expected[0]]);
    const last = await h.get(`/api/chains/${CHAIN}/entries?offset=${LINKS - 1}&limit=1000`);
    assert.deepEqual(last.body.entries, [expected[LINKS - 1]]);
    const end = await h.get(`/api/chains/${CHAIN}/entries?offset=${LINKS}`);
    assert.equal(end.status, 200);
    assert.deepEqual(end.body.entries, []);
    assert.equal(end.body.total, LINKS);
  });

  it('refuses a bad offset or limit with 400 invalid_query and a message naming it', async () => {
    const cases: Array<[string, RegExp]> = [
      ['offset=-1', /offset must be a whole number \(digits only\), got "-1"/],
      ['offset=abc', /offset must be a whole number/],
      ['offset=1.5', /offset must be a whole number/],
      ['offset=', /offset must be a whole number .*got ""/],
      ['offset=1e3', /offset must be a whole number/],
      [`offset=${LINKS + 1}`, new RegExp(`offset ${LINKS + 1} is past the end of the chain, which has ${LINKS} entries`)],
      ['limit=0', /limit must be from 1 to 1000, got 0/],
      ['limit=1001', /limit must be from 1 to 1000, got 1001/],
      ['limit=%2B5', /limit must be a whole number .*got "\+5"/],
      ['limit=99999999999999999999', /limit must be a whole number/],
    ];
    for (const [query, message] of cases) {
      const res = await h.get(`/api/chains/${CHAIN}/entries?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.code, 'invalid_query', query);
      assert.match(res.body.detail, message, query);
    }
  });

  it('answers 404 for an unknown chain or an id that is not a plain token, 405 for another method', async () => {
    for (const id of ['chain_unknown', '..%2F..%2Fetc', '%00']) {
      const res = await h.get(`/api/chains/${id}/entries`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.code, 'not_found', id);
      assert.match(res.body.detail, /No chain with that id/);
    }
    const post = await fetch(`${h.url}/api/chains/${CHAIN}/entries`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });
});

describe('GET /api/chains/{chain_id} of a long chain', () => {
  it(`refuses a chain of more than ${MAX_WHOLE_CHAIN_ENTRIES} entries with 400 chain_too_long, pointing to its pages`, async () => {
    const res = await h.get(`/api/chains/${CHAIN}`);
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'chain_too_long');
    assert.match(res.body.detail, new RegExp(`has ${LINKS} entries, more than the ${MAX_WHOLE_CHAIN_ENTRIES} one answer holds: read it in pages at /api/chains/${CHAIN}/entries\\?offset=0&limit=1000`));
    const link = /^<([^>]+)>; rel="first"$/.exec(res.headers.get('link') ?? '');
    assert.ok(link, res.headers.get('link') ?? 'no Link header');
    // A reference relative to the chain's own URL, so it holds wherever the service is mounted.
    const first = await fetch(new URL(link[1]!, `${h.url}/api/chains/${CHAIN}`));
    assert.equal(first.status, 200);
    assert.deepEqual(((await first.json()) as { entries: unknown[] }).entries, expected.slice(0, 1000));
  });

  it('still answers a short chain whole, and its one page says the same', async () => {
    const turn = await h.run({ input: TEST_INPUTS.ground, session_name: 'short' });
    assert.equal(turn.status, 200);
    const id = turn.body.chain.id;
    const whole = await h.get(`/api/chains/${id}`);
    assert.equal(whole.status, 200);
    const page = await h.get(`/api/chains/${id}/entries`);
    assert.deepEqual(page.body.entries, whole.body.entries);
    assert.equal(page.body.total, whole.body.length);
    assert.equal(page.body.root, whole.body.root);
  });

  it('the receipt of the long session is attested once its 10,000 links are re-verified', async () => {
    const receipt = await waitFor(async () => {
      const r = await h.get(`/api/receipts/${LONG_SESSION.receipt_id}`);
      return r.body.verified ? r.body : undefined;
    }, 'the attestation of the long chain');
    assert.equal(receipt.chain_length, LINKS);
    assert.equal(receipt.chain_root, `0x${expected.at(-1)!.xy}`);
  });
});
