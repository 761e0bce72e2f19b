/**
 * Every package's tarball as a registry page shows it: its licence text, where its source and issues live,
 * source maps that carry the sources they point at, and a README whose links work away from this
 * repository. Needs the build (`npm run build`), which `npm test` runs first.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packAll, ROOT, type PackedPackage, type Tarballs } from '../helpers/packages.js';
import { tempDir } from '../helpers/temp.js';

const REPO = 'https://github.com/reasoning-elements/reasoning-elements';

interface Metadata {
  license?: string;
  repository?: { type?: string; url?: string; directory?: string };
  homepage?: string;
  bugs?: { url?: string };
}

let tarballs: Tarballs;
let unpacked: string;

/** A file of the package as its tarball holds it. */
const fileOf = (pkg: PackedPackage, path: string) => readFileSync(join(unpacked, pkg.dir.replace(/\//g, '_'), 'package', path), 'utf8');

before(() => {
  const work = tempDir('reasoning-tarballs-');
  tarballs = packAll(join(work, 'tarballs'));
  unpacked = join(work, 'unpacked');
  for (const pkg of tarballs.values()) {
    const dest = join(unpacked, pkg.dir.replace(/\//g, '_'));
    mkdirSync(dest, { recursive: true });
    const tar = spawnSync('tar', ['-xzf', pkg.tarball, '-C', dest], { encoding: 'utf8' });
    assert.equal(tar.status, 0, tar.stderr);
  }
});

describe('every tarball, as a registry page shows it', () => {
  const each = (fn: (pkg: PackedPackage) => void) => () => {
    for (const pkg of tarballs.values()) fn(pkg);
  };

  it('holds the licence text its package.json names', each((pkg) => {
    assert.ok(pkg.files.includes('LICENSE'), `${pkg.name} ships no LICENSE`);
    const meta = JSON.parse(fileOf(pkg, 'package.json')) as Metadata;
    assert.equal(meta.license, 'MIT');
    assert.match(fileOf(pkg, 'LICENSE'), /^MIT License\n/);
    assert.equal(fileOf(pkg, 'LICENSE'), readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
  }));

  it('names its repository (with the folder it lives in), home page and issue tracker', each((pkg) => {
    const meta = JSON.parse(fileOf(pkg, 'package.json')) as Metadata;
    assert.equal(meta.repository?.type, 'git', pkg.name);
    assert.equal(meta.repository?.url, `git+${REPO}.git`, pkg.name);
    assert.equal(meta.repository?.directory, pkg.dir === '.' ? undefined : pkg.dir, pkg.name);
    assert.equal(meta.homepage, pkg.dir === '.' ? `${REPO}#readme` : `${REPO}/tree/main/${pkg.dir}#readme`, pkg.name);
    assert.equal(meta.bugs?.url, `${REPO}/issues`, pkg.name);
  }));

  it('ships source maps only with the sources inside them, and no script names a map it lacks', each((pkg) => {
    for (const file of pkg.files.filter((f) => f.endsWith('.js'))) {
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fileOf(pkg, file))?.[1];
      if (named === undefined || named.startsWith('data:')) continue;
      const map = join(file, '..', named);
      assert.ok(pkg.files.includes(map), `${pkg.name}/${file} names ${map}, which is not in the tarball`);
    }
    for (const file of pkg.files.filter((f) => f.endsWith('.map'))) {
      const map = JSON.parse(fileOf(pkg, file)) as { sources: string[]; sourcesContent?: (string | null)[] };
      assert.equal(map.sourcesContent?.length, map.sources.length, `${pkg.name}/${file} has no sourcesContent`);
      assert.ok(map.sourcesContent!.every((text) => typeof text === 'string' && text.length > 0), `${pkg.name}/${file}`);
    }
  }));

  it('has a README whose links are absolute (a relative one is dead on a registry page)', each((pkg) => {
    const readme = fileOf(pkg, 'README.md').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    const targets = [
      ...[...readme.matchAll(/\]\(([^)\s]+)/g)].map(([, target]) => target!),
      ...[...readme.matchAll(/<(?:a|img)\b[^>]*\b(?:href|src)="([^"]+)"/g)].map(([, target]) => target!),
    ];
    const relative = targets.filter((target) => !/^(https?:|mailto:|#)/.test(target));
    assert.deepEqual(relative, [], `${pkg.name}: relative links in README.md`);
  }));
});
