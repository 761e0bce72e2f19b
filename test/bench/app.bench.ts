/**
 * What an app adds: the same page, with all three elements and with badges only, built by Vite from
 * `reasoning-elements` as an app imports it (`reasoning-elements/define`, `reasoning-elements/chain-badge`):
 * the script each built page loads up front (its entry and the chunks that imports statically, min+gzip
 * level 9, 1 kB = 1000 bytes) less that of the same app without the elements, beside what a page showing the
 * same elements fetches from the CDN file. Chunks loaded later (a language's words, the chain checker) are
 * not counted on either side. The packages resolve to this checkout's build (run `npm run build` first).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CDN_FILE, KB, gzipBytes, pageFiles, upFront } from '../../scripts/bundle-size.js';
import { ROOT, userProject } from '../helpers/packages.js';
import type { BenchRow } from './types.js';

export const settings = ['Vite 8 production build of a one-page app (index.html, main.js), its default options', 'sizes are exact, one build each'];

const APPS = {
  bare: `document.querySelector('#app').textContent = 'a dashboard';\n`,
  'all three': `import 'reasoning-elements/define';\ndocument.querySelector('#app').textContent = 'a dashboard';\n`,
  'badges only': `import 'reasoning-elements/chain-badge';\ndocument.querySelector('#app').textContent = 'a dashboard';\n`,
} as const;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body>
<div id="app"></div>
<reasoning-receipt receipt-id="rcpt_1" verify></reasoning-receipt>
<chain-badge receipt-id="rcpt_1"></chain-badge>
<reasoning-console proxy-url="/proxy"></reasoning-console>
<script type="module" src="/main.js"></script>
</body></html>`;

/** min+gzip kB of the script the built page loads up front: its entry and the chunks that imports statically. */
function builtScript(project: string, name: keyof typeof APPS): number {
  const app = join(project, name.replace(/\W+/g, '-'));
  mkdirSync(app);
  writeFileSync(join(app, 'index.html'), PAGE);
  writeFileSync(join(app, 'main.js'), APPS[name]);
  const built = spawnSync(process.execPath, [join(project, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build of the ${name} app failed:\n${built.error ?? ''}${built.stdout}${built.stderr}`);
  const entry = /<script type="module"[^>]* src="\/([^"]+)"/.exec(readFileSync(join(app, 'dist/index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error(`the ${name} app's page loads no script`);
  return upFront(join(app, 'dist', entry)).reduce((sum, f) => sum + gzipBytes(f) / KB, 0);
}

/** What a page showing `tags` fetches from the CDN file in all (its elements' chunks; no chunk loaded later, such as the checker's). */
const cdnPage = (tags: string[]) => pageFiles(join(ROOT, CDN_FILE), { tags }).reduce((sum, f) => sum + gzipBytes(f) / KB, 0);

export default async function appBench(): Promise<BenchRow[]> {
  const project = userProject('app-bench-', ['vite']);
  const bare = builtScript(project, 'bare');
  const all = builtScript(project, 'all three') - bare;
  const badges = builtScript(project, 'badges only') - bare;
  return [
    { name: 'Vite app: script the three elements add, up front', ours: all, peer: cdnPage(['chain-badge', 'reasoning-receipt', 'reasoning-console']), peerName: 'the CDN file, all three', unit: 'kB', better: 'lower' },
    { name: 'Vite app: script <chain-badge> adds, up front', ours: badges, peer: cdnPage(['chain-badge']), peerName: 'the CDN file, badges only', unit: 'kB', better: 'lower' },
  ];
}
