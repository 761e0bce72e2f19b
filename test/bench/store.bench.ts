/**
 * The durable store at size: `reasoning-service --data DIR` as a child process
 * on a store of 10,000 and 100,000 runs of 7,920-character inputs (100
 * sessions), generated in bulk as a journal of the earlier format and
 * migrated by the service's first start, which also attests every chain (not
 * timed: a service that ran all along would have attested them). Then,
 * for each size: the restart (spawn to the first receipt answered) beside the
 * same CLI starting with nothing stored; acknowledged runs per second from 10
 * writers (each 200 after a synced commit) beside the floor, a plain fsynced
 * append of the same bytes, grouped the same way; the receipt read p99; and
 * the process's RSS after the runs and reads: all of it, its anonymous part
 * (the rest is LMDB's memory map, file pages that are page cache) and its peak.
 *
 * STORE_BENCH_SIZES="10000,100000,1000000" picks the sizes (1,000,000 runs is
 * about 12 GB on disk and its generation takes a long while: not in the default).
 */
import { createWriteStream } from 'node:fs';
import { closeSync, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_KEY, percentile, startCli, type Cli } from '../../packages/service/test/load.helpers.js';
import { nextEntry } from '../../packages/service/src/chain/index.js';
import type { ChainEntry } from 'reasoning-elements/spec';
import type { BenchRow } from './types.js';

const SIZES = (process.env.STORE_BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SESSIONS = 100;
const WRITERS = 10;
const RUNS = 1000;
const READS = 2000;
const INPUT = 'why does a feedback loop settle? '.repeat(240);
const OUTPUT = {
  status: 'GROUND',
  content: { answer: 'a'.repeat(200), confidence: 0.9, implication: 'i'.repeat(100) },
  structure: { closest_shape: 'feedback_system', geometric_confidence: 0.9, gap_score: 0.1, fires: false },
  bridge: null,
  conflict: { conflict: false, message: '' },
};

export const settings = [
  `${SESSIONS} sessions, inputs of ${INPUT.length} characters; ${WRITERS} writers, ${RUNS} runs; ${READS} receipt reads from 10 clients`,
  `sizes ${SIZES.join(', ')} (generated in bulk as a journal and migrated at first start, untimed)`,
  'one process per size; a single run each',
];

/** `size` turns over SESSIONS chains, in the journal format of earlier versions. */
async function writeJournal(path: string, size: number): Promise<void> {
  const out = createWriteStream(path);
  const tails: (ChainEntry | undefined)[] = [];
  for (let i = 0; i < size; i++) {
    const s = i % SESSIONS;
    const index = Math.floor(i / SESSIONS);
    const chain = {
      chain_id: `chain_bench${s}`,
      session_id: `00000000-0000-4000-8000-${String(s).padStart(12, '0')}`,
      receipt_id: `rcpt_bench${s}`,
      session_type: 'reasoning',
      title: `Reasoning: bench-${s}`,
      scope: `bench:bench-${s}`,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const record = { chain_id: chain.chain_id, index, session_type: 'reasoning', input: INPUT, output: OUTPUT };
    const entry = nextEntry(tails[s], record, new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString());
    tails[s] = entry;
    if (!out.write(`${JSON.stringify({ type: 'turn', chain, entry, record })}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** RSS in MB: all of it, its anonymous part (heap, stacks: the process's own memory), the database's mapped pages in it, and its peak. */
function memoryOf(pid: number): { rss: number; anon: number; db: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  let db = 0;
  let inDb = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inDb = line.endsWith('/data.mdb');
    else if (inDb && line.startsWith('Rss:')) db += Number(/(\d+)/.exec(line)![1]) / 1024;
  }
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), db, peak: kb('VmHWM') };
}

async function stop(cli: Cli): Promise<void> {
  cli.child.kill('SIGTERM');
  await cli.exited;
}

/** Spawn to the first receipt answered. */
async function restart(args: string[], receipt: string | undefined): Promise<{ cli: Cli; ms: number }> {
  const start = performance.now();
  const cli = await startCli(args);
  const res = await fetch(`${cli.url}/${receipt ? `api/receipts/${receipt}` : 'healthz'}`);
  if (res.status !== 200) throw new Error(`first read answered ${res.status}`);
  await res.arrayBuffer();
  return { cli, ms: performance.now() - start };
}

/** Waits until every receipt reads verified (the first start attests the migrated chains). */
async function attested(url: string, receipts: string[]): Promise<void> {
  for (const receipt of receipts) {
    for (;;) {
      const res = await fetch(`${url}/api/receipts/${receipt}`);
      if (((await res.json()) as { verified?: boolean }).verified === true) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** RUNS runs from WRITERS writers on the stored sessions; runs per second. */
async function writeRuns(url: string): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < RUNS) {
        const n = next++;
        const res = await fetch(`${url}/api/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${LOAD_KEY}` },
          body: JSON.stringify({ input: INPUT, session_name: `bench-${n % SESSIONS}` }),
        });
        if (res.status !== 200) throw new Error(`run answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
    }),
  );
  return RUNS / ((performance.now() - start) / 1000);
}

async function readReceipts(url: string, receipts: string[]): Promise<number> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < READS) {
        const n = next++;
        const start = performance.now();
        const res = await fetch(`${url}/api/receipts/${receipts[n % receipts.length]}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`receipt answered ${res.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  return percentile(times.sort((a, b) => a - b), 0.99);
}

/** The floor: the same bytes appended to a file and fdatasync'ed, grouped per event-loop turn, from WRITERS writers. */
async function appendFloor(dir: string): Promise<number> {
  const fd = openSync(join(dir, 'floor.jsonl'), 'a');
  let queue: (() => void)[] = [];
  let lines: string[] = [];
  let scheduled = false;
  const append = (line: string) =>
    new Promise<void>((resolve) => {
      lines.push(line);
      queue.push(resolve);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        const [batch, done] = [lines, queue];
        [lines, queue] = [[], []];
        writeSync(fd, batch.join(''));
        fdatasyncSync(fd);
        for (const d of done) d();
      });
    });
  let next = 0;
  const record = JSON.stringify({ type: 'turn', record: { input: INPUT, output: OUTPUT }, entry: { x: 'a'.repeat(64), y: 'b'.repeat(64), xy: 'c'.repeat(64) } });
  const start = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, async () => {
    while (next++ < RUNS) await append(`${record}\n`);
  }));
  closeSync(fd);
  return RUNS / ((performance.now() - start) / 1000);
}

