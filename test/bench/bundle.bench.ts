/**
 * Bundle sizes, minified + gzip (level 9), 1 kB = 1000 bytes, bundled the way
 * scripts/bundle-size.ts bundles them (Vite library mode, minified):
 *   - the CDN file up front (entry + static imports: all three elements + lit) and `<chain-badge>` alone + lit,
 *     each beside the physical floor: lit alone (a one-line LitElement), what
 *     any Lit element pays;
 *   - the badge renderer alone (text in, SVG string out) beside its real
 *     peer, shields.io's badge-maker, bundled the same way for the same call.
 * Sizes are deterministic: one build each, no runs to take a median of.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, bundleAlone, gzipBytes, upFront } from '../../scripts/bundle-size.js';
import type { BenchRow } from './types.js';

export const settings = ['sizes are exact, one build each', 'badge-maker with its defaults (style "flat")'];

const CDN = 'dist/reasoning-elements.js';
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
    // What a page loads up front: the entry and its static imports (chunks loaded on demand are not counted).
    const cdn = upFront(CDN).reduce((sum, file) => sum + gz(file), 0);
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
      `  CDN ${cdn.toFixed(2)} kB, <chain-badge> ${badge.toFixed(2)} kB, lit alone ${lit.toFixed(2)} kB, renderBadge ${ours.toFixed(2)} kB, badge-maker ${shields.toFixed(2)} kB (min+gzip)\n`,
    );
    return [
      { name: 'CDN file up front (3 elements + lit), min+gzip', ours: cdn, floor: lit, floorName: 'lit alone', unit: 'kB', better: 'lower' },
      { name: '<chain-badge> alone + lit, min+gzip', ours: badge, floor: lit, floorName: 'lit alone', unit: 'kB', better: 'lower' },
      { name: 'badge renderer alone (label, message -> SVG), min+gzip', ours, peer: shields, peerName: 'badge-maker 6', unit: 'kB', better: 'lower' },
    ];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
