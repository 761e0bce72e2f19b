/**
 * Lighthouse 13 on the built demo's pages (`npm run build` first), in both form
 * factors: the performance score, total blocking time and cumulative layout shift, medians of `--runs N`.
 * Beside each page, its floor: the same page served the same way without its
 * scripts (its HTML and inline CSS alone: no element code can do better). With
 * `--baseline <git-ref>` (default: baseline.ts's), that commit's build (server,
 * CDN file and demo, built once and cached) is the peer, in alternating order.
 *
 *   npm run bench -- lighthouse --runs 3 [--baseline <git-ref>] [--form-factor mobile|desktop]
 *
 * Lighthouse's mobile profile simulates a 4× slower CPU from the trace it
 * records, so other work on the machine moves its blocking time: compare
 * within one run, and note the load.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { alternating, benchRuns, medianOf } from './measure.js';
import { baselineRef, buildOf } from './baseline.js';
import type { BenchRow } from './types.js';
import { CHROMIUM_PATH } from '../helpers/chromium.mjs';
import { startListening, type Listening } from '../helpers/run-process.js';

const PAGES = ['/', '/elements/chain-badge.html', '/elements/reasoning-receipt.html', '/elements/reasoning-console.html', '/theming.html'];
type FormFactor = 'mobile' | 'desktop';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const ref = baselineRef();
const FORM_FACTORS: FormFactor[] = option('--form-factor') === 'mobile' ? ['mobile'] : option('--form-factor') === 'desktop' ? ['desktop'] : ['mobile', 'desktop'];

export const settings = [
  'Lighthouse 13, performance category, default throttling (mobile: simulated slow 4G and 4× CPU; desktop preset)',
  'floor: the same page with its <script> and modulepreload tags removed, served by the same server',
  `peer: the build of ${ref} (--baseline <git-ref>)`,
  `load average at start ${loadavg()[0]!.toFixed(1)}`,
];

interface Score {
  score: number;
  blockingMs: number;
  layoutShift: number;
}

/**
 * Starts `reasoning-service` from a build on a free port (in memory): `dist` holds the service's CLI and the
 * demo, as packages/service/dist does (`cli.js`), or as the root's dist/ did before the server side moved
 * into packages of its own (`cli/reasoning-service.js`, the baseline's layout).
 */
function serve(dist: string): Promise<Listening> {
  // Every Lighthouse run is a new visitor from one address making the demo receipts: with the proxy's
  // rate limit on, the later runs would measure the demo's error state instead of its pages.
  const cli = [join(dist, 'cli.js'), join(dist, 'cli/reasoning-service.js')].find((file) => existsSync(file)) ?? '';
  if (!cli || !existsSync(join(dist, 'demo/index.html'))) throw new Error(`${dist} has no built demo: run \`npm run build\``);
  return startListening([cli, '--port', '0', '--memory'], { env: { REASONING_API_KEYS: '', REASONING_BASE_URL: '', REASONING_API_KEY: '', REASONING_PROXY_RATE_LIMIT: 'off' } });
}

/**
 * A copy of `dist` whose demo pages have no scripts, under node_modules/.cache
 * (so the copied server still finds its dependencies).
 */
function scriptlessCopy(dist: string): string {
  const copy = resolve('node_modules/.cache/lighthouse-floor/dist');
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, copy, { recursive: true });
  for (const entry of readdirSync(join(copy, 'demo'), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const file = join(copy, 'demo', entry);
    const html = readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(file, html);
  }
  return copy;
}

/**
 * A baseline build from before the server side had packages of its own: its CLI finds the demo in the
 * dist/ of the nearest package.json named reasoning-elements, so the build is copied into such a package
 * (under node_modules/.cache, where its dependencies still resolve).
 */
function asPackage(dist: string): string {
  const root = resolve('node_modules/.cache/lighthouse-baseline');
  rmSync(root, { recursive: true, force: true });
  cpSync(dist, join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'reasoning-elements', private: true, type: 'module' }));
  return join(root, 'dist');
}

async function lighthouse(url: string, formFactor: FormFactor): Promise<Score> {
  const output = join(tmpdir(), `lighthouse-bench-${process.pid}.json`);
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
  const args = [
    '-y', 'lighthouse@13', url, ...(formFactor === 'desktop' ? ['--preset=desktop'] : []), '--only-categories=performance',
    `--chrome-flags=${flags.join(' ')}`, '--output=json', `--output-path=${output}`, '--quiet',
  ];
  const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    blockingMs: report.audits['total-blocking-time']!.numericValue,
    layoutShift: report.audits['cumulative-layout-shift']!.numericValue,
  };
}

export default async function bench(): Promise<BenchRow[]> {
  const servers = [await serve(resolve('packages/service/dist')), await serve(scriptlessCopy(resolve('packages/service/dist')))];
  servers.push(await serve(asPackage(buildOf(ref, ['node', 'cdn', 'demo'], 'demo/index.html').dir)));
  const [ours, floor, peer] = servers.map((s) => s.url) as [string, string, string];
  const rows: BenchRow[] = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const path of PAGES) {
        const samples = await alternating(
          {
            ours: () => lighthouse(ours + path, formFactor),
            floor: () => lighthouse(floor + path, formFactor),
            peer: () => lighthouse(peer + path, formFactor),
          },
          { runs: benchRuns() },
        );
        const figure = (name: string, field: (s: Score) => number, unit: string, better: 'higher' | 'lower'): BenchRow => ({
          name: `${path} ${formFactor}: ${name}`,
          ours: medianOf(samples.ours, field),
          peer: medianOf(samples.peer, field),
          peerName: `build of ${ref}`,
          floor: medianOf(samples.floor, field),
          floorName: 'no scripts',
          unit,
          better,
        });
        rows.push(
          figure('performance score', (s) => s.score, 'score', 'higher'),
          figure('total blocking time', (s) => s.blockingMs, 'ms', 'lower'),
          figure('cumulative layout shift', (s) => s.layoutShift, 'CLS', 'lower'),
        );
      }
    }
  } finally {
    for (const { child } of servers) child.kill('SIGTERM');
  }
  return rows;
}
