/**
 * Shared by the example tests: the package packed as users get it, projects
 * installed from it (npm registry, preferring the local cache), commands run
 * in them, and the embedded service on a free port.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packAll, tarballDependencies, type Tarballs } from '../helpers/packages.js';

export const ROOT = new URL('../..', import.meta.url).pathname;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  output: string;
}

export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, output: `${r.stdout}\n${r.stderr}` };
}

/** `npm pack` of every package of this checkout (needs `npm run build`) into a fresh folder. */
export function packTarball(): Tarballs {
  assert.ok(existsSync(join(ROOT, 'dist/index.js')), 'dist/ is missing: run `npm run build` first');
  return packAll(mkdtempSync(join(tmpdir(), 'reasoning-examples-')));
}

/**
 * Copies `source` (a folder of this repo) to a temp folder, points its
 * dependencies on our packages at their tarballs and installs it.
 */
export function installProject(source: string, tarballs: Tarballs): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'reasoning-example-')), 'site');
  cpSync(join(ROOT, source), dir, {
    recursive: true,
    filter: (f) => !/[\\/](node_modules|dist|_site|\.vitepress[\\/](cache|dist)|\.astro)$/.test(f),
  });
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies?: Record<string, string> };
  pkg.dependencies = { ...pkg.dependencies, ...tarballDependencies(tarballs, ['reasoning-elements', ...Object.keys(pkg.dependencies ?? {})]) };
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], dir);
  assert.equal(install.status, 0, `npm install in ${source} failed:\n${install.output}`);
  return dir;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The installed package's `reasoning-service` bin on a free port, with a fresh data folder; resolves once it answers. */
export async function startService(projectDir: string, env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'reasoning-service-'));
  const bin = join(projectDir, 'node_modules/.bin/reasoning-service');
  const child = spawn(bin, ['--port', String(port), '--host', '127.0.0.1', '--data', data, '--public-url', `http://127.0.0.1:${port}`], {
    cwd: projectDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`reasoning-service exited (${code}):\n${log}`));
    child.once('exit', onExit);
    const check = (text: string) => {
      if (text.includes(String(port))) {
        child.off('exit', onExit);
        resolve();
      }
    };
    child.stdout!.on('data', (d) => check(String(d)));
  });
  return {
    origin,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
