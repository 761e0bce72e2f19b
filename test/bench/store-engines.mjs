#!/usr/bin/env node
// The embedded store's engine, chosen by measurement: acknowledged turns per
// second with 10 writers, each waiting for a durable commit (a sync) before its
// next turn, the time to open a store of 10,000 turns and read its newest one,
// and the process's RSS, for LMDB (lmdb-js), SQLite (node:sqlite, the same
// engine better-sqlite3 ships; Node 22.5+ only) and the floor: a plain
// fsynced append of the same bytes. Commits are grouped the same way for all:
// every turn asked for in one event-loop turn goes into one synced commit.
//
//   node test/bench/store-engines.mjs                      (LMDB + floor on this Node)
//   PATH="$(node scripts/node-matrix.mjs 22):$PATH" node test/bench/store-engines.mjs   (SQLite too)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, fdatasyncSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WRITERS = 10;
const TURNS = Number(process.env.TURNS ?? 3000);
const STORED = 10_000;
const input = 'why does a feedback loop settle? '.repeat(240); // 7,920 characters
const turn = (i) => JSON.stringify({ chain_id: `chain_${i % WRITERS}`, index: i, input, output: { status: 'GROUND', gap_score: 0.1 } });

/** A grouped committer: `commit(batch)` runs once per event-loop turn for everything asked meanwhile. */
function grouped(commit) {
  let queue = [];
  let scheduled = false;
  return (value) =>
    new Promise((resolve, reject) => {
      queue.push({ value, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        const batch = queue;
        queue = [];
        try {
          commit(batch.map((p) => p.value));
          for (const p of batch) p.resolve();
        } catch (error) {
          for (const p of batch) p.reject(error);
        }
      });
    });
}

const engines = {
  async lmdb(dir) {
    const { open } = await import('lmdb');
    const openDb = () => open({ path: join(dir, 'lmdb'), overlappingSync: false, compression: false });
    let db = openDb();
    return {
      put: grouped((rows) => db.transactionSync(() => rows.forEach(([k, v]) => db.putSync(k, v)))),
      async reopen(newest) {
        await db.close();
        const start = performance.now();
        db = openDb();
        if (!db.get(newest)) throw new Error('newest turn missing');
        return performance.now() - start;
      },
      close: () => db.close(),
    };
  },
  async sqlite(dir) {
    const { DatabaseSync } = await import('node:sqlite');
    const openDb = () => {
      const db = new DatabaseSync(join(dir, 'store.sqlite'));
      db.exec('PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID');
      return { db, insert: db.prepare('INSERT OR REPLACE INTO t (k, v) VALUES (?, ?)'), get: db.prepare('SELECT v FROM t WHERE k = ?') };
    };
    let s = openDb();
    return {
      put: grouped((rows) => {
        s.db.exec('BEGIN');
        try {
          for (const [k, v] of rows) s.insert.run(k, v);
          s.db.exec('COMMIT');
        } catch (error) {
          s.db.exec('ROLLBACK');
          throw error;
        }
      }),
      async reopen(newest) {
        s.db.close();
        const start = performance.now();
        s = openDb();
        if (!s.get.get(newest)) throw new Error('newest turn missing');
        return performance.now() - start;
      },
      close: () => s.db.close(),
    };
  },
  async floor(dir) {
    const fd = openSync(join(dir, 'journal.jsonl'), 'a');
    return {
      put: grouped((rows) => {
        writeSync(fd, rows.map(([k, v]) => `${JSON.stringify([k, v])}\n`).join(''));
        fdatasyncSync(fd);
      }),
      reopen: async () => undefined, // an append-only file is read whole to start: not a store
      close: () => closeSync(fd),
    };
  },
};

async function measure(name) {
  const dir = mkdtempSync(join(tmpdir(), `store-engine-${name}-`));
  try {
    const store = await engines[name](dir);
    // Fill to STORED turns (grouped 100 at a time), then time TURNS acknowledged turns from 10 writers.
    for (let i = 0; i < STORED; i += 100) await Promise.all(Array.from({ length: 100 }, (_, j) => store.put([`turn:${i + j}`, turn(i + j)])));
    let next = STORED;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < STORED + TURNS) {
          const i = next++;
          await store.put([`turn:${i}`, turn(i)]);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const restartMs = await store.reopen(`turn:${STORED + TURNS - 1}`);
    await store.close();
    return { name, runsPerSecond: TURNS / seconds, restartMs, rssMb: process.memoryUsage().rss / 2 ** 20 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (only) {
  console.log(JSON.stringify(await measure(only)));
} else {
  const names = ['floor', 'lmdb', ...(process.getBuiltinModule?.('node:sqlite') ? ['sqlite'] : [])];
  console.log(`Node ${process.version}; ${WRITERS} writers, ${TURNS} turns of ${turn(0).length} bytes, each acknowledged after a synced commit, on a store of ${STORED} turns`);
  console.log('| engine | acknowledged turns/s | × floor | open + read newest (ms) | RSS (MB) |');
  console.log('|---|---:|---:|---:|---:|');
  let floor;
  for (const name of names) {
    // Each engine in a fresh process, so RSS is its own.
    const r = spawnSync(process.execPath, [new URL(import.meta.url).pathname, name], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${name}: ${r.stderr}`);
    const m = JSON.parse(r.stdout.trim().split('\n').pop());
    floor ??= m.runsPerSecond;
    console.log(`| ${name} | ${Math.round(m.runsPerSecond)} | ${(m.runsPerSecond / floor).toFixed(2)} | ${m.restartMs === undefined ? 'n/a' : m.restartMs.toFixed(1)} | ${Math.round(m.rssMb)} |`);
  }
}
