/**
 * The packages a user installs, by name, for tests that run the docs' samples
 * as a user would: in a fresh project whose `node_modules` holds
 * `reasoning-elements` (this checkout, built) and the `@reasoning-elements/*`
 * packages.
 *
 * A workspace package under `packages/<folder>` is linked as it is. Until a
 * package has its own folder, a stand-in is written whose entries are the root
 * package's built entries that hold the same functions (`from`); `names` lists
 * what each entry exports, for the docs' checks.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '../..');

interface PackageEntry {
  /** Root package entry the stand-in re-exports from. */
  from: string;
  /** The names this entry exports (values only; types are not checked at run time). */
  names: string[];
}

export interface PackageInfo {
  name: string;
  folder: string;
  /** `.`, `./node`, …: what each entry exports. */
  entries: Record<string, PackageEntry>;
  bin?: Record<string, string>;
}

/** Every package of the repository but the root, with what its entries export. */
export const PACKAGES: PackageInfo[] = [
  {
    name: '@reasoning-elements/protocol',
    folder: 'packages/protocol',
    entries: { '.': { from: 'reasoning-elements/server', names: [] } },
  },
  {
    name: '@reasoning-elements/proxy',
    folder: 'packages/proxy',
    entries: {
      '.': {
        from: 'reasoning-elements/proxy',
        names: ['createProxy', 'DEFAULT_RATE_LIMIT', 'isKeyless', 'proxyOptionsFromEnv', 'parseRateLimit', 'SlidingWindowLimiter', 'MemoryRateLimitStore', 'ResponseTooLargeError'],
      },
      './node': { from: 'reasoning-elements/server', names: ['createProxy', 'createNodeFetch', 'listen', 'toNodeListener', 'toConnectMiddleware'] },
      './redis': { from: 'reasoning-elements/server', names: ['createRedisRateLimitStore', 'redisStoreFromEnv'] },
      './cloudflare': { from: 'reasoning-elements/proxy', names: ['durableObjectRateLimitStore', 'RateLimitObject'] },
    },
  },
  {
    name: '@reasoning-elements/service',
    folder: 'packages/service',
    entries: {
      '.': { from: 'reasoning-elements/server', names: ['createReasoningService', 'createStack', 'DEFAULT_SESSION_NAME'] },
      './vite': { from: 'reasoning-elements/vite', names: ['reasoningDevServer'] },
    },
    bin: { 'reasoning-service': 'bin/reasoning-service.js' },
  },
  {
    name: '@reasoning-elements/badges',
    folder: 'packages/badges',
    entries: {
      '.': { from: 'reasoning-elements/vite', names: [] },
      './vite': { from: 'reasoning-elements/vite', names: ['reasoningBadges'] },
    },
    bin: { 'reasoning-badges': 'bin/reasoning-badges.js' },
  },
  {
    name: '@reasoning-elements/render',
    folder: 'packages/render',
    entries: { '.': { from: 'reasoning-elements/render', names: ['renderReceipt', 'renderChainBadge'] } },
  },
];

/** The root package's entries the docs may name (old server-side subpaths are not among them). */
export const ROOT_ENTRIES = ['.', './define', './chain-badge', './reasoning-receipt', './reasoning-console', './client', './badge', './spec', './react', './cdn', './jsx', './preact', './vue', './svelte', './solid', './custom-elements.json'];

/** Every import specifier a user may write: `reasoning-elements`, `reasoning-elements/client`, `@reasoning-elements/proxy/node`… */
export function knownSpecifiers(): Set<string> {
  const out = new Set<string>();
  const add = (name: string, entry: string) => out.add(entry === '.' ? name : `${name}/${entry.slice(2)}`);
  for (const entry of ROOT_ENTRIES) add('reasoning-elements', entry);
  for (const pkg of PACKAGES) for (const entry of Object.keys(pkg.entries)) add(pkg.name, entry);
  return out;
}

/** Package names a user may `npm install`. */
export const PACKAGE_NAMES = ['reasoning-elements', ...PACKAGES.map((p) => p.name)];

/** The built file a root entry points at. */
function rootEntryFile(specifier: string): string {
  const { exports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
  const target = exports[specifier === 'reasoning-elements' ? '.' : `./${specifier.slice('reasoning-elements/'.length)}`];
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error(`package.json exports no ${specifier}`);
  return join(ROOT, file);
}

/**
 * Writes a stand-in for `pkg` into `dir`: each entry a link to the root
 * package's built file that holds the same functions (so every bundler and
 * runtime resolves it, and what it imports, as it resolves the root package).
 */
function writeStandIn(pkg: PackageInfo, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const exports: Record<string, string> = {};
  for (const [entry, { from }] of Object.entries(pkg.entries)) {
    const file = entry === '.' ? 'index.js' : `${entry.slice(2)}.js`;
    exports[entry] = `./${file}`;
    symlinkSync(rootEntryFile(from), join(dir, file));
  }
  const bin: Record<string, string> = {};
  for (const [name, path] of Object.entries(pkg.bin ?? {})) {
    bin[name] = `./${name}.js`;
    symlinkSync(join(ROOT, path), join(dir, `${name}.js`));
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: pkg.name, type: 'module', exports, bin }, null, 2));
}

/**
 * Puts `reasoning-elements` and every `@reasoning-elements/*` package into
 * `project/node_modules`, plus `extra` packages from this checkout's
 * node_modules (e.g. `vite`), and their bins into `node_modules/.bin`.
 */
export function linkPackages(project: string, extra: string[] = []): void {
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@reasoning-elements'), { recursive: true });
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(ROOT, join(modules, 'reasoning-elements'), 'dir');
  const denoImports: Record<string, string> = {};
  for (const pkg of PACKAGES) {
    const target = join(modules, pkg.name);
    const workspace = join(ROOT, pkg.folder);
    if (existsSync(join(workspace, 'package.json'))) {
      symlinkSync(workspace, target, 'dir');
      const { bin = {} } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
      for (const [name, path] of Object.entries(bin)) symlinkSync(join(workspace, path), join(modules, '.bin', name));
    } else {
      writeStandIn(pkg, target);
      for (const name of Object.keys(pkg.bin ?? {})) symlinkSync(join(target, `${name}.js`), join(modules, '.bin', name));
      // Deno does not follow a linked file's relative imports inside node_modules: it gets an import map.
      for (const [entry, { from }] of Object.entries(pkg.entries)) {
        denoImports[entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`] = pathToFileURL(rootEntryFile(from)).href;
      }
    }
  }
  if (Object.keys(denoImports).length) writeFileSync(join(project, 'deno.json'), JSON.stringify({ imports: denoImports }, null, 2));
  symlinkSync(join(ROOT, 'bin/reasoning-verify.js'), join(modules, '.bin', 'reasoning-verify'));
  for (const name of extra) {
    const target = join(modules, name);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), target, 'dir');
  }
}

/** A fresh project (a temp folder with `package.json`, `type: module`) with the packages linked. */
export function userProject(prefix: string, extra: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  linkPackages(dir, extra);
  return dir;
}
