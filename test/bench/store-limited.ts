/**
 * The store bench's `--memory-limit`: the same reads and runs as without a
 * limit, by a service started inside a memory cgroup, from a cold page cache
 * for its data file (as after a reboot or a deploy on another host).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cgroupStats, createCgroup, dropFromCache, joinArgs, removeCgroup, type CgroupStats } from './store-cgroup.js';
import { memoryOf, readReceipts, restart, stop, writeRuns, type Memory } from './store-measure.js';

export interface Limited {
  started: Memory;
  read?: Memory;
  ran?: Memory;
  p99?: number;
  runsPerS?: number;
  stats: CgroupStats;
  /** Whether the kernel killed the service (it must not). */
  killed: boolean;
  /** What failed, when reads or runs did. */
  error?: string;
}

export async function runLimited(
  dataDir: string,
  receipts: readonly string[],
  bytes: number,
  o: { reads: number; runs: number; writers: number; sessions: number; prefix: string; input: string },
): Promise<Limited> {
  const maps = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('data.mdb'));
  if (!maps.length) throw new Error(`no data.mdb under ${dataDir}`);
  for (const f of maps) dropFromCache(join(dataDir, f));
  const cg = createCgroup(`store-bench-${process.pid}`, bytes);
  try {
    const { cli } = await restart(dataDir, receipts[Math.floor(Math.random() * receipts.length)], joinArgs(cg));
    const pid = cli.child.pid!;
    const started = memoryOf(pid);
    const out: Partial<Limited> = {};
    try {
      out.p99 = await readReceipts(cli.url, receipts, o.reads);
      out.read = memoryOf(pid);
      out.runsPerS = await writeRuns(cli.url, { count: o.runs, writers: o.writers, sessions: o.sessions, prefix: o.prefix, input: o.input });
      out.ran = memoryOf(pid);
    } catch (error) {
      out.error = `${(error as Error).message}\n${cli.output().slice(-2000)}`;
    }
    const alive = cli.child.exitCode === null && cli.child.signalCode === null;
    const stats = cgroupStats(cg);
    await stop(cli);
    return { ...out, started, stats, killed: !alive || stats.oomKills > 0 };
  } finally {
    removeCgroup(cg);
  }
}
