/**
 * `npm run bench [-- name… --runs N --baseline REF --profile DIR]`: runs every `test/bench/*.bench.ts` (or those whose
 * file name contains a name given; a whole file name, `page.bench.ts`, picks that one alone) and
 * prints ONE table of figures, each beside its peer from the same run, as a
 * ratio, with the physical floor where one is known. Benchmarks never assert
 * timings; they report them. Results also go to test/bench/results/ for the docs site (demo/reference/figures.html).
 *
 * A bench module exports `default async function (): Promise<BenchRow[]>` and
 * may export `settings`: every setting that differs from a default, printed
 * in its header. Timed figures are medians of `--runs N` runs (default 3) in
 * alternating order (measure.ts).
 */
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { benchRuns } from './measure.js';
import type { BenchModule, BenchRow } from './types.js';

const dir = new URL('.', import.meta.url);
const args = process.argv.slice(2);
// Every option takes a value (`--runs 5`, `--baseline DIR`): the other words name benches.
const only = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  // A whole file name picks that bench alone (`page.bench.ts`, not chains-page too); other words, every bench containing them.
  .filter((f) => !only.length || only.some((o) => (o.endsWith('.bench.ts') ? f === o : f.includes(o))))
  .sort();
const runs = benchRuns();

const fmt = (n: number | undefined) =>
  n === undefined ? '' : Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3);
/** Two decimals, or two significant digits for ratios below 0.01 (0.00033×, not 0.00×). */
const ratio = (x: number) => (x >= 0.01 ? x.toFixed(2) : x.toPrecision(2));
const named = (n: number | undefined, name: string | undefined) => (n === undefined ? '' : name ? `${fmt(n)} (${name})` : fmt(n));
/** Ours to the peer and, when there is one (and it is not zero), to the floor. */
const ratios = (r: BenchRow) =>
  [r.peer ? `${ratio(r.ours / r.peer)}×` : '', r.floor ? `${ratio(r.ours / r.floor)}× the floor` : ''].filter(Boolean).join(', ');
const row = (r: BenchRow) =>
  `| ${r.name} | ${fmt(r.ours)} | ${named(r.peer, r.peerName)} | ${named(r.floor, r.floorName)} | ${r.unit} | ${ratios(r)} | ${r.better} |`;

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const lines = [`Machine: ${machine}`, `Runs: median of ${runs} per variant, in alternating order, unless a bench's settings say otherwise.`];
const results: { bench: string; settings: readonly string[]; rows: BenchRow[]; table?: string[]; load: { start: number[]; end: number[] } }[] = [];
/** The machine is shared: the 1-, 5- and 15-minute load averages, printed beside each bench's figures. */
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
for (const file of files) {
  process.stderr.write(`running ${file}...\n`);
  const mod = (await import(pathToFileURL(new URL(file, dir).pathname).href)) as BenchModule;
  const start = load();
  const result = await mod.default();
  const { rows, table = [] } = Array.isArray(result) ? { rows: result } : result;
  const end = load();
  const settings = mod.settings ?? [];
  results.push({ bench: file, settings, rows, ...(table.length ? { table } : {}), load: { start, end } });
  lines.push(
    '',
    `${file}${settings.length ? ` (settings: ${settings.join('; ')})` : ''}`,
    '',
    `Load average (1, 5, 15 min) at start ${start.join(', ')}; at end ${end.join(', ')}.`,
    '',
    '| figure | ours | peer | floor | unit | ratio (ours / peer, ours / floor) | better when |',
    '|---|---:|---:|---:|---|---:|---|',
    ...rows.map(row),
    ...(table.length ? ['', ...table] : []),
  );
}

console.log(lines.join('\n'));
mkdirSync(new URL('results/', dir), { recursive: true });
writeFileSync(new URL('results/latest.json', dir), JSON.stringify({ machine, runs, date: new Date().toISOString(), results }, null, 2));
writeFileSync(new URL('results/latest.md', dir), `${lines.join('\n')}\n`);
