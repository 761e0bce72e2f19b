/**
 * reasoning-verify on long chains, as a user runs it (the built bin, a fresh process per run): files of
 * 100,000 and 1,000,000 links in both formats (xy-sha256-v1 as this service answers it; xycore as pruv
 * exports it, an Ed25519 signature per entry), written by long-chains.ts. Beside each, the floor in its
 * own process on the same file (chains-floor.mjs): a plain read of the file and the same SHA-256 work
 * with node:crypto, plus, for xycore, the same number of Ed25519 verifies. Peak RSS and CPU time come
 * from each process's own resourceUsage() (rusage.cjs). Goals: 1,000,000 xy-sha256-v1 links at
 * >= 100,000 links/s in <= 150 MB.
 *   npm run bench -- chains        (CHAINS_BENCH_DIR=DIR keeps the generated files there for later runs)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternating, benchRuns, median } from './measure.js';
import { writeXySha256Chain, writeXycoreChain, XYCORE_PUBLIC_KEY } from './long-chains.js';
import type { BenchRow } from './types.js';

const BIN = fileURLToPath(new URL('../../packages/verify/bin/reasoning-verify.js', import.meta.url));
const FLOOR = fileURLToPath(new URL('./chains-floor.mjs', import.meta.url));
const RUSAGE = fileURLToPath(new URL('./rusage.cjs', import.meta.url));
const SIZES = [100_000, 1_000_000];
const FORMATS = ['xy-sha256-v1', 'xycore'] as const;

export const settings = [
  `100,000 links: median of ${benchRuns()} runs each, alternating; 1,000,000 links: one run each`,
  'xycore chains signed with one Ed25519 key, checked with --trusted-key',
  'CPU = user + system time of the process (both cores may work: Ed25519 runs on libuv threads)',
];

interface Measured {
  seconds: number;
  cpu: number;
  rssMb: number;
}

/** Runs `node ...argv` with rusage.cjs preloaded: wall time, CPU time and peak RSS, and fails on a bad exit. */
function measure(argv: string[], expect: RegExp, work: string): Promise<Measured> {
  const usage = join(work, `rusage-${process.hrtime.bigint()}.json`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', RUSAGE, ...argv], { env: { ...process.env, RUSAGE_OUT: usage }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0 || !expect.test(out)) return reject(new Error(`${argv.join(' ')} exited ${code}: ${out.slice(0, 500)}`));
      const r = JSON.parse(readFileSync(usage, 'utf8')) as { maxRSS: number; userCPUTime: number; systemCPUTime: number };
      rmSync(usage, { force: true });
      resolve({ seconds, cpu: (r.userCPUTime + r.systemCPUTime) / 1e6, rssMb: r.maxRSS / 1000 });
    });
  });
}

async function chainFile(dir: string, format: (typeof FORMATS)[number], links: number): Promise<string> {
  const path = join(dir, `${format}-${links}.json`);
  if (existsSync(path) && statSync(path).size > 0) return path;
  process.stderr.write(`  writing ${path}...\n`);
  if (format === 'xycore') await writeXycoreChain(`${path}.part`, links);
  else await writeXySha256Chain(`${path}.part`, links);
  renameSync(`${path}.part`, path);
  return path;
}

export default async function chainsBench(): Promise<BenchRow[]> {
  const kept = process.env.CHAINS_BENCH_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'reasoning-chains-bench-'));
  mkdirSync(dir, { recursive: true });
  const rows: BenchRow[] = [];
  try {
    for (const format of FORMATS) {
      for (const links of SIZES) {
        const file = await chainFile(dir, format, links);
        const keyArgs = format === 'xycore' ? ['--trusted-key', XYCORE_PUBLIC_KEY] : [];
        const verified = new RegExp(`^VERIFIED ${format} chain \\S+ from .*: ${links} links`);
        process.stderr.write(`  ${format}, ${links} links...\n`);
        const samples = await alternating(
          {
            ours: () => measure([BIN, ...keyArgs, file], verified, dir),
            floor: () => measure([FLOOR, format, file, String(links)], /^\d+ /, dir),
          },
          { runs: links >= 1_000_000 ? 1 : benchRuns() },
        );
        const of = (side: 'ours' | 'floor', field: keyof Measured) => median(samples[side].map((s) => s[field]));
        const label = `${links.toLocaleString('en-US')} ${format} links${format === 'xycore' ? ' (signed)' : ''}`;
        const floorName = format === 'xycore' ? 'read + SHA-256 + Ed25519 verify' : 'read + SHA-256';
        const goal = format === 'xy-sha256-v1' && links === 1_000_000;
        rows.push(
          { name: `reasoning-verify FILE, ${label}: links checked per second${goal ? ' (goal >= 100,000)' : ''}`, ours: links / of('ours', 'seconds'), floor: links / of('floor', 'seconds'), floorName, unit: 'links/s', better: 'higher' },
          { name: `  the same, per CPU-second (load on the machine counts less)`, ours: links / of('ours', 'cpu'), floor: links / of('floor', 'cpu'), floorName, unit: 'links/CPU-s', better: 'higher' },
          { name: `  the same, peak RSS${goal ? ' (goal <= 150)' : ''}`, ours: of('ours', 'rssMb'), floor: of('floor', 'rssMb'), floorName, unit: 'MB', better: 'lower' },
        );
      }
    }
    return rows;
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}
