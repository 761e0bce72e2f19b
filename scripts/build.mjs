#!/usr/bin/env node
// `npm run build`: every package, in the order they depend on each other, the size budgets, then the docs site.
//   @reasoning-elements/protocol   tsc
//   reasoning-elements (the root)  vite: per-entry modules, the CDN file; tsc: declarations
//   proxy, service, badges, render, verify   tsc (they use the root through its built entries)
//   the docs site                  vite, into @reasoning-elements/service (its CLI serves it)
// `--once` (each package's prepack): skip when this checkout was already built by this command since
// its last change, so packing every package builds once.
import { spawnSync } from 'node:child_process';
import { pruneDeclarations } from './prune-declarations.mjs';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const STAMP = 'dist/.built';
const PACKAGES = ['proxy', 'service', 'badges', 'render', 'verify'];

process.chdir(new URL('..', import.meta.url).pathname);
if (process.argv.includes('--once') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === treeState()) process.exit(0);

const run = (...cmd) => {
  const { status } = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build step failed: ${cmd.join(' ')}`);
    process.exit(status ?? 1);
  }
};

for (const dir of ['dist', 'packages/protocol/dist', ...PACKAGES.map((p) => `packages/${p}/dist`)]) rmSync(dir, { recursive: true, force: true });
run('npx', 'tsc', '-p', 'packages/protocol/tsconfig.build.json');
for (const mode of ['lib', 'cdn']) run('npx', 'vite', 'build', '--mode', mode, '--logLevel', 'warn');
run('npx', 'tsc', '-p', 'tsconfig.build.json');
// Framework typings are written as declarations (they augment React, Vue, Svelte…, which this build does not install).
cpSync('src/types', 'dist/types/types', { recursive: true, filter: (f) => !/\.[cm]?ts$/.test(f) || f.endsWith('.d.ts') });
// Only the declarations an entry's types reach ship (the other languages' term modules, internal views… do not).
pruneDeclarations('.');
for (const pkg of PACKAGES) run('npx', 'tsc', '-p', `packages/${pkg}/tsconfig.build.json`);
// The size budgets, before the docs site: the check writes the sizes it measures into the pages that state them.
run('node', 'scripts/check-size.mjs');
run('npx', 'vite', 'build', '--mode', 'demo', '--logLevel', 'warn');
// The manifest the demo build wrote, without indentation: tools parse it, nobody reads it as text.
writeFileSync('custom-elements.json', JSON.stringify(JSON.parse(readFileSync('custom-elements.json', 'utf8'))));
writeFileSync(STAMP, treeState());

/** What the build read: the commit and the working tree's changes to it. */
function treeState() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout ?? '';
  return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain', '--untracked-files=all', '--', '.', ':!**/dist/**')}`;
}
