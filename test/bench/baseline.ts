/**
 * A build of an earlier commit, for benches that compare the current build
 * with it in the same run (`--baseline <git-ref>`): its CDN file for the page
 * bench, its demo and server for the Lighthouse bench.
 *
 * The ref's tree is exported with `git archive` into a scratch directory
 * (outside node_modules: Vite compiles sources under node_modules as
 * dependencies, without the project's tsconfig, so decorators would stay
 * raw), the `vite build --mode …` runs a bench asks for are run there, and the
 * whole `dist/` is kept in `node_modules/.cache/reasoning-bench/<modes>-<commit>/`,
 * so later runs reuse it. When the ref's package-lock.json is this checkout's,
 * the build uses this checkout's node_modules; otherwise it installs its own
 * (`npm ci --prefer-offline`, from npm's cache when it can).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The commit the page figures of issue 14 were measured at, before the work on them. */
export const DEFAULT_BASELINE = '310fb3c';

const CACHE = resolve('node_modules/.cache/reasoning-bench');

/** `--baseline REF` or `--baseline=REF` from the command line, else the default. */
export function baselineRef(argv: readonly string[] = process.argv): string {
  const at = argv.indexOf('--baseline');
  if (at >= 0 && argv[at + 1]) return argv[at + 1]!;
  const inline = argv.find((a) => a.startsWith('--baseline='));
  return inline ? inline.slice('--baseline='.length) : DEFAULT_BASELINE;
}

function run(command: string, args: string[], options: { cwd?: string; input?: Buffer } = {}): Buffer {
  const r = spawnSync(command, args, { cwd: options.cwd, input: options.input, maxBuffer: 1 << 30, stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`baseline: ${command} ${args.join(' ')} failed (${r.status}): ${r.stderr?.toString().slice(-2000)}`);
  return r.stdout;
}

export interface BaselineBuild {
  /** The full commit hash the ref names. */
  commit: string;
  /** The ref's `dist/`: for the CDN build, the entry file and `chunks/`. */
  dir: string;
}

/** The ref's CDN build, built on first use and then taken from the cache. */
export function cdnBuildOf(ref: string): BaselineBuild {
  return buildOf(ref, ['cdn'], 'reasoning-elements.js');
}

/** The ref's `dist/` from the given Vite build modes (e.g. node + cdn + demo), built once and cached. */
export function buildOf(ref: string, modes: readonly string[], expect: string): BaselineBuild {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`]).toString().trim();
  const dir = join(CACHE, `${modes.join('+')}-${commit}`);
  if (existsSync(join(dir, expect))) return { commit, dir };

  mkdirSync(CACHE, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'reasoning-bench-baseline-'));
  try {
    process.stderr.write(`  baseline: building ${modes.join(', ')} of ${ref} (${commit.slice(0, 10)}) once; later runs reuse it\n`);
    run('tar', ['-x', '-C', scratch], { input: run('git', ['archive', '--format=tar', commit]) });
    const sameLock = readFileSync(join(scratch, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
    if (sameLock) symlinkSync(resolve('node_modules'), join(scratch, 'node_modules'), 'dir');
    else run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch });
    // The workspace package the builds import from (refs since the packages' layout): built first, as its build script does.
    const protocol = join(scratch, 'packages/protocol/tsconfig.build.json');
    if (existsSync(protocol) && !existsSync(join(scratch, 'packages/protocol/dist'))) run('npx', ['tsc', '-p', protocol], { cwd: scratch });
    for (const mode of modes) run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn'], { cwd: scratch });
    if (!existsSync(join(scratch, 'dist', expect))) throw new Error(`baseline: ${ref} built no dist/${expect}`);
    // Copied beside the entry, then renamed into place: an interrupted build never leaves a half cache entry.
    const staged = `${dir}.${process.pid}.tmp`;
    cpSync(join(scratch, 'dist'), staged, { recursive: true });
    renameSync(staged, dir);
  } finally {
    // The node_modules link first, by itself: nothing under it is ever removed (an installed one goes with the rest).
    const modules = join(scratch, 'node_modules');
    if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) rmSync(modules, { force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
  return { commit, dir };
}
