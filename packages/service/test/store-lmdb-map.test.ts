// LMDB's memory map stays within its budget: pages that lookups and write
// transactions touched are counted in the process's RSS until the map is
// closed, so the store re-opens it once they grew past `mapBudget`. Measured in this process's own
// /proc/self/smaps (the pages of data.mdb it has resident), beside the same
// reads with no budget; every read across the re-opens answers what was
// written, a chain read before one included, and writes go on after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, type ChainState, type Store } from '../src/store/index.js';
import { residentFileBytes } from '../src/store/lmdb-env.js';
import { tempDir } from '../../../test/helpers/temp.js';
import type { ChainEntry } from 'reasoning-elements/spec';
import { chainMeta, nextTurn } from './store-turns.js';

const CHAINS = 60;
const TURNS = 40;
const INPUT = 'why does a feedback loop settle? '.repeat(240); // 7,920 characters, as the store bench
const MB = 1024 * 1024;
const AT = new Date('2026-01-01T00:00:00.000Z');

const input = (chain: number, index: number) => `${chain}/${index} ${INPUT}`;

/** Resident pages of data.mdb files mapped by this process, in bytes. */
function residentMapBytes(): number {
  let kb = 0;
  let inDb = false;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inDb = line.endsWith('/data.mdb');
    else if (inDb && line.startsWith('Rss:')) kb += Number(/(\d+)/.exec(line)![1]);
  }
  return kb * 1024;
}

/** Writes the turns in commits of one turn per chain; returns the peak of data.mdb's resident pages after a commit. */
async function fill(store: Store): Promise<number> {
  const heads: (ChainEntry | undefined)[] = new Array(CHAINS).fill(undefined);
  let peak = 0;
  for (let index = 0; index < TURNS; index++) {
    await Promise.all(heads.map((previous, n) => {
      const { entry, record } = nextTurn(chainMeta(String(n)), previous, { input: input(n, index), at: AT });
      heads[n] = entry;
      return store.appendTurn(chainMeta(String(n)), entry, record);
    }));
    peak = Math.max(peak, residentMapBytes());
  }
  return peak;
}

/** `count` reads of a random chain's turn, each checked; yields to the event loop as requests would. Returns the peak of data.mdb's resident pages. */
async function readAround(store: Store, count: number): Promise<number> {
  let peak = 0;
  for (let i = 0; i < count; i++) {
    const n = (i * 7919) % CHAINS;
    const index = (i * 104_729) % TURNS;
    const chain = (await store.chainByReceipt(`rcpt_${n}`))!;
    assert.equal(chain.records[index]!.input, input(n, index));
    assert.equal(chain.entries[index]!.index, index);
    if (i % 8 === 0) {
      await new Promise(setImmediate);
      peak = Math.max(peak, residentMapBytes());
    }
  }
  return peak;
}

