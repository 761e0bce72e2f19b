/**
 * What the store bench measures on a running `reasoning-service`: its memory
 * as the kernel counts it, the restart, receipt reads, acknowledged runs, and
 * the floor (a plain fsynced append of the same bytes).
 */
import { closeSync, existsSync, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { startListening, type Listening } from '../helpers/run-process.js';

export const API_KEY = 'store-bench-key-0123456789';
/** The built bin, as installed (tsx would add its own memory to every figure). */
const CLI = new URL('../../packages/service/dist/cli.js', import.meta.url).pathname;

/**
 * A main thread's heap sizing on this machine, in place of the bin's bounds
 * (NODE_OPTIONS; V8's flags win over a worker's limits): 16 MB semi-spaces,
 * three of which make the 48 MB V8 adds to the old generation's limit.
 */
export const MAIN_THREAD_SIZING = `--max-semi-space-size=16 --max-old-space-size=${Math.round(getHeapStatistics().heap_size_limit / 2 ** 20) - 48}`;

export interface Memory {
  /** All of RSS, MB. */
  rss: number;
  /** Anonymous pages: the process's own memory (V8 heap, stacks, malloc). */
  anon: number;
  /** File pages mapped: the node binary and libraries, and LMDB's memory map (page cache). */
  file: number;
  /** Of `file`, the pages of the database's map. */
  db: number;
  /** Peak RSS since start (VmHWM). */
  peak: number;
}

/** The process's memory from /proc: smaps_rollup for RSS and its anonymous part, smaps for the database's share. */
export function memoryOf(pid: number): Memory {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const mb = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) / 1024;
  let db = 0;
  let inDb = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inDb = line.endsWith('/data.mdb');
    else if (inDb && line.startsWith('Rss:')) db += Number(/(\d+)/.exec(line)![1]) / 1024;
  }
  const rss = mb(rollup, 'Rss');
  const anon = mb(rollup, 'Anonymous');
  return { rss, anon, file: rss - anon, db, peak: mb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM') };
}

/** The built bin over `dataDir`; `nodeArgs` go to node before it (the cgroup's `--import`), `nodeOptions` into NODE_OPTIONS. */
export function startService(dataDir: string, nodeArgs: readonly string[] = [], nodeOptions = ''): Promise<Listening> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  return startListening([...nodeArgs, CLI, '--port', '0', '--data', dataDir], { env: { REASONING_API_KEYS: `${API_KEY}:asi`, NODE_OPTIONS: nodeOptions } });
}

export async function stop(cli: Listening): Promise<void> {
  cli.child.kill('SIGTERM');
  await cli.exited;
}

async function ok(url: string): Promise<void> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
}

/** Spawn until /healthz answers 200 and then a receipt read does (with nothing stored: /healthz alone). */
export async function restart(dataDir: string, receipt: string | undefined, nodeArgs: readonly string[] = [], nodeOptions = ''): Promise<{ cli: Listening; ms: number }> {
  const start = performance.now();
  const cli = await startService(dataDir, nodeArgs, nodeOptions);
  await ok(`${cli.url}/healthz`);
  if (receipt) await ok(`${cli.url}/api/receipts/${receipt}`);
  return { cli, ms: performance.now() - start };
}

/** `count` receipt reads of random receipts from 10 clients; their p99 in ms. */
export async function readReceipts(url: string, receipts: readonly string[], count: number): Promise<number> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next++ < count) {
        const id = receipts[Math.floor(Math.random() * receipts.length)]!;
        const start = performance.now();
        await ok(`${url}/api/receipts/${id}`);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
}

/** `count` runs from `writers` writers over the stored sessions (`${prefix}${n}`); runs per second. */
export async function writeRuns(url: string, o: { count: number; writers: number; sessions: number; prefix: string; input: string }): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: o.writers }, async () => {
      while (next++ < o.count) {
        const res = await fetch(`${url}/api/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
          body: JSON.stringify({ input: o.input, session_name: `${o.prefix}${Math.floor(Math.random() * o.sessions)}` }),
        });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`run answered ${res.status}: ${body}`);
      }
    }),
  );
  return o.count / ((performance.now() - start) / 1000);
}

/** The floor: `line` appended `count` times to a file and fdatasync'ed, grouped per event-loop turn, from `writers` writers. */
export async function appendFloor(dir: string, line: string, count: number, writers: number): Promise<number> {
  const fd = openSync(join(dir, 'floor.jsonl'), 'a');
  let queue: (() => void)[] = [];
  let lines: string[] = [];
  let scheduled = false;
  const append = () =>
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
  const start = performance.now();
  await Promise.all(Array.from({ length: writers }, async () => {
    while (next++ < count) await append();
  }));
  closeSync(fd);
  return count / ((performance.now() - start) / 1000);
}
