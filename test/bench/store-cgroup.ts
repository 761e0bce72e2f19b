/**
 * A memory cgroup for the store bench's `--memory-limit`: the service runs
 * inside it with a hard limit, as under `docker run --memory` or systemd's
 * MemoryMax. cgroup v1 (/sys/fs/cgroup/memory) or v2 (memory.max); the bench
 * needs one it may write (root, or a delegated subtree).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const V1 = '/sys/fs/cgroup/memory';
const V2 = '/sys/fs/cgroup';

export interface Cgroup {
  version: 1 | 2;
  dir: string;
  /** Write a pid here to move that process in. */
  procs: string;
}

export interface CgroupStats {
  /** The most the cgroup was charged (anonymous and page cache), MB; NaN where the kernel does not say. */
  maxUsage: number;
  /** Times the limit was hit (v1 memory.failcnt, v2 memory.events `max`). */
  hits: number;
  /** Processes the kernel's OOM killer killed in it. */
  oomKills: number;
}

/** `150M`, `1G`, `157286400` → bytes. */
export function parseSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([KMG]?)i?B?$/i.exec(text.trim());
  if (!m) throw new Error(`--memory-limit: expected a size like 150M or 1G, got "${text}"`);
  const scale = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2]!.toUpperCase() as '' | 'K' | 'M' | 'G'];
  return Math.round(Number(m[1]) * scale);
}

function tryCreate(version: 1 | 2, parent: string, name: string, limitFile: string, bytes: number): Cgroup | string {
  const dir = join(parent, name);
  try {
    if (version === 2) {
      if (!readFileSync(join(parent, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('memory')) return `${parent}: no memory controller`;
      if (!readFileSync(join(parent, 'cgroup.subtree_control'), 'utf8').includes('memory')) writeFileSync(join(parent, 'cgroup.subtree_control'), '+memory');
    }
    mkdirSync(dir);
    writeFileSync(join(dir, limitFile), String(bytes));
    return { version, dir, procs: join(dir, 'cgroup.procs') };
  } catch (error) {
    if (existsSync(dir)) rmdirSync(dir);
    return `${dir}: ${(error as Error).message}`;
  }
}

/** A child memory cgroup limited to `bytes`; throws saying why when neither v1 nor v2 is writable here. */
export function createCgroup(name: string, bytes: number): Cgroup {
  const reasons: string[] = [];
  if (existsSync(join(V1, 'memory.limit_in_bytes'))) {
    const made = tryCreate(1, V1, name, 'memory.limit_in_bytes', bytes);
    if (typeof made !== 'string') return made;
    reasons.push(`cgroup v1: ${made}`);
  }
  if (existsSync(join(V2, 'cgroup.controllers'))) {
    const made = tryCreate(2, V2, name, 'memory.max', bytes);
    if (typeof made !== 'string') return made;
    reasons.push(`cgroup v2: ${made}`);
  }
  if (!reasons.length) reasons.push(`neither ${V1}/memory.limit_in_bytes (v1) nor ${V2}/cgroup.controllers (v2) exists`);
  throw new Error(`--memory-limit needs a memory cgroup this process may create (run as root or in a delegated cgroup):\n  ${reasons.join('\n  ')}`);
}

const field = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
const read = (cg: Cgroup, file: string) => (existsSync(join(cg.dir, file)) ? readFileSync(join(cg.dir, file), 'utf8') : '');

export function cgroupStats(cg: Cgroup): CgroupStats {
  if (cg.version === 1) {
    return {
      maxUsage: Number(read(cg, 'memory.max_usage_in_bytes')) / 1024 ** 2,
      hits: Number(read(cg, 'memory.failcnt')),
      oomKills: field(read(cg, 'memory.oom_control'), 'oom_kill'),
    };
  }
  const events = read(cg, 'memory.events');
  const peak = read(cg, 'memory.peak');
  return { maxUsage: peak ? Number(peak) / 1024 ** 2 : NaN, hits: field(events, 'max'), oomKills: field(events, 'oom_kill') };
}

/** Removes the cgroup once its processes have exited. */
export function removeCgroup(cg: Cgroup): void {
  if (existsSync(cg.dir)) rmdirSync(cg.dir);
}

/**
 * Node's `--import` of a one-line module that moves the process into `cg`
 * before the service's own code loads, so all it maps and allocates from then
 * on is charged there.
 */
export function joinArgs(cg: Cgroup): string[] {
  return ['--import', `data:text/javascript,import{writeFileSync}from"node:fs";writeFileSync(${JSON.stringify(cg.procs)},String(process.pid))`];
}

/**
 * Drops `file`'s clean pages from the page cache (GNU dd's documented
 * `iflag=nocache count=0`): a page cached by the bench's own filling is
 * charged to the bench's cgroup, not to the service's.
 */
export function dropFromCache(file: string): void {
  execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
}
