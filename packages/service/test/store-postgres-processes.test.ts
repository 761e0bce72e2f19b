// Several service processes on one Postgres: the built `reasoning-service`
// run twice with --store on a real temporary cluster. Ten writers per process
// on the same session names: no chain forks, every acknowledged turn is
// stored once, an Idempotency-Key sent to both processes yields one turn, and
// each chain length is attested once. Then the database stops mid-run and
// comes back: 503 and clean 500s meanwhile, runs succeed again, no restart.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import postgres from 'postgres';
import { GENESIS } from '../src/chain/index.js';
import { independentRoot } from '../../../test/server/harness.js';
import { startListening, type Listening } from '../../../test/helpers/run-process.js';
import { startPostgres } from '../../../test/helpers/postgres.js';
import { ROOT } from '../../../test/helpers/packages.js';
import { TEST_INPUTS } from '../../../test/server/constants.js';

const KEY = 'shared-store-key';
const BIN = join(ROOT, 'packages/service/bin/reasoning-service.js');
const WRITERS = 10;
const RUNS_PER_WRITER = 10;
const SESSIONS = ['s0', 's1', 's2', 's3', 's4'];

function startService(url: string): Promise<Listening> {
  return startListening([BIN, '--port', '0', '--store', url, '--attest-delay', '5'], { cwd: ROOT, env: { REASONING_API_KEYS: `${KEY}:asi` } });
}

interface Answer {
  status: number;
  body: any;
  replayed: boolean;
}

async function run(base: string, session_name: string, idempotencyKey?: string): Promise<Answer> {
  const res = await fetch(`${base}/api/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify({ input: TEST_INPUTS.ground, session_name }),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Row {
  chain_id: string;
  index: number;
  entry: string;
}

/** Every stored chain, checked link by link: indices 0..n-1 without a gap or a repeat, each x the xy before it. */
async function storedChains(url: string): Promise<Map<string, { n: number; root: string }>> {
  const sql = postgres(url, { onnotice: () => {} });
  try {
    const rows = await sql<Row[]>`select chain_id, index, entry from re_entries order by chain_id, index`;
    const lengths = await sql<{ chain_id: string; length: number }[]>`select chain_id, length from re_chains`;
    const chains = new Map<string, any[]>();
    for (const row of rows) chains.set(row.chain_id, [...(chains.get(row.chain_id) ?? []), JSON.parse(row.entry)]);
    const out = new Map<string, { n: number; root: string }>();
    for (const { chain_id, length } of lengths) {
      const entries = chains.get(chain_id) ?? [];
      assert.equal(entries.length, length, `chain ${chain_id}: the row's length is its number of entries`);
      entries.forEach((e, i) => {
        assert.equal(e.index, i, `chain ${chain_id}: entry ${i} is at index ${i}`);
        assert.equal(e.x, i === 0 ? GENESIS : entries[i - 1].xy, `chain ${chain_id}: entry ${i} links to entry ${i - 1}`);
      });
      out.set(chain_id, { n: entries.length, root: independentRoot(entries) });
    }
    return out;
  } finally {
    await sql.end();
  }
}

