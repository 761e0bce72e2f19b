/**
 * The repository's packages as users get them: `npm pack` of the root and of
 * every workspace package (built first: `npm run build`), and the dependencies
 * that point a project at those tarballs instead of the registry.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;

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

/** The root and its workspaces, in the order the root names them. */
export function packageDirs(): string[] {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return ['.', ...root.workspaces];
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
