/**
 * The repository's packages as users get them (all need `npm run build`):
 * - packed: `npm pack` of the root and of every workspace package, and the
 *   dependencies that point a project at those tarballs instead of the registry;
 * - linked: a fresh project whose node_modules holds every package of this
 *   checkout, for tests that run the docs' samples as a user would;
 * - named: every entry a user may import, and what each exports.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from './temp.js';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface PackedPackage {
  name: string;
  /** The package's folder in this repository. */
  dir: string;
  tarball: string;
  /** Paths inside the tarball, as npm lists them. */
  files: string[];
  manifest: PackageManifest;
}

export interface PackageManifest {
  name: string;
  version: string;
  exports: Record<string, string | Record<string, string>>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  customElements?: string;
  engines?: Record<string, string>;
}

/** Every package, by name. */
export type Tarballs = Map<string, PackedPackage>;

/** The root and its workspaces (the root names itself among them, so Changesets versions it too). */
export function packageDirs(): string[] {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return [...new Set(['.', ...root.workspaces])];
}

/** Packs every package into `dest` without running prepack (the checkout is built already). */
export function packAll(dest: string): Tarballs {
  mkdirSync(dest, { recursive: true });
  const r = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--workspaces', '--include-workspace-root', '--pack-destination', dest], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
  });
  assert.equal(r.status, 0, `npm pack failed:\n${r.stderr}`);
  const infos = JSON.parse(r.stdout) as { name: string; filename: string; files: { path: string }[] }[];
  const dirs = new Map(packageDirs().map((dir) => [readManifest(dir).name, dir]));
  const packed: Tarballs = new Map();
  for (const info of infos) {
    const dir = dirs.get(info.name);
    assert.ok(dir, `npm packed an unknown package ${info.name}`);
    packed.set(info.name, { name: info.name, dir, tarball: join(dest, info.filename), files: info.files.map((f) => f.path), manifest: readManifest(dir) });
  }
  assert.equal(packed.size, dirs.size, 'every package packed');
  return packed;
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as PackageManifest;
}

/**
 * `file:` dependencies on the tarballs of `names` and of every package of ours they need
 * (dependencies and peers), so npm never asks the registry for a package it does not have.
 */
export function tarballDependencies(tarballs: Tarballs, names: readonly string[]): Record<string, string> {
  const wanted = new Set<string>();
  const visit = (name: string) => {
    const pkg = tarballs.get(name);
    if (!pkg || wanted.has(name)) return;
    wanted.add(name);
    for (const dep of Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies })) visit(dep);
  };
  names.forEach(visit);
  return Object.fromEntries([...wanted].map((name) => [name, `file:${tarballs.get(name)!.tarball}`]));
}

/** Every file an `exports` map points at, any condition, without the leading `./`. */
export function exportTargets(manifest: PackageManifest): string[] {
  const out: string[] = [];
  for (const value of Object.values(manifest.exports)) {
    if (typeof value === 'string') out.push(value);
    else out.push(...Object.values(value));
  }
  return out.map((p) => p.replace(/^\.\//, ''));
}

export interface PackageInfo {
  name: string;
  /** The package's folder in this repository. */
  folder: string;
  /** `.`, `./node`, …: the names each entry exports (values; types are not seen at run time). */
  entries: Record<string, { names: string[] }>;
  bin?: Record<string, string>;
}

/** Every workspace package (the root aside), with what its built entries export. */
export const PACKAGES: PackageInfo[] = await Promise.all(
  packageDirs()
    .filter((dir) => dir !== '.')
    .map(async (folder) => {
      const manifest = readManifest(folder);
      const entries: PackageInfo['entries'] = {};
      for (const entry of Object.keys(manifest.exports)) {
        if (entry === './package.json') continue;
        const specifier = entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`;
        entries[entry] = { names: Object.keys(await import(specifier)) };
      }
      return { name: manifest.name, folder, entries, ...(manifest.bin ? { bin: manifest.bin } : {}) };
    }),
);

/** The root package's entries (`.`, `./client`, …). */
export const ROOT_ENTRIES = Object.keys(readManifest('.').exports).filter((entry) => entry !== './package.json');

/** Every import specifier a user may write: `reasoning-elements`, `reasoning-elements/client`, `@reasoning-elements/proxy/node`… */
export function knownSpecifiers(): Set<string> {
  const out = new Set<string>();
  const add = (name: string, entry: string) => out.add(entry === '.' ? name : `${name}/${entry.slice(2)}`);
  for (const entry of ROOT_ENTRIES) add('reasoning-elements', entry);
  for (const pkg of PACKAGES) {
    out.add(pkg.name); // a package with only a bin (npx, npm install) is named too
    for (const entry of Object.keys(pkg.entries)) add(pkg.name, entry);
  }
  return out;
}

/** Package names a user may `npm install`. */
export const PACKAGE_NAMES = ['reasoning-elements', ...PACKAGES.map((p) => p.name)];

/**
 * Puts `reasoning-elements` and every `@reasoning-elements/*` package of this
 * checkout into `project/node_modules`, plus `extra` packages from this
 * checkout's node_modules (e.g. `vite`), and their bins into `node_modules/.bin`.
 */
export function linkPackages(project: string, extra: string[] = []): void {
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@reasoning-elements'), { recursive: true });
  mkdirSync(join(modules, '.bin'), { recursive: true });
  for (const folder of packageDirs()) {
    const { name, bin = {} } = readManifest(folder);
    symlinkSync(join(ROOT, folder), join(modules, name), 'dir');
    for (const [command, path] of Object.entries(bin)) symlinkSync(join(ROOT, folder, path), join(modules, '.bin', command));
  }
  for (const name of extra) {
    const target = join(modules, name);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), target, 'dir');
  }
}

/** A fresh project (a temp folder with `package.json`, `type: module`, removed when the test ends) with the packages linked. */
export function userProject(prefix: string, extra: string[] = []): string {
  const dir = tempDir(prefix);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  linkPackages(dir, extra);
  return dir;
}