test('the map is re-opened once its resident pages pass the budget: reads stay right, writes go on', { skip: residentFileBytes() === undefined && 'no /proc/self/status here (not Linux)' }, async () => {
  const dir = join(tempDir('store-lmdb-map-'), 'data');
  let store = await openStore({ dataDir: dir, warn: () => {}, mapBudget: Number.POSITIVE_INFINITY });
  const unboundedWrites = await fill(store);
  await store.close();

  // Writes map the pages their transactions touch; a commit past the budget re-opens the map at once.
  store = await openStore({ dataDir: join(tempDir('store-lmdb-map-writes-'), 'data'), warn: () => {}, mapBudget: 1 * MB });
  const boundedWrites = await fill(store);
  await store.close();
  assert.ok(unboundedWrites > 8 * MB, `without a budget the writes left ${(unboundedWrites / MB).toFixed(1)} MiB of the map resident (the test needs more data)`);
  assert.ok(boundedWrites < 4 * MB, `with a 1 MiB budget the writes left up to ${(boundedWrites / MB).toFixed(1)} MiB (no budget: ${(unboundedWrites / MB).toFixed(1)} MiB)`);

  // No budget: the pages the reads touched stay mapped.
  store = await openStore({ dataDir: dir, warn: () => {}, mapBudget: Number.POSITIVE_INFINITY });
  const unbounded = await readAround(store, 1500);
  await store.close();

  store = await openStore({ dataDir: dir, warn: () => {}, mapBudget: 1 * MB });
  try {
    const held: ChainState = (await store.chain('chain_3'))!;
    const bounded = await readAround(store, 1500);
    assert.ok(unbounded > 12 * MB, `without a budget the reads left ${(unbounded / MB).toFixed(1)} MiB of the map resident (the test needs more data)`);
    // The budget, plus what 16 lookups between two looks can touch, plus what the rest of the process faulted in.
    assert.ok(bounded < 6 * MB, `with a 1 MiB budget the map held up to ${(bounded / MB).toFixed(1)} MiB (no budget: ${(unbounded / MB).toFixed(1)} MiB)`);

    // A chain read before the re-opens reads the map as it is now.
    assert.equal(held.records[TURNS - 1]!.input, input(3, TURNS - 1));
    assert.equal([...held.entries].length, TURNS);
    // Writes after a re-open commit and read back.
    const after = nextTurn(chainMeta('3'), held.entries[TURNS - 1]!, { input: 'after' });
    const grown = await store.appendTurn(chainMeta('3'), after.entry, after.record);
    assert.equal(grown.entries.length, TURNS + 1);
    assert.equal((await store.chainBySession('session-3'))!.records[TURNS]!.input, 'after');
    assert.equal(store.health().ok, true);
  } finally {
    await store.close();
  }
  // And the store opens again with everything in it.
  store = await openStore({ dataDir: dir, warn: () => {} });
  try {
    assert.equal((await store.chain('chain_3'))!.entries.length, TURNS + 1);
    assert.equal((await store.chain(`chain_${CHAINS - 1}`))!.records[TURNS - 1]!.input, input(CHAINS - 1, TURNS - 1));
  } finally {
    await store.close();
  }
});

/** Whether `chattr +i` works on files under the temp folder (root, on a file system that has the flag). */
function canMakeImmutable(): boolean {
  const file = join(tempDir('store-lmdb-chattr-'), 'probe');
  try {
    execFileSync('touch', [file]);
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', file]);
    return true;
  } catch {
    return false;
  }
}

test('a store whose files cannot be opened again keeps its map: reads go on, and it is re-opened once they can', { skip: (residentFileBytes() === undefined || !canMakeImmutable()) && 'needs Linux, root and a file system with chattr +i' }, async (t) => {
  const dir = join(tempDir('store-lmdb-map-immutable-'), 'data');
  let store = await openStore({ dataDir: dir, warn: () => {}, mapBudget: Number.POSITIVE_INFINITY });
  await fill(store);
  await store.close();
  store = await openStore({ dataDir: dir, warn: () => {}, mapBudget: 1 * MB });
  // data.mdb only: an immutable lock.mdb on a disk file system (ext4) is a SIGBUS at the next read transaction,
  // which writes its slot in that file's shared map, whatever the store does (see docs/service-storage.md).
  const files = [join(dir, 'lmdb', 'data.mdb')];
  t.after(() => execFileSync('chattr', ['-i', ...files]));
  try {
    execFileSync('chattr', ['+i', ...files]);
    // An open would fail now (EPERM): the map stays as it is, so it grows past the budget, and every read answers.
    const kept = await readAround(store, 1500);
    assert.ok(kept > 8 * MB, `the map was re-opened though its files could not be: ${(kept / MB).toFixed(1)} MiB resident`);
    assert.equal(store.health().ok, true);

    execFileSync('chattr', ['-i', ...files]);
    await readAround(store, 200);
    assert.ok(residentMapBytes() < 6 * MB, `once the files open again, so does the map: ${(residentMapBytes() / MB).toFixed(1)} MiB resident`);
  } finally {
    await store.close();
  }
});
