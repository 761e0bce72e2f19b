/**
 * Measures the example docs sites with Lighthouse (desktop preset), as the
 * table on the docs site reports them (demo/guides/frameworks.html): each site is installed from the packed
 * tarball, built against a verified receipt and served exactly as its test
 * does, then Lighthouse 13 loads it in Debian's Chromium.
 *
 *   node --import tsx test/examples/lighthouse.ts [site…]
 *
 * With KEEP_SERVING=1 it only builds and serves, prints the URLs and waits for
 * Ctrl-C (to run Lighthouse or a browser by hand).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packTarball } from './helpers.js';
import { buildSite, type BuiltSite } from './site.js';
import { CHROMIUM_PATH, chromiumTmpDir } from '../helpers/chromium.mjs';
import { tempDir } from '../helpers/temp.js';

const OUT: Record<string, string> = { static: 'dist', vitepress: 'dist', astro: 'dist', eleventy: 'dist' };
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(OUT);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

/** Runs Lighthouse as a child process (asynchronously: this process serves the pages it loads). */
async function lighthouse(url: string, name: string): Promise<Report> {
  const output = join(tempDir('lighthouse-'), `${name}.json`);
  const args = [
    '-y', 'lighthouse@13', url, '--preset=desktop', '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--output=json', `--output-path=${output}`, '--quiet',
  ];
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: chromiumTmpDir() } });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

const tarball = packTarball();
const rows: string[] = [];
const sites: BuiltSite[] = [];
try {
  for (const name of names) {
    const built = await buildSite(name, OUT[name] ?? 'dist', tarball);
    sites.push(built);
    const url = `${built.site.origin}/`;
    if (process.env.KEEP_SERVING) {
      console.log(`${name}: ${url} (service ${built.service.origin}, receipt ${built.receiptId})`);
      continue;
    }
    const report = await lighthouse(url, name);
    const score = (c: string) => Math.round(report.categories[c]!.score * 100);
    const cls = report.audits['cumulative-layout-shift']!.numericValue!;
    rows.push(`| ${name} | ${score('performance')} | ${score('accessibility')} | ${cls.toFixed(3)} |`);
    await built.close();
    sites.pop();
  }
  if (process.env.KEEP_SERVING) {
    console.log('Serving; Ctrl-C to stop.');
    await new Promise((resolve) => process.once('SIGINT', resolve));
  } else {
    console.log(['| Site | Performance | Accessibility | CLS |', '| --- | --- | --- | --- |', ...rows].join('\n'));
  }
} finally {
  for (const built of sites) await built.close();
}
