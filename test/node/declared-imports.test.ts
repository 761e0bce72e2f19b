/**
 * Every bare import in a package's code names a package that its package.json
 * declares (dependencies or peerDependencies). A strict install (pnpm, npm's
 * linked strategy) gives a package only what it declares, so one that leans on
 * a hoisted copy dies with ERR_MODULE_NOT_FOUND there, while workspace tests pass.
 * Scans the sources, the bins and dist/ of the root and of every workspace
 * (needs `npm run build`). The root's build bundles what its sources import
 * beyond the lib build's externals, so its sources may also import devDependencies:
 * its dist/ shows whether one was left as an import.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packageDirs, readManifest, ROOT } from '../helpers/packages.js';

const CODE = /\.(?:[cm]?[jt]s|tsx)$/;
/** Static imports and re-exports, side-effect imports, dynamic imports and requires. */
const SPECIFIERS = [
  /\b(?:import|export)\s*(?:type\s+)?[\w*{}\s,$]*?\bfrom\s*['"]([^'"\n]+)['"]/g,
  /\bimport\s*['"]([^'"\n]+)['"]/g,
  /\b(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
];

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !/(^|\/)(test|node_modules)\//.test(relative(dir, file)));
}

/** The package a bare specifier names, or undefined for relative paths, URLs and Node built-ins. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.includes(':')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

export function bareImports(code: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of SPECIFIERS) {
    for (const [, specifier] of code.matchAll(pattern)) {
      const name = packageOf(specifier!);
      if (name) names.add(name);
    }
  }
  return names;
}

/** `package -> files` for every bare import under `dir` that `dir`'s package.json does not declare. */
function undeclared(dir: string): Map<string, string[]> {
  const manifest = readManifest(dir);
  const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const bundled = new Set(dir === '.' ? Object.keys(manifest.devDependencies ?? {}) : []);
  const base = join(ROOT, dir);
  assert.ok(existsSync(join(base, 'dist')), `${dir}/dist is missing: run \`npm run build\` first`);
  const missing = new Map<string, string[]>();
  for (const sub of ['src', 'bin', 'dist']) {
    for (const file of codeFiles(join(base, sub))) {
      for (const name of bareImports(readFileSync(file, 'utf8'))) {
        if (declared.has(name) || (sub === 'src' && bundled.has(name))) continue;
        missing.set(name, [...(missing.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return missing;
}

describe('bare imports are declared', () => {
  it('finds every kind of import, and skips built-ins, relative paths and URLs', () => {
    const code = `import a from 'a'; import { b } from "@s/b/sub"; import type { C } from 'c';
      import{d as e}from"d";export*from"f";import 'g';const h = await import('h'); require('i');
      import { x } from 'node:fs'; import y from 'path'; import z from './z.js'; import w from 'virtual:w';`;
    assert.deepEqual([...bareImports(code)].sort(), ['@s/b', 'a', 'c', 'd', 'f', 'g', 'h', 'i']);
  });

  for (const dir of packageDirs()) {
    const name = readManifest(dir).name;
    it(`${name}: every package its code imports is a dependency or a peer`, () => {
      const missing = [...undeclared(dir)].map(([pkg, files]) => `${pkg} (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`);
      assert.deepEqual(missing, [], `${name} imports packages its package.json does not declare`);
    });
  }
});
