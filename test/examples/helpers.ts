/**
 * Shared by the example tests: the package packed as users get it, projects
 * installed from it (npm registry, preferring the local cache), commands run
 * in them, and the embedded service on a free port. Every folder and process
 * made here is removed or stopped when the test file ends, passed or failed.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAll, tarballDependencies, type Tarballs } from '../helpers/packages.js';
import { stopOnTeardown } from '../helpers/run-process.js';
import { tempDir } from '../helpers/temp.js';
import { freePort } from '../helpers/free-port.js';

export const ROOT = new URL('../..', import.meta.url).pathname;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  output: string;
}

/** A synchronous run blocks the test runner's own timeout, so it carries one: killed after this long. */
const RUN_TIMEOUT_MS = 8 * 60 * 1000;

export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false', ...env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: RUN_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  const timedOut = r.error && /ETIMEDOUT/.test(r.error.message) ? `\n${cmd} ${args.join(' ')}: killed after ${RUN_TIMEOUT_MS / 1000} s` : '';
  return { status: r.status, stdout: r.stdout, stderr: r.stderr + timedOut, output: `${r.stdout}\n${r.stderr}${timedOut}` };
}

/** `npm pack` of every package of this checkout (needs `npm run build`) into a fresh folder. */
export function packTarball(): Tarballs {
  assert.ok(existsSync(join(ROOT, 'dist/index.js')), 'dist/ is missing: run `npm run build` first');
  return packAll(tempDir('reasoning-examples-'));
}

/**
 * Copies `source` (a folder of this repo) to a temp folder, points its
 * dependencies on our packages at their tarballs and installs it.
 */
export function installProject(source: string, tarballs: Tarballs, env: Record<string, string> = {}): string {
  const dir = join(tempDir('reasoning-example-'), 'site');
  cpSync(join(ROOT, source), dir, {
    recursive: true,
    filter: (f) => !/[\\/](node_modules|dist|_site|\.vitepress[\\/](cache|dist)|\.astro|\.next|\.nuxt|\.output|\.angular)$/.test(f),
  });
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies?: Record<string, string> };
  pkg.dependencies = { ...pkg.dependencies, ...tarballDependencies(tarballs, ['reasoning-elements', ...Object.keys(pkg.dependencies ?? {})]) };
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], dir, env);
  assert.equal(install.status, 0, `npm install in ${source} failed:\n${install.output}`);
  return dir;
}

export interface Service {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The installed package's `reasoning-service` bin on a free port, with a fresh data folder; resolves once it
 * prints that it listens. The port is picked before the start (the public URL names it), so a port taken
 * meanwhile by another process is retried with a new one.
 */
export async function startService(projectDir: string, env: Record<string, string> = {}): Promise<Service> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServiceOnce(projectDir, env);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startServiceOnce(projectDir: string, env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const data = tempDir('reasoning-service-');
  const bin = join(projectDir, 'node_modules/.bin/reasoning-service');
  const child = spawn(bin, ['--port', String(port), '--host', '127.0.0.1', '--data', data, '--public-url', `http://127.0.0.1:${port}`], {
    cwd: projectDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopOnTeardown(child);
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`reasoning-service exited (${code}):\n${log}`));
    child.once('exit', onExit);
    child.once('error', reject);
    const onData = (d: Buffer) => {
      log += String(d);
      if (log.includes(`listening on ${origin}`)) {
        child.off('exit', onExit);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  return { origin, process: child, stop };
}

/**
 * A verified receipt, made through the service's built-in proxy under `sessionName`: the attestor signs
 * shortly after each turn, so this polls until it has, with a deadline (a minute) sized for a busy machine.
 */
export async function makeVerifiedReceipt(service: Service, sessionName: string): Promise<string> {
  const res = await fetch(`${service.origin}/proxy/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'Rising prices cause lower demand.', session_name: sessionName }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const { receipt } = (await res.json()) as { receipt: { id: string } };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const current = (await (await fetch(`${service.origin}/api/receipts/${receipt.id}`)).json()) as { verified: boolean };
    if (current.verified) return receipt.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`receipt ${receipt.id} was not verified within a minute`);
}