describe('two service processes on one Postgres', () => {
  it('never fork a chain, store each acknowledged turn once, answer one key with one turn and attest each length once', { timeout: 300_000 }, async () => {
    const pg = await startPostgres();
    const a = await startService(pg.url);
    const b = await startService(pg.url);
    try {
      const acknowledged: Answer[] = [];
      const statuses: number[] = [];
      const writer = async (base: string, w: number) => {
        for (let i = 0; i < RUNS_PER_WRITER; i++) {
          const answer = await run(base, SESSIONS[(w + i) % SESSIONS.length]!);
          statuses.push(answer.status);
          if (answer.status === 200) acknowledged.push(answer);
        }
      };
      // The same keys sent to both processes at once, interleaved with the writers.
      const keyed = async () => {
        const pairs: Answer[][] = [];
        for (let k = 0; k < 10; k++) pairs.push(await Promise.all([run(a.url, 'keyed', `key-${k}`), run(b.url, 'keyed', `key-${k}`)]));
        return pairs;
      };
      const [pairs] = await Promise.all([
        keyed(),
        ...Array.from({ length: WRITERS }, (_, w) => writer(a.url, w)),
        ...Array.from({ length: WRITERS }, (_, w) => writer(b.url, w)),
      ]);
      assert.deepEqual(
        statuses.filter((s) => s !== 200),
        [],
        'every run is answered 200',
      );
      assert.equal(acknowledged.length, 2 * WRITERS * RUNS_PER_WRITER);

      // One key, one turn: both answers name the same link; one of them is the replay.
      for (const [x, y] of pairs as Answer[][]) {
        assert.equal(x!.status, 200);
        assert.equal(y!.status, 200);
        assert.deepEqual([x!.body.chain.id, x!.body.chain.length, x!.body.chain.root], [y!.body.chain.id, y!.body.chain.length, y!.body.chain.root]);
        assert.equal(Number(x!.replayed) + Number(y!.replayed), 1, 'exactly one of the two answers is a replay');
      }

      // Every acknowledged turn is a distinct stored link; nothing else is stored.
      const links = new Set(acknowledged.map((r) => `${r.body.chain.id}:${r.body.chain.length}`));
      assert.equal(links.size, acknowledged.length, 'no two acknowledged runs got the same link');
      const chains = await storedChains(pg.url);
      assert.equal(chains.size, SESSIONS.length + 1, 'one chain per session name, whichever process started it');
      const keyedChain = (pairs as Answer[][])[0]![0]!.body.chain.id as string;
      assert.equal(chains.get(keyedChain)?.n, 10, 'ten keys sent twice each: ten turns');
      const stored = [...chains.entries()].filter(([id]) => id !== keyedChain).reduce((sum, [, c]) => sum + c.n, 0);
      assert.equal(stored, acknowledged.length, 'turns stored = acknowledged 200s');
      for (const r of acknowledged) assert.ok(r.body.chain.length <= chains.get(r.body.chain.id)!.n);

      // Both processes sign with the key kept in the database; every chain ends attested at its length, on both.
      const keyA = ((await (await fetch(`${a.url}/api/attestor`)).json()) as any).public_key;
      const keyB = ((await (await fetch(`${b.url}/api/attestor`)).json()) as any).public_key;
      assert.equal(keyA, keyB);
      const receiptOf = new Map(acknowledged.map((r) => [r.body.chain.id as string, r.body.receipt.id as string]));
      receiptOf.set(keyedChain, (pairs as Answer[][])[0]![0]!.body.receipt.id);
      for (const [chainId, receiptId] of receiptOf) {
        for (const base of [a.url, b.url]) {
          await until(`chain ${chainId} verified on ${base}`, async () => {
            const receipt = (await (await fetch(`${base}/api/receipts/${receiptId}`)).json()) as any;
            return receipt.verified === true && receipt.chain_length === chains.get(chainId)!.n && receipt.chain_root === chains.get(chainId)!.root;
          });
        }
      }
      // Each length was claimed by one process and attested once: a second attestation of a length would be
      // refused by the database and logged by the attestor that made it.
      const sql = postgres(pg.url, { onnotice: () => {} });
      try {
        const [{ attestations, lengths }] = await sql<{ attestations: number; lengths: number }[]>`
          select count(*)::int as attestations, count(distinct (chain_id, length))::int as lengths from re_attestations`;
        assert.equal(attestations, lengths);
        const [{ orphans }] = await sql<{ orphans: number }[]>`
          select count(*)::int as orphans from re_attestations t where not exists
            (select 1 from re_attestation_claims c where c.chain_id = t.chain_id and c.length = t.length)`;
        assert.equal(orphans, 0, 'every attestation was claimed first');
      } finally {
        await sql.end();
      }
      for (const p of [a, b]) assert.doesNotMatch(p.output(), /attestor:|store:|internal error/, 'no attestor or store failure was logged');
      console.log(`# two processes: ${2 * WRITERS} writers, ${acknowledged.length} turns acknowledged = ${stored} stored, ${chains.size} chains, forks=0, duplicates=0, 10 keys x 2 processes -> 10 turns`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await pg.stop();
    }
  });

  it('answers 503 and clean 500s while the database is down, and runs again once it is back, without a restart', { timeout: 300_000 }, async () => {
    const pg = await startPostgres();
    const service = await startService(pg.url);
    let writing = true;
    const answers: Answer[] = [];
    // Four writers keep running through the outage.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      while (writing) {
        const answer = await run(service.url, `outage-${w}`).catch((error: Error) => assert.fail(`${error.message}; the service printed:\n${service.output()}`));
        answers.push(answer);
        if (answer.status !== 200) await new Promise((r) => setTimeout(r, 20));
      }
    });
    try {
      await until('runs before the outage', async () => answers.length >= 20);
      await pg.stop();
      await until('a run refused', async () => answers.some((a) => a.status === 500));
      const health = await fetch(`${service.url}/healthz`);
      assert.equal(health.status, 503);
      assert.match(((await health.json()) as any).reason, /database/);
      const refusedBefore = answers.filter((a) => a.status !== 200).length;
      await pg.start();
      await until('healthz to answer 200 again', async () => (await fetch(`${service.url}/healthz`)).status === 200);
      const seen = answers.length;
      await until('runs after the outage', async () => answers.slice(seen).filter((a) => a.status === 200).length >= 20);
      writing = false;
      await Promise.all(writers);
      for (const a of answers) {
        if (a.status !== 200) assert.deepEqual([a.status, a.body.code], [500, 'store_error']);
      }
      assert.ok(refusedBefore > 0);
      // Every acknowledged run is stored, and no refused one: each chain is exactly its 200s, linked.
      const chains = await storedChains(pg.url);
      const acknowledged = answers.filter((a) => a.status === 200);
      assert.equal([...chains.values()].reduce((sum, c) => sum + c.n, 0), acknowledged.length);
      assert.equal(new Set(acknowledged.map((a) => `${a.body.chain.id}:${a.body.chain.length}`)).size, acknowledged.length);
      // With no run under way, /healthz still notices the next outage, and the end of it.
      await pg.stop();
      await until('healthz to answer 503 with no runs', async () => (await fetch(`${service.url}/healthz`)).status === 503);
      await pg.start();
      await until('healthz to answer 200 again', async () => (await fetch(`${service.url}/healthz`)).status === 200);
      console.log(`# outage: ${acknowledged.length} runs acknowledged and stored, ${answers.length - acknowledged.length} refused with store_error, service not restarted`);
    } finally {
      writing = false;
      await Promise.allSettled(writers);
      await service.stop();
      await pg.stop();
    }
  });
});
