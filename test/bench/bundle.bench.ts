/**
 * Bundle sizes, minified + gzip (level 9), 1 kB = 1000 bytes, the way
 * scripts/check-size.mjs counts them: the CDN file (all three elements + lit)
 * and `<chain-badge>` alone + lit, each against its budget (scripts/bundle-size.ts)
 * and against lit alone (a one-line LitElement bundled the same way: the
 * floor any Lit element pays).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUDGETS, KB, bundleAlone, gzipBytes } from '../../scripts/bundle-size.js';
import type { BenchRow } from './types.js';

const CDN = 'dist/reasoning-elements.js';
const gz = (file: string) => gzipBytes(file) / KB;
const budgetOf = (name: string) => BUDGETS.find((b) => b.name.startsWith(name))!.budget / KB;

export default async function bundleBench(): Promise<BenchRow[]> {
  if (!existsSync(CDN)) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('bundle bench: npm run build failed');
  }
  const tmp = mkdtempSync(join(tmpdir(), 'reasoning-bundle-bench-'));
  try {
    const cdn = gz(CDN);
    const badge = gz(await bundleAlone(resolve('src/elements/chain-badge/define.ts'), join(tmp, 'badge')));
    const litEntry = join(tmp, 'lit-alone.js');
    writeFileSync(
      litEntry,
      `import { LitElement, html } from '${resolve('node_modules/lit/index.js')}';\ncustomElements.define('lit-alone', class extends LitElement { render() { return html\`<p>lit</p>\`; } });\n`,
    );
    const lit = gz(await bundleAlone(litEntry, join(tmp, 'lit')));
    process.stderr.write(`  CDN ${cdn.toFixed(2)} kB, <chain-badge> ${badge.toFixed(2)} kB, lit alone ${lit.toFixed(2)} kB (min+gzip)\n`);
    return [
      { name: 'CDN file (3 elements + lit), min+gzip', ours: cdn, peer: budgetOf('CDN file'), peerName: 'budget', unit: 'kB', better: 'lower' },
      { name: '<chain-badge> alone + lit, min+gzip', ours: badge, peer: budgetOf('<chain-badge>'), peerName: 'budget', unit: 'kB', better: 'lower' },
      { name: 'CDN file vs lit alone', ours: cdn, peer: lit, peerName: 'lit alone', unit: 'kB', better: 'lower' },
      { name: '<chain-badge> alone vs lit alone', ours: badge, peer: lit, peerName: 'lit alone', unit: 'kB', better: 'lower' },
    ];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