export default async function (): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const receipts = Array.from({ length: SESSIONS }, (_, s) => `rcpt_bench${s}`);
  const empty = await restart(['--memory'], undefined);
  const idle = memoryOf(empty.cli.child.pid!);
  await stop(empty.cli);
  for (const size of SIZES) {
    const dir = await mkdtemp(join(tmpdir(), `store-bench-${size}-`));
    try {
      await writeJournal(join(dir, 'journal.jsonl'), size);
      const args = ['--data', join(dir, 'data'), '--attest-delay', '50'];
      // First start: the migration (untimed), then the journal goes.
      const { execFileSync } = await import('node:child_process');
      execFileSync('mkdir', ['-p', join(dir, 'data')]);
      execFileSync('mv', [join(dir, 'journal.jsonl'), join(dir, 'data', 'journal.jsonl')]);
      // It also attests every chain (verifying each link once), as a service that ran all along would have.
      const first = await startCli(args);
      await attested(first.url, receipts);
      await stop(first);
      await rm(join(dir, 'data', 'journal.jsonl.migrated'));

      const { cli, ms } = await restart(args, receipts[0]);
      try {
        const runsPerS = await writeRuns(cli.url).catch((error: Error) => {
          throw new Error(`${error.message}; the service said:\n${cli.output().slice(-3000)}`);
        });
        const p99 = await readReceipts(cli.url, receipts);
        const mem = memoryOf(cli.child.pid!);
        const floor = await appendFloor(dir);
        const n = size.toLocaleString('en-US');
        rows.push(
          { name: `restart to the first receipt, ${n} runs stored`, ours: ms, peer: empty.ms, peerName: 'nothing stored', unit: 'ms', better: 'lower' },
          { name: `acknowledged runs/s, ${WRITERS} writers, ${n} runs stored`, ours: runsPerS, floor, floorName: 'fsynced append of the same bytes', unit: 'runs/s', better: 'higher' },
          { name: `receipt read p99, ${n} runs stored`, ours: p99, unit: 'ms', better: 'lower' },
          { name: `RSS after the runs and reads, ${n} runs stored`, ours: mem.rss, peer: idle.rss, peerName: 'nothing stored, idle', unit: 'MB', better: 'lower' },
          { name: `of it, the database's mapped pages, ${n} runs stored`, ours: mem.db, unit: 'MB', better: 'lower' },
          // The rest of RSS is LMDB's memory map: file pages read (a start reads no history, so: the pages the runs and reads touched), reclaimable page cache.
          { name: `RSS of its own (anonymous: heap, stacks), ${n} runs stored`, ours: mem.anon, unit: 'MB', better: 'lower' },
          { name: `peak RSS, ${n} runs stored`, ours: mem.peak, unit: 'MB', better: 'lower' },
        );
      } finally {
        await stop(cli);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
