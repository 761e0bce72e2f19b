#!/usr/bin/env node
// `npm run build`: every vite build, the type declarations, then the size budgets.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const run = (...cmd) => {
  const { status } = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build step failed: ${cmd.join(' ')}`);
    process.exit(status ?? 1);
  }
};
for (const mode of ['lib', 'cdn', 'node', 'demo']) run('npx', 'vite', 'build', '--mode', mode, '--logLevel', 'warn');
run('npx', 'tsc', '-p', 'tsconfig.build.json');
// Framework typings are written as declarations (they augment React, Vue, Svelte…, which this build does not install).
cpSync('src/types', 'dist/types/types', { recursive: true, filter: (f) => !/\.[cm]?ts$/.test(f) || f.endsWith('.d.ts') });
run('node', 'scripts/check-size.mjs');
