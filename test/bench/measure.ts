/**
 * Like-for-like timing for the benches: every variant runs the same number of
 * times, in alternating order (A B, then B A, …), and reports its median, so
 * load from elsewhere on the machine falls on both sides alike; and the CPU a
 * process or thread has used, as Linux counts it.
 */
import { readFileSync } from 'node:fs';

/** Runs per variant: `npm run bench -- --runs N` (default 3), shared by every bench. */
export function benchRuns(): number {
  const at = process.argv.indexOf('--runs');
  const n = at >= 0 ? Number(process.argv[at + 1]) : Number(process.env.BENCH_RUNS ?? 3);
  return Number.isInteger(n) && n >= 1 ? n : 3;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs each variant `runs` times, forwards on even rounds and backwards on odd
 * ones, and returns every variant's samples. A variant returns one figure per
 * run, or several (e.g. throughput and p99) as an object. `beforeRound` sets
 * up what every variant of a round works on.
 */
export async function alternating<K extends string, T>(
  variants: Record<K, () => Promise<T>>,
  options: { runs?: number; beforeRound?: (round: number) => Promise<void> } = {},
): Promise<Record<K, T[]>> {
  const names = Object.keys(variants) as K[];
  const samples = Object.fromEntries(names.map((n) => [n, [] as T[]])) as Record<K, T[]>;
  const runs = options.runs ?? benchRuns();
  for (let round = 0; round < runs; round++) {
    await options.beforeRound?.(round);
    for (const name of round % 2 ? [...names].reverse() : names) samples[name].push(await variants[name]());
  }
  return samples;
}

/** The median of one field across a variant's samples. */
export function medianOf<T>(samples: readonly T[], field: (sample: T) => number): number {
  return median(samples.map(field));
}

/**
 * A process's or a thread's name and the CPU it has used so far, in ms, from its /proc stat file
 * (`/proc/PID/stat` or `/proc/PID/task/TID/stat`): utime + stime, in ticks of 10 ms. Throws where there is none.
 */
export function procCpu(statFile: string): { name: string; ms: number } {
  const stat = readFileSync(statFile, 'utf8');
  // The name is in parentheses and may hold any character, ") " too: the fields start after the last ")".
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, close), ms: (Number(fields[11]) + Number(fields[12])) * 10 };
}
