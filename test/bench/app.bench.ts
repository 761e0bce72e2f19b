/**
 * What an app adds: the same page, with the three elements and without them, built for production by Vite
 * (vanilla), Next.js App Router (`next build`, Turbopack) and Angular (`ng build`), plus the badges-only page
 * under Vite. `npm run bench -- app [--frameworks vite,next,angular]` (all three by default; run `npm run build`
 * first: `reasoning-elements` is installed from its `npm pack` tarball, the frameworks from the registry at the
 * versions examples/ uses, builds and installs on Node 22).
 *
 * Like for like: the same three tags with the same attributes
 * (`<reasoning-receipt receipt-id="rcpt_1" verify>`, `<chain-badge receipt-id="rcpt_1">`,
 * `<reasoning-console proxy-url="/proxy">`), registered as each framework's guide does (Vite and Angular import
 * `reasoning-elements/define` in the entry; Next a client component imports it after hydration), each
 * framework's default production settings; the baseline is the same app minus the import and the tags.
 *
 * Measured the same way for all: the built app served on 127.0.0.1 (a static server; `next start` for Next),
 * opened in Chromium until the tags are defined and the network is idle; every JavaScript file the page fetched
 * from its origin (for Next: the route's chunks and the one loaded after hydration) is gzipped here at level 9,
 * and the sizes summed (1 kB = 1000 bytes). `verify` fetches the chain checker at once, so it is counted; no
 * service answers and the page is in English, so nothing loaded only later (another language's words) is. What a
 * framework adds is "with" less "without"; its peer is what a page showing the same tags (with `verify`)
 * fetches from the CDN file.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { BUDGETS, CDN_FILE, KB, gzipBytes, pageFiles } from '../../scripts/bundle-size.js';
import { launchChromium } from '../helpers/browser.js';
import { packAll, ROOT, tarballDependencies } from '../helpers/packages.js';
import { tempDir } from '../helpers/temp.js';
import { FRAMEWORKS, build, install, nodePath, type Framework } from './app/frameworks.js';
import { pageScript } from './app/measure-page.js';
import { TAG_NAMES, type Variant } from './app/pages.js';
import type { BenchResult, BenchRow } from './types.js';

const flag = process.argv.indexOf('--frameworks');
const chosen = flag < 0 ? Object.keys(FRAMEWORKS) : (process.argv[flag + 1] ?? '').split(',').map((f) => f.trim()).filter(Boolean);
const unknown = chosen.filter((f) => !(f in FRAMEWORKS));
if (unknown.length || !chosen.length) throw new Error(`--frameworks takes a comma-separated list of ${Object.keys(FRAMEWORKS).join(', ')}; got "${process.argv[flag + 1] ?? ''}"`);

export const settings = [
  `frameworks: ${chosen.map((f) => FRAMEWORKS[f]!.label).join(', ')}; production builds with their default options, on Node 22`,
  'JS the page fetched in Chromium, each file gzip -9; sizes are exact, one build each',
];

/** What a CDN page fetches in all, as the build's size check counts it (`page-all`, `page-badge`): the same figures as the docs'. */
function cdnPage(id: string): number {
  const page = BUDGETS.find((b) => b.id === id)?.page;
  if (!page) throw new Error(`the size check counts no CDN page "${id}"`);
  return pageFiles(join(ROOT, CDN_FILE), page).reduce((sum, f) => sum + gzipBytes(f) / KB, 0);
}

/** Builds and measures every variant of one framework: kB of JS per variant. */
async function measure(framework: Framework, deps: Record<string, string>, env: NodeJS.ProcessEnv, browser: Browser) {
  process.stderr.write(`  ${framework.label}: installing\n`);
  const app = install(framework, deps, env);
  const kB = {} as Record<Variant, number>;
  for (const variant of framework.variants) {
    process.stderr.write(`  ${framework.label}: building the page ${variant === 'without' ? 'without the elements' : `with ${variant}`}\n`);
    build(framework, app, variant, env);
    const served = await framework.serve(app, env);
    try {
      const loaded = await pageScript(browser, `${served.origin}/`, TAG_NAMES[variant]);
      process.stderr.write(`    ${loaded.kB.toFixed(1)} kB in ${loaded.files.length} files: ${loaded.files.join(' ')}\n`);
      kB[variant] = loaded.kB;
    } finally {
      await served.close();
    }
  }
  return kB;
}

const one = (n: number) => n.toFixed(1);

export default async function appBench(): Promise<BenchResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: nodePath('22'),
    NEXT_TELEMETRY_DISABLED: '1',
    NG_CLI_ANALYTICS: 'false',
    CI: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    npm_config_update_notifier: 'false',
  };
  const deps = tarballDependencies(packAll(tempDir('app-bench-packs-')), ['reasoning-elements']);
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  const table = ['| framework | JS gzip without the elements | with all three | what the elements add |', '|---|---:|---:|---:|'];
  // The page's receipt has `verify`, which fetches the chain checker at once: so does the CDN page's.
  const all = cdnPage('page-all');
  try {
    for (const name of chosen) {
      const framework = FRAMEWORKS[name]!;
      const kB = await measure(framework, deps, env, browser);
      const added = kB['all three'] - kB.without;
      table.push(`| ${framework.label} | ${one(kB.without)} kB | ${one(kB['all three'])} kB | +${one(added)} kB |`);
      rows.push({ name: `${framework.label}: JS the three elements add to the page`, ours: added, peer: all, peerName: 'the CDN file, all three', unit: 'kB', better: 'lower' });
      if (kB['badges only'] !== undefined) {
        const badges = kB['badges only'] - kB.without;
        table.push(`| ${framework.label}, \`<chain-badge>\` only | ${one(kB.without)} kB | ${one(kB['badges only'])} kB | +${one(badges)} kB |`);
        rows.push({ name: `${framework.label}: JS <chain-badge> alone adds`, ours: badges, peer: cdnPage('page-badge'), peerName: 'the CDN file, badges only', unit: 'kB', better: 'lower' });
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, table };
}
