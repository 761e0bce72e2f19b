/**
 * `npm run bench`: runs every `test/bench/*.bench.ts` and prints ONE table of
 * figures, each beside its peer from the same run, as a ratio. Benchmarks
 * never assert timings; they report them. Results also go to
 * test/bench/results/latest.json for the README.
 *
 * A bench module exports `default async function (): Promise<BenchRow[]>`.
 */
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './types.js';

const dir = new URL('.', import.meta.url);
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  process.stderr.write(`running ${file}...\n`);
  const mod = (await import(pathToFileURL(new URL(file, dir).pathname).href)) as { default: () => Promise<BenchRow[]> };
  rows.push(...(await mod.default()));
}

const fmt = (n: number | undefined) =>
  n === undefined ? '' : Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const lines = [
  `Machine: ${machine}`,
  '',
  '| figure | ours | peer | unit | ratio (ours / peer) | better when |',
  '|---|---:|---:|---|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${fmt(r.ours)} | ${r.peerName ? `${fmt(r.peer)} (${r.peerName})` : fmt(r.peer)} | ${r.unit} | ${
        r.peer ? `${(r.ours / r.peer).toFixed(2)}×` : ''
      } | ${r.better} |`,
  ),
];
console.log(lines.join('\n'));
mkdirSync(new URL('results/', dir), { recursive: true });
writeFileSync(new URL('results/latest.json', dir), JSON.stringify({ machine, date: new Date().toISOString(), rows }, null, 2));
writeFileSync(new URL('results/latest.md', dir), `${lines.join('\n')}\n`);
