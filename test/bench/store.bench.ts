/**
 * The durable store at size: the built `reasoning-service --data DIR` as a
 * child process over stores of 10,000, 100,000 and (opt-in) 1,000,000 runs of
 * 7,920-character inputs over 1,000 sessions. Each store is filled by the
 * service's own code for writing turns (store-seed.ts: appendTurn in synced
 * batches, the attestor signing after each batch), not over HTTP, and its
 * filling time is printed. Then, per size:
 * - the restart: spawn until /healthz answers 200 and a receipt read does,
 *   beside the same bin over an empty data directory;
 * - RSS after the restart, after receipt reads of random receipts, and after
 *   acknowledged runs, each with its anonymous part (the process's own memory)
 *   and its file pages (the node binary and libraries, and LMDB's memory map:
 *   page cache the kernel may take back), and the peak;
 * - the receipt read p99, beside the smallest size's;
 * - acknowledged runs/s from 10 writers (each 200 after a synced commit),
 *   beside the floor: a plain fsynced append of the same bytes, same writers;
 * - the same restart, reads and runs again with a main thread's heap sizing
 *   (NODE_OPTIONS: 16 MB semi-spaces, the machine's old-generation limit) in
 *   place of the bin's bounds (cli.ts: 2 MB semi-spaces, at most 1 GB), beside it.
 *
 * `npm run bench -- store --sizes 10000,100000,1000000` (or STORE_BENCH_SIZES)
 * picks the sizes; 1,000,000 runs is about 12 GB on disk and took 21 minutes to
 * fill on a busy shared 2-core machine, so it is not in the default. Every store is deleted after.
 *
 * `--memory-limit 150M` (or STORE_BENCH_MEMORY_LIMIT) then also runs the same
 * reads and runs per size in a service started inside a memory cgroup with that
 * limit (store-limited.ts; needs a writable cgroup v1 or v2 memory controller),
 * beside the figures without one, and whether the kernel killed it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextEntry } from '../../packages/service/src/chain/index.js';
import { createRuleEngine } from '../../packages/service/src/engine/index.js';
import { parseSize } from './store-cgroup.js';
import { runLimited, type Limited } from './store-limited.js';
import { seedStore } from './store-seed.js';
import { API_KEY, appendFloor, memoryOf, readReceipts, restart, MAIN_THREAD_SIZING, stop, writeRuns, type Memory } from './store-measure.js';
import type { BenchRow } from './types.js';

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = (sizesArg > 0 ? process.argv[sizesArg + 1]! : (process.env.STORE_BENCH_SIZES ?? '10000,100000')).split(',').map(Number);
const limitArg = process.argv.indexOf('--memory-limit');
const LIMIT = limitArg > 0 ? process.argv[limitArg + 1]! : process.env.STORE_BENCH_MEMORY_LIMIT;
const LIMIT_BYTES = LIMIT ? parseSize(LIMIT) : undefined;
const SESSIONS = 1000;
const WRITERS = 10;
const RUNS = 1000;
const READS = 2000;
const RESTARTS = 3;
const PREFIX = 'bench-';
const INPUT = 'why does a feedback loop settle? '.repeat(240);

export const settings = [
  `${SESSIONS} sessions, inputs of ${INPUT.length} characters; restart: median of ${RESTARTS}; ${READS} reads of random receipts from 10 clients; ${WRITERS} writers, ${RUNS} runs`,
  `sizes ${SIZES.join(', ')}, filled by the service's own store and attestor code (untimed in the figures; its time is a row)`,
  'the built bin (packages/service/dist), one process per size as installed and one with NODE_OPTIONS="' + MAIN_THREAD_SIZING + '" (a main thread\'s heap sizing, not the bin\'s bounds), the order alternating by size',
  ...(LIMIT ? [`then a second process per size inside a memory cgroup limited to ${LIMIT}, its data file first dropped from the page cache`] : []),
];

/** The bytes one run stores, for the floor: the turn as the journal of earlier versions wrote it. */
async function turnLine(): Promise<string> {
  const output = await createRuleEngine().run({ input: INPUT, session_name: `${PREFIX}0`, session_type: 'reasoning', turn: 0 });
  const chain = { chain_id: `chain_${'0'.repeat(24)}`, session_id: '00000000-0000-4000-8000-000000000000', receipt_id: `rcpt_${'0'.repeat(24)}`, session_type: 'reasoning', title: `Reasoning: ${PREFIX}0`, scope: `${'0'.repeat(32)}:${PREFIX}0`, created_at: new Date().toISOString() };
  const record = { chain_id: chain.chain_id, index: 0, session_type: 'reasoning', input: INPUT, output };
  return `${JSON.stringify({ type: 'turn', chain, entry: nextEntry(undefined, record, new Date().toISOString()), record })}\n`;
}

