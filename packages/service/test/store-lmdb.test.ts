// The LMDB store on its own: writes asked for together share one commit, yet
// a write that does not extend its chain is refused alone; idempotency keys
// are bounded in number and in time; nothing of a chain is held in memory
// (its entries are read when asked for, as the database has them now).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openStore } from '../src/store/index.js';
import { tempDir } from '../../../test/helpers/temp.js';
import type { ChainEntry } from 'reasoning-elements/spec';
import { chainMeta as meta, nextTurn as turn } from './store-turns.js';

test('writes asked for together commit together, and a write that does not extend its chain is refused alone', async () => {
  const store = await openStore({ dataDir: join(tempDir('store-lmdb-'), 'data'), warn: () => {} });
  try {
    const a = meta('a');
    const b = meta('b');
    const first = turn(a, undefined);
    await store.appendTurn(a, first.entry, first.record);
    const stale = turn(a, undefined); // a second entry 0 of chain a
    const next = turn(a, first.entry);
    const other = turn(b, undefined);
    const results = await Promise.allSettled([
      store.appendTurn(a, stale.entry, stale.record),
      store.appendTurn(a, next.entry, next.record),
      store.appendTurn(b, other.entry, other.record),
    ]);
    assert.equal(results[0].status, 'rejected');
    assert.match(String((results[0] as PromiseRejectedResult).reason), /expected entry 1, got 0/);
    assert.deepEqual(results.slice(1).map((r) => r.status), ['fulfilled', 'fulfilled']);
    const chain = (await store.chain(a.chain_id))!;
    assert.equal(chain.entries.length, 2);
    assert.deepEqual([...chain.entries], [first.entry, next.entry]);
    assert.equal(chain.records[1]!.input, 'turn 1 ✓ "quoted"');
    assert.equal((await store.chainByReceipt(b.receipt_id))?.entries.length, 1);
    assert.deepEqual((await store.pendingChains()).sort(), [a.chain_id, b.chain_id]);
    assert.equal(store.health().ok, true);
  } finally {
    await store.close();
  }
});

test('idempotency keys: the most kept is a bound (the oldest go first), and a key past its window is forgotten', async () => {
  const dir = join(tempDir('store-lmdb-idem-'), 'data');
  let store = await openStore({ dataDir: dir, warn: () => {}, idempotency: { maxKeys: 3, windowMs: 60_000 } });
  try {
    const c = meta('idem');
    let previous: ChainEntry | undefined;
    for (let i = 0; i < 5; i++) {
      const t = turn(c, previous);
      await store.appendTurn(c, t.entry, t.record, { key: `k${i}`, fingerprint: 'f', origin: 'http://127.0.0.1' });
      previous = t.entry;
    }
    // A commit that goes over the bound drops the oldest keys.
    assert.deepEqual(await Promise.all(['k0', 'k1', 'k2', 'k3', 'k4'].map(async (k) => (await store.idempotentTurn(k))?.index ?? null)), [null, null, 2, 3, 4]);
    await store.close();

    // Reopened, with a window that the remembered turns are past.
    store = await openStore({ dataDir: dir, warn: () => {}, idempotency: { maxKeys: 3, windowMs: 1 } });
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(await store.idempotentTurn('k4'), undefined);
  } finally {
    await store.close();
  }
});
