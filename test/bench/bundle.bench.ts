/**
 * Bundle sizes, minified + gzip (level 9), 1 kB = 1000 bytes, bundled the way
 * scripts/bundle-size.ts bundles them (Vite library mode, minified):
 *   - the CDN file up front (the loader) and, for pages showing badges only, a
 *     receipt only, a console only and all three, what the page fetches in all
 *     from the CDN file (scripts/bundle-size.ts `pageFiles`), and `<chain-badge>`
 *     alone (written without Lit), each beside a reference: lit alone (a one-line
 *     LitElement), what any Lit element pays;
 *   - the badge renderer alone (text in, SVG string out) beside its real
 *     peer, shields.io's badge-maker, bundled the same way for the same call.
 * Sizes are deterministic: one build each, no runs to take a median of.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, CDN_FILE as CDN, KB, bundleAlone, gzipBytes, pageFiles, upFront } from '../../scripts/bundle-size.js';
import type { BenchRow } from './types.js';

export const settings = ['sizes are exact, one build each', 'badge-maker with its defaults (style "flat")'];

const gz = (file: string) => gzipBytes(file) / KB;

export default async function bundleBench(): Promise<BenchRow[]> {
  if (!existsSync(CDN)) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('bundle bench: npm run build failed');
  }
  const tmp = mkdtempSync(join(tmpdir(), 'reasoning-bundle-bench-'));
  const entry = (name: string, source: string) => {
    const file = join(tmp, `${name}.js`);
    writeFileSync(file, source);
    return file;
  };
  try {
    // Up front: the loader and its static imports. Per page: all the page fetches from the CDN file.
    const total = (files: string[]) => files.reduce((sum, file) => sum + gz(file), 0);
    const cdn = total(upFront(CDN));
    // The design it replaced, for the up-front row: one file that defines all three at once (src/define.ts bundled).
    const eager = total(upFront(await bundleAlone(resolve('src/define.ts'), join(tmp, 'eager'))));
    // The pages the build's budgets count, as they count them (the chain checker with the reader of chain pages).
    const pages = BUDGETS.flatMap(({ name, page }) => (page ? [{ name: name.replace(/^CDN page: /, ''), kB: total(pageFiles(CDN, page)) }] : []));
    const badge = gz(await bundleAlone(resolve('src/elements/chain-badge/define.ts'), join(tmp, 'badge')));
    const litEntry = entry(
      'lit-alone',
      `import { LitElement, html } from '${resolve('node_modules/lit/index.js')}';\ncustomElements.define('lit-alone', class extends LitElement { render() { return html\`<p>lit</p>\`; } });\n`,
    );
    const lit = gz(await bundleAlone(litEntry, join(tmp, 'lit')));
    // The same call on both sides: label and message in, an SVG string out.
    const ours = gz(
      await bundleAlone(
        entry('ours-render', `import { renderBadge } from '${resolve('src/badge/render.ts')}';\nexport const badge = (label, message) => renderBadge({ label, message, color: '#2e7d32' });\n`),
        join(tmp, 'ours-render'),
      ),
    );
    const shields = gz(
      await bundleAlone(
        entry('badge-maker', `import { makeBadge } from '${fileURLToPath(import.meta.resolve('badge-maker'))}';\nexport const badge = (label, message) => makeBadge({ label, message, color: '#2e7d32' });\n`),
        join(tmp, 'badge-maker'),
      ),
    );
    process.stderr.write(
      `  CDN up front ${cdn.toFixed(2)} kB (all three defined at once ${eager.toFixed(2)} kB); pages: ${pages.map((p) => `${p.name} ${p.kB.toFixed(2)} kB`).join(', ')}; <chain-badge> ${badge.toFixed(2)} kB, lit alone ${lit.toFixed(2)} kB, renderBadge ${ours.toFixed(2)} kB, badge-maker ${shields.toFixed(2)} kB (min+gzip)\n`,
    );
    return [
      { name: 'CDN file up front (the loader), min+gzip', ours: cdn, peer: eager, peerName: 'one file defining all three', unit: 'kB', better: 'lower' },
      ...pages.map((page): BenchRow => ({ name: `CDN page, ${page.name}: all fetched, min+gzip`, ours: page.kB, floor: lit, floorName: 'lit alone', unit: 'kB', better: 'lower' })),
      { name: '<chain-badge> alone (it uses no Lit), min+gzip', ours: badge, floor: lit, floorName: 'lit alone', unit: 'kB', better: 'lower' },
      { name: 'badge renderer alone (label, message -> SVG), min+gzip', ours, peer: shields, peerName: 'badge-maker 6', unit: 'kB', better: 'lower' },
    ];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
