// A start does not grow with what is stored: the service restarted over a
// store whose chains are attested makes the same store reads whether they
// hold 1 turn or 25, reads fewer items than there are turns, and answers
// every receipt verified. Reads are counted at the store's contract (every
// method of the LMDB store that reads, and every entry or turn record read
// from a chain it answers), from the start until /healthz answers 200 and the
// start-up attestation has settled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { LmdbStore } from '../src/store/lmdb.js';
import type { ChainState } from '../src/store/index.js';
import { startService } from '../../../test/server/harness.js';
import { tempDir } from '../../../test/helpers/temp.js';

const CHAINS = 6;
const CHAIN_READS = ['chain', 'chainByScope', 'chainByReceipt', 'chainBySession'] as const;
const OTHER_READS = ['attestation', 'idempotentTurn', 'pendingChains', 'file'] as const;

/** A chain whose entries and records count each item read. */
function counted(chain: ChainState | undefined, counts: Record<string, number>): ChainState | undefined {
  if (!chain) return chain;
  const list = <T>(items: readonly T[], name: string): readonly T[] =>
    new Proxy(items, {
      get(target, p, receiver) {
        if (typeof p === 'string' && /^\d+$/.test(p)) counts[name] = (counts[name] ?? 0) + 1;
        return Reflect.get(target, p, receiver);
      },
    });
  return { ...chain, entries: list(chain.entries, 'entry'), records: list(chain.records, 'record') };
}

/** Counts the LMDB store's reads (calls, and items read from the chains they answer) while `during` runs. */
async function countReads(during: () => Promise<void>): Promise<Record<string, number>> {
  const proto = LmdbStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const counts: Record<string, number> = {};
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  for (const name of [...CHAIN_READS, ...OTHER_READS]) {
    const original = proto[name]!;
    originals.set(name, original);
    proto[name] = function (this: unknown, ...args: unknown[]) {
      count(name);
      const result = original.apply(this, args);
      // A contract whose reads answer promises is counted the same way.
      const wrap = (value: unknown) => {
        if (name === 'pendingChains') counts.pending = (counts.pending ?? 0) + (value as string[]).length;
        return (CHAIN_READS as readonly string[]).includes(name) ? counted(value as ChainState | undefined, counts) : value;
      };
      return result instanceof Promise ? result.then(wrap) : wrap(result);
    };
  }
  try {
    await during();
  } finally {
    for (const [name, original] of originals) proto[name] = original;
  }
  return counts;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Restarts the service over `dir`, counting reads until it answers /healthz and has settled; then checks every receipt. */
async function restartAndCount(dir: string, receipts: string[], length: number): Promise<Record<string, number>> {
  let h: Awaited<ReturnType<typeof startService>> | undefined;
  try {
    const counts = await countReads(async () => {
      h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
      const health = await h.get('/healthz');
      assert.equal(health.status, 200);
      await h.service.settle();
    });
    for (const id of receipts) {
      const receipt = (await h!.get(`/api/receipts/${id}`)).body;
      assert.equal(receipt.chain_length, length);
      assert.equal(receipt.verified, true, 'an attested chain reads verified after the restart');
    }
    return counts;
  } finally {
    await h?.close();
  }
}

/** Adds `turns` turns to each of CHAINS sessions, waits until all are attested, stops. */
async function addTurns(dir: string, turns: number): Promise<string[]> {
  const h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5 });
  const receipts: string[] = [];
  try {
    for (let c = 0; c < CHAINS; c++) {
      for (let i = 0; i < turns; i++) {
        const r = await h.run({ input: `why does a feedback loop settle? take ${i}`, session_name: `startup-${c}` });
        assert.equal(r.status, 200);
        if (i === 0) receipts.push(r.body.receipt.id);
      }
    }
    await h.service.settle();
  } finally {
    await h.close();
  }
  return receipts;
}

test('a restart over attested chains reads the same few items whether they hold 1 turn or 25 each', { timeout: 180_000 }, async () => {
  const dir = tempDir('reasoning-startup-');
  try {
    const receipts = await addTurns(dir, 1);
    const small = await restartAndCount(dir, receipts, 1);
    assert.ok(total(small) > 0, 'the counter sees the store reading');

    await addTurns(dir, 24);
    const large = await restartAndCount(dir, receipts, 25);
    assert.deepEqual(large, small, `a start reads as much over ${CHAINS * 25} turns as over ${CHAINS}`);
    assert.ok(total(large) < CHAINS * 25, `${total(large)} reads at start, fewer than the ${CHAINS * 25} stored turns`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
