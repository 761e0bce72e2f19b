/**
 * The app bench's three frameworks: each installs once from the npm registry (the versions examples/ uses) with
 * `reasoning-elements` from its packed tarball, then builds a variant of the page for production with the
 * framework's own command and serves the result on 127.0.0.1 (a static server, or `next start`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from '../../helpers/packages.js';
import { tempDir } from '../../helpers/temp.js';
import { freePort } from '../../helpers/free-port.js';
import { angularPage, nextPage, vitePage, type Variant } from './pages.js';
import { serveStatic } from './measure-page.js';

export interface Served {
  origin: string;
  close(): Promise<void>;
}

export interface Framework {
  /** As the table names it. */
  label: string;
  /** The variants it builds (the baseline first). */
  variants: Variant[];
  /** Registry dependencies, besides `reasoning-elements`. */
  dependencies: Record<string, string>;
  /** The build command, run in the app's folder. */
  build: string[];
  /** What the build must print, to show it is the build this row names. */
  prints?: RegExp;
  /** Serves the built app. */
  serve(app: string, env: NodeJS.ProcessEnv): Promise<Served>;
  page(variant: Variant): Record<string, string>;
}

const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
/** The example's own ranges for `names`, so the bench builds with what the example apps test. */
function versionsOf(dir: string, names: string[]): Record<string, string> {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  return Object.fromEntries(names.map((n) => [n, dependencies[n] ?? devDependencies[n] ?? '*']));
}

export const FRAMEWORKS: Record<string, Framework> = {
  vite: {
    label: 'Vite (vanilla)',
    variants: ['without', 'all three', 'badges only'],
    dependencies: versionsOf('.', ['vite']),
    build: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    serve: (app) => serveStatic(join(app, 'dist')),
    page: vitePage,
  },
  next: {
    label: 'Next.js App Router (Turbopack)',
    variants: ['without', 'all three'],
    dependencies: versionsOf('examples/next', ['next', 'react', 'react-dom']),
    build: ['node_modules/next/dist/bin/next', 'build'],
    prints: /Next\.js [\d.]+ \(Turbopack\)/,
    serve: nextStart,
    page: (v) => nextPage(v as Exclude<Variant, 'badges only'>),
  },
  angular: {
    label: 'Angular',
    variants: ['without', 'all three'],
    dependencies: versionsOf('examples/angular', [
      '@angular/common',
      '@angular/compiler',
      '@angular/core',
      '@angular/platform-browser',
      'rxjs',
      'tslib',
      '@angular/build',
      '@angular/cli',
      '@angular/compiler-cli',
      'typescript',
    ]),
    build: ['node_modules/@angular/cli/bin/ng.js', 'build', '--configuration', 'production'],
    serve: (app) => serveStatic(join(app, 'dist/page/browser')),
    page: (v) => angularPage(v as Exclude<Variant, 'badges only'>),
  },
};

/** PATH with the cached Node `major` first (Next 16 and Angular 22 want Node 22; all three run on it alike). */
export function nodePath(major: string): string {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/node-matrix.mjs'), major], { encoding: 'utf8', timeout: 10 * 60_000 });
  if (r.status !== 0) throw new Error(`no Node ${major}:\n${r.stderr}`);
  return `${r.stdout.trim()}${delimiter}${process.env.PATH ?? ''}`;
}

/** Runs `cmd` in `cwd` with `env`; throws with its output if it fails. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 2 ** 20, timeout: 20 * 60_000, killSignal: 'SIGKILL' });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (${r.error?.message ?? r.status}):\n${output.slice(-6000)}`);
  return output;
}

/** A folder with the framework and `reasoning-elements` (its packed tarball and its packages' tarballs) installed. */
export function install(framework: Framework, tarballDeps: Record<string, string>, env: NodeJS.ProcessEnv): string {
  const app = join(tempDir('app-bench-'), 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'app-bench', private: true, type: 'module', dependencies: { ...framework.dependencies, ...tarballDeps } }, null, 2),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], app, env);
  return app;
}

/** Writes the variant's files into the app (removing the last build's output) and builds it for production. */
export function build(framework: Framework, app: string, variant: Variant, env: NodeJS.ProcessEnv): string {
  for (const out of ['dist', '.next', '.angular', 'app']) rmSync(join(app, out), { recursive: true, force: true });
  for (const [path, text] of Object.entries(framework.page(variant))) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const [script, ...args] = framework.build;
  const output = run('node', [script!, ...args], app, env);
  if (framework.prints && !framework.prints.test(output)) throw new Error(`${framework.label}: the build printed no ${framework.prints}:\n${output.slice(-4000)}`);
  return output;
}

/** `next start` on a free port (its own process group, stopped with it); resolves once it answers. */
async function nextStart(app: string, env: NodeJS.ProcessEnv): Promise<Served> {
  const port = await freePort();
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += String(d)));
  child.stderr!.on('data', (d: Buffer) => (log += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', () => kill('SIGKILL'));
  const close = async () => {
    kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
    kill('SIGKILL');
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log.slice(-4000)}`);
    try {
      if ((await fetch(origin, { signal: AbortSignal.timeout(30_000) })).status < 500) return { origin, close };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`next start did not answer within 5 minutes:\n${log.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
