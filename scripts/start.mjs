#!/usr/bin/env node
// `npm start`: the docs site with the embedded service and proxy on one origin (Vite's dev server).
// The service runs from its built package, so a checkout that was never built is built first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname);
const built = ['dist/spec.js', 'packages/protocol/dist/index.js', 'packages/proxy/dist/node.js', 'packages/service/dist/vite.js'].every((f) => existsSync(f));
if (!built) {
  console.log('First start: building the packages (npm run build)…');
  const { status } = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
const { status } = spawnSync('npx', ['vite', '--port', process.env.PORT ?? '5173', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