/** The figures under the limit, each beside the same figure without one. */
function limitedRows(n: string, l: Limited, free: { p99: number; runsPerS: number; read: Memory; ran: Memory }): BenchRow[] {
  const at = `${n} runs stored, ${LIMIT} limit`;
  const peer = { peerName: 'no limit' };
  const mem = (when: string, m: Memory | undefined, f: Memory): BenchRow[] => m ? [
    { name: `RSS ${when}, ${at}`, ours: m.rss, peer: f.rss, ...peer, unit: 'MB', better: 'lower' },
    { name: `  of it anonymous, ${when}, ${at}`, ours: m.anon, peer: f.anon, ...peer, unit: 'MB', better: 'lower' },
    { name: `  of it file pages (LMDB's map: ${Math.round(m.db)} MB), ${when}, ${at}`, ours: m.file, peer: f.file, ...peer, unit: 'MB', better: 'lower' },
  ] : [];
  return [
    { name: `RSS after the restart, ${at}`, ours: l.started.rss, unit: 'MB', better: 'lower' },
    ...(l.p99 === undefined ? [] : [{ name: `receipt read p99, ${at}`, ours: l.p99, peer: free.p99, ...peer, unit: 'ms', better: 'lower' as const }]),
    ...mem(`after ${READS} receipt reads`, l.read, free.read),
    ...(l.runsPerS === undefined ? [] : [{ name: `acknowledged runs/s, ${WRITERS} writers, ${at}`, ours: l.runsPerS, peer: free.runsPerS, ...peer, unit: 'runs/s', better: 'higher' as const }]),
    ...mem(`after ${RUNS} runs`, l.ran, free.ran),
    { name: `peak RSS, ${at}`, ours: (l.ran ?? l.read ?? l.started).peak, peer: free.ran.peak, ...peer, unit: 'MB', better: 'lower' },
    { name: `most charged to the cgroup (anonymous + page cache), ${at}`, ours: l.stats.maxUsage, unit: 'MB', better: 'lower' },
    { name: `times the limit was reached (the kernel reclaimed), ${at}`, ours: l.stats.hits, unit: '', better: 'lower' },
    { name: `OOM-killed (1 = yes), ${at}`, ours: l.killed ? 1 : 0, unit: '', better: 'lower' },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function memoryRows(when: string, n: string, mem: Memory, idle?: Memory): BenchRow[] {
  return [
    { name: `RSS ${when}, ${n} runs stored`, ours: mem.rss, ...(idle ? { peer: idle.rss, peerName: 'nothing stored' } : {}), unit: 'MB', better: 'lower' },
    { name: `  of it anonymous (heap, stacks: its own), ${when}, ${n}`, ours: mem.anon, ...(idle ? { peer: idle.anon, peerName: 'nothing stored' } : {}), unit: 'MB', better: 'lower' },
    { name: `  of it file pages (binary, libraries, LMDB's map: ${Math.round(mem.db)} MB), ${when}, ${n}`, ours: mem.file, ...(idle ? { peer: idle.file, peerName: 'nothing stored' } : {}), unit: 'MB', better: 'lower' },
  ];
}

interface BinFigures {
  /** Median of the restarts. */
  restartMs: number;
  started: Memory;
  p99: number;
  read: Memory;
  runsPerS: number;
  ran: Memory;
}

/** The built bin over a filled store, with `nodeOptions` in NODE_OPTIONS: restarts, then reads and runs in the last process. */
async function measureBin(dataDir: string, receipts: readonly string[], nodeOptions: string): Promise<BinFigures> {
  const pick = () => receipts[Math.floor(Math.random() * receipts.length)];
  const times: number[] = [];
  for (let i = 0; i < RESTARTS - 1; i++) {
    const r = await restart(dataDir, pick(), [], nodeOptions);
    times.push(r.ms);
    await stop(r.cli);
  }
  const { cli, ms } = await restart(dataDir, pick(), [], nodeOptions);
  times.push(ms);
  try {
    const pid = cli.child.pid!;
    const started = memoryOf(pid);
    const p99 = await readReceipts(cli.url, receipts, READS);
    const read = memoryOf(pid);
    const runsPerS = await writeRuns(cli.url, { count: RUNS, writers: WRITERS, sessions: SESSIONS, prefix: PREFIX, input: INPUT }).catch((error: Error) => {
      throw new Error(`${error.message}; the service said:\n${cli.output().slice(-3000)}`);
    });
    return { restartMs: median(times), started, p99, read, runsPerS, ran: memoryOf(pid) };
  } finally {
    await stop(cli);
  }
}

export default async function (): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const line = await turnLine();
  const emptyDir = await mkdtemp(join(tmpdir(), 'store-bench-empty-'));
  const empties: number[] = [];
  let idle: Memory | undefined;
  for (let i = 0; i < RESTARTS; i++) {
    const empty = await restart(emptyDir, undefined);
    empties.push(empty.ms);
    idle = memoryOf(empty.cli.child.pid!);
    await stop(empty.cli);
  }
  await rm(emptyDir, { recursive: true, force: true });
  const emptyMs = median(empties);
  let firstP99: { n: string; p99: number } | undefined;
  for (const size of SIZES) {
    const n = size.toLocaleString('en-US');
    const dir = await mkdtemp(join(tmpdir(), `store-bench-${size}-`));
    try {
      const dataDir = join(dir, 'data');
      const seedStart = performance.now();
      const receipts = await seedStore(dataDir, size, {
        apiKey: API_KEY, sessions: SESSIONS, input: INPUT, prefix: PREFIX, batch: 10 * SESSIONS,
        progress: (done) => { if (done % 100_000 === 0) process.stderr.write(`  store bench: ${done.toLocaleString('en-US')} of ${n} runs stored\n`); },
      });
      const seedS = (performance.now() - seedStart) / 1000;
      process.stderr.write(`  store bench: ${n} runs stored in ${seedS.toFixed(0)} s\n`);

      // Each variant's runs add to the store the next one reads: the order alternates by size.
      const first = SIZES.indexOf(size) % 2 === 0 ? '' : MAIN_THREAD_SIZING;
      const firstRun = await measureBin(dataDir, receipts, first);
      const secondRun = await measureBin(dataDir, receipts, first ? '' : MAIN_THREAD_SIZING);
      const [bin, mainThread] = first ? [secondRun, firstRun] : [firstRun, secondRun];
      const floor = await appendFloor(dir, line, RUNS, WRITERS);
      firstP99 ??= { n, p99: bin.p99 };
      const { started, p99, read, runsPerS, ran } = bin;
      const beside = { peerName: 'main-thread sizing' };
      rows.push(
        { name: `filling the store with ${n} runs (its own code, no HTTP; not in the other figures)`, ours: seedS, unit: 's', better: 'lower' },
        { name: `restart to /healthz and a receipt, ${n} runs stored`, ours: bin.restartMs, peer: emptyMs, peerName: 'nothing stored', unit: 'ms', better: 'lower' },
        ...memoryRows('after the restart', n, started, idle),
        { name: `receipt read p99, random receipts, ${n} runs stored`, ours: p99, ...(firstP99.n === n ? {} : { peer: firstP99.p99, peerName: `${firstP99.n} runs stored` }), unit: 'ms', better: 'lower' },
        ...memoryRows(`after ${READS} receipt reads`, n, read),
        { name: `acknowledged runs/s, ${WRITERS} writers, ${n} runs stored`, ours: runsPerS, floor, floorName: 'fsynced append of the same bytes', unit: 'runs/s', better: 'higher' },
        ...memoryRows(`after ${RUNS} runs`, n, ran),
        { name: `restart, ${n} runs stored`, ours: bin.restartMs, peer: mainThread.restartMs, ...beside, unit: 'ms', better: 'lower' },
        { name: `receipt read p99, ${n}`, ours: p99, peer: mainThread.p99, ...beside, unit: 'ms', better: 'lower' },
        { name: `RSS after ${READS} receipt reads, ${n}`, ours: read.rss, peer: mainThread.read.rss, ...beside, unit: 'MB', better: 'lower' },
        { name: `acknowledged runs/s, ${n}`, ours: runsPerS, peer: mainThread.runsPerS, ...beside, unit: 'runs/s', better: 'higher' },
        { name: `RSS after ${RUNS} runs, ${n}`, ours: ran.rss, peer: mainThread.ran.rss, ...beside, unit: 'MB', better: 'lower' },
        { name: `peak RSS, ${n}`, ours: ran.peak, peer: mainThread.ran.peak, ...beside, unit: 'MB', better: 'lower' },
      );
      if (LIMIT_BYTES) {
        const limited = await runLimited(dataDir, receipts, LIMIT_BYTES, { reads: READS, runs: RUNS, writers: WRITERS, sessions: SESSIONS, prefix: PREFIX, input: INPUT });
        if (limited.error) process.stderr.write(`  store bench: under the ${LIMIT} limit, ${n}: ${limited.error}\n`);
        rows.push(...limitedRows(n, limited, { p99, runsPerS, read, ran }));
      }
      rows.push({ name: `load average (1 min) after, ${n} runs stored (2 cores, shared)`, ours: loadavg()[0]!, unit: '', better: 'lower' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
