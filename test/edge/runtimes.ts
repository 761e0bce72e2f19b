/**
 * Runs a proxy recipe of the docs (docs/recipes/) on a real edge runtime: workerd
 * through miniflare, Bun, or Deno, importing the built `@reasoning-elements/proxy`.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { userProject } from '../helpers/packages.js';
import { stopOnTeardown } from '../helpers/run-process.js';
import { onTeardown } from '../helpers/teardown.js';
import { tempDir } from '../helpers/temp.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const RECIPES = join(ROOT, 'docs/recipes');

/** A served proxy: `fetch` a path on it; `close` stops the runtime (also done when the test file ends). */
export interface EdgeProxy {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A throwaway project holding the recipe, where `@reasoning-elements/proxy`
 * resolves to this checkout's build exactly as it would after `npm install`.
 * `text`, when given, is the recipe's code (a README's example) in place of the file's.
 */
function projectWith(recipe: string, text?: string): string {
  const dir = userProject('proxy-edge-');
  if (text === undefined) copyFileSync(join(RECIPES, recipe), join(dir, recipe));
  else writeFileSync(join(dir, recipe), text);
  return dir;
}

/** Bundles like `wrangler deploy` does (esbuild, ESM, browser conditions). */
export async function bundleWorker(recipe: string, text?: string): Promise<string> {
  const dir = projectWith(recipe, text);
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

/**
 * A Miniflare, disposed when the test file ends. Miniflare keeps scratch files in a folder under
 * os.tmpdir() that dispose() removes without waiting (so a process ending right after leaves it):
 * it gets one of our temp folders as os.tmpdir() while it is made, which is removed at exit.
 */
function newMiniflare(options: MiniflareOptions): { mf: Miniflare; close: () => Promise<void> } {
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = tempDir('miniflare-');
  try {
    const mf = new Miniflare(options);
    return { mf, close: onTeardown(() => mf.dispose()) };
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}

/** Serves the bundled recipe in workerd, with `bindings` as its vars and secrets. */
export async function startWorker(recipe: string, bindings: Record<string, string>, text?: string): Promise<EdgeProxy> {
  const { mf, close } = newMiniflare({ modules: true, script: await bundleWorker(recipe, text), compatibilityDate: '2026-04-01', bindings } as MiniflareOptions);
  await mf.ready;
  return {
    fetch: (path, init) => mf.dispatchFetch(`http://proxy.test${path}`, init as never) as unknown as Promise<Response>,
    close,
  };
}

/**
 * Two Workers, each its own isolate with its own proxy, both bound to the
 * recipe's `RateLimitObject` namespace (as two deployments or many isolates are).
 */
export async function startWorkerPair(recipe: string, bindings: Record<string, string>): Promise<{ a: EdgeProxy; b: EdgeProxy; close(): Promise<void> }> {
  const script = await bundleWorker(recipe);
  const common = { modules: true, script, compatibilityDate: '2026-04-01', bindings };
  const { mf, close } = newMiniflare({
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
  return { a: await served('a'), b: await served('b'), close };
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
  // SIGTERM, then SIGKILL after 3 s; also when the file ends, however the test went.
  const stop = stopOnTeardown(child, undefined, 3000);
  const output: string[] = [];
  const base = await new Promise<string>((resolveUrl, reject) => {
    // Deno compiles the recipe on its first start: generous, for a cold machine.
    const timer = setTimeout(() => reject(new Error(`${runtime} did not start:\n${output.join('')}`)), 90_000);
    child.once('error', reject);
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
    close: () => stop().then(() => rmSync(dir, { recursive: true, force: true })),
  };
}
