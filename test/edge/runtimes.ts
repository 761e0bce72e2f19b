/**
 * Runs a proxy recipe of the docs (docs/recipes/) on a real edge runtime: workerd
 * through miniflare, Bun, or Deno, importing the built `@reasoning-elements/proxy`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { userProject } from '../helpers/packages.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const RECIPES = join(ROOT, 'docs/recipes');

/** A served proxy: `fetch` a path on it; `close` stops the runtime. */
export interface EdgeProxy {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A throwaway project holding the recipe, where `@reasoning-elements/proxy`
 * resolves to this checkout's build exactly as it would after `npm install`.
 */
function projectWith(recipe: string): string {
  const dir = userProject('proxy-edge-');
  copyFileSync(join(RECIPES, recipe), join(dir, recipe));
  return dir;
}

/** Bundles like `wrangler deploy` does (esbuild, ESM, browser conditions). */
export async function bundleWorker(recipe: string): Promise<string> {
  const dir = projectWith(recipe);
  try {
    const out = await build({
      entryPoints: [join(dir, recipe)],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    });
    return out.outputFiles[0]!.text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type MiniflareOptions = ConstructorParameters<typeof Miniflare>[0];

/** Serves the bundled recipe in workerd, with `bindings` as its vars and secrets. */
export async function startWorker(recipe: string, bindings: Record<string, string>): Promise<EdgeProxy> {
  const mf = new Miniflare({ modules: true, script: await bundleWorker(recipe), compatibilityDate: '2026-04-01', bindings } as MiniflareOptions);
  await mf.ready;
  return {
    fetch: (path, init) => mf.dispatchFetch(`http://proxy.test${path}`, init as never) as unknown as Promise<Response>,
    close: () => mf.dispose(),
  };
}

/**
 * Two Workers, each its own isolate with its own proxy, both bound to the
 * recipe's `RateLimitObject` namespace (as two deployments or many isolates are).
 */
export async function startWorkerPair(recipe: string, bindings: Record<string, string>): Promise<{ a: EdgeProxy; b: EdgeProxy; close(): Promise<void> }> {
  const script = await bundleWorker(recipe);
  const common = { modules: true, script, compatibilityDate: '2026-04-01', bindings };
  const mf = new Miniflare({
    workers: [
      { ...common, name: 'a', durableObjects: { RATE_LIMITER: 'RateLimitObject' } },
      { ...common, name: 'b', durableObjects: { RATE_LIMITER: { className: 'RateLimitObject', scriptName: 'a' } } },
    ],
  } as MiniflareOptions);
  await mf.ready;
  const served = async (name: string): Promise<EdgeProxy> => {
    const worker = (await mf.getWorker(name)) as unknown as { fetch(url: string, init?: unknown): Promise<Response> };
    return { fetch: (path, init) => worker.fetch(`http://proxy.test${path}`, init), close: async () => {} };
  };
  return { a: await served('a'), b: await served('b'), close: () => mf.dispose() };
}

/** Starts `bun run` or `deno run` on the recipe with PORT=0 and reads the address it prints. */
export async function startProcess(runtime: 'bun' | 'deno', recipe: string, env: Record<string, string>): Promise<EdgeProxy> {
  const dir = projectWith(recipe);
  const bin = join(ROOT, 'node_modules/.bin', runtime);
  const args = runtime === 'deno' ? ['run', '--allow-net', '--allow-env', '--allow-read', recipe] : ['run', recipe];
  const child = spawn(bin, args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const base = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`${runtime} did not start:\n${output.join('')}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolveUrl(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${runtime} exited with ${code}:\n${output.join('')}`));
    });
  });
  return {
    fetch: (path, init) => fetch(`${base}${path}`, init),
    close: () => stop(child).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}
