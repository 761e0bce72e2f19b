/**
 * The licences of the code the builds bundle: `dist/third-party-licenses.txt` names each package from
 * node_modules whose code is in a built file (Lit and valibot in the CDN file, lossless-json in the
 * library's chunks, …), its version and licence, and gives its licence file whole, as their licences
 * ask of a copy. It ships in the package (Lit's `@license` notices stay in the CDN file's code too).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const LICENSES_FILE = 'third-party-licenses.txt';

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** The package a module belongs to: the directory after its last `node_modules`, scope included. */
function packageRoot(moduleId: string): string | undefined {
  const path = moduleId.replace(/\?.*$/, '');
  const at = path.lastIndexOf(`${sep}node_modules${sep}`);
  if (at < 0) return undefined;
  const rest = path.slice(at + 14).split(sep);
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  return join(path.slice(0, at + 14), ...rest.slice(0, depth));
}

function readPackage(root: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
  const file = readdirSync(root).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  if (!file) throw new Error(`third-party-licenses: ${manifest.name} has no licence file in ${root}`);
  return { name: manifest.name, version: manifest.version, license: manifest.license ?? 'see its licence', text: readFileSync(join(root, file), 'utf8').trim() };
}

/** Every package from node_modules whose code a built file in `dir` (or `dir/chunks`) holds, by the files' source maps. */
function bundledPackageRoots(dir: string): Set<string> {
  const roots = new Set<string>();
  for (const folder of [dir, join(dir, 'chunks')]) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (!name.endsWith('.js.map')) continue;
      const { sources } = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const root = packageRoot(resolve(folder, source));
        if (root && existsSync(join(root, 'package.json'))) roots.add(root);
      }
    }
  }
  return roots;
}

/**
 * Written after each build into its directory, from the source maps of every file there: the library
 * build and the CDN build both write into dist/, and whichever runs last lists what both bundled.
 */
export function thirdPartyLicenses(): Plugin {
  return {
    name: 'reasoning:third-party-licenses',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return this.error('third-party-licenses: the build writes no directory');
      const packages = [...bundledPackageRoots(dir)]
        .map(readPackage)
        // Our own workspace packages (linked into node_modules) are under this package's licence.
        .filter((p) => !p.name.startsWith('@reasoning-elements/'))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      const heading = 'The files in dist/ bundle code from these packages, under these licences.\n';
      const body = packages.map((p) => `${'='.repeat(72)}\n${p.name} ${p.version} (${p.license})\n${'='.repeat(72)}\n\n${p.text}\n`);
      writeFileSync(join(dir, LICENSES_FILE), [heading, ...body].join('\n'));
    },
  };
}
