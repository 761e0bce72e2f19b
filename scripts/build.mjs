#!/usr/bin/env node
// `npm run build`: every vite build, the type declarations, then the size budgets.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

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
run('node', 'scripts/check-size.mjs');
