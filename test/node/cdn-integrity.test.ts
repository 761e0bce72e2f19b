// dist/integrity.json, the CDN file's published sha384 hashes: each one is the hash of the file as
// built, and the list is the entry and every chunk it can load, no more and no fewer. Needs `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { dynamicImports, staticImports } from '../../scripts/bundle-size.js';
import { sriHash } from '../../scripts/vite/integrity.js';
import { ROOT } from '../helpers/packages.js';

const DIST = join(ROOT, 'dist');
const ENTRY = 'reasoning-elements.js';
const published = (): Record<string, string> => JSON.parse(readFileSync(join(DIST, 'integrity.json'), 'utf8'));

/** The files the CDN entry can load, by path relative to dist/: itself, then what it imports, statically or on demand, transitively. */
function reachable(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const spec of [...staticImports(code), ...dynamicImports(code)]) visit(relative(DIST, join(DIST, dirname(file), spec)));
  };
  visit(ENTRY);
  // The loader's preload map names the same chunks as strings ("./chunks/…"): they are requested too.
  for (const [, path] of readFileSync(join(DIST, ENTRY), 'utf8').matchAll(/"\.\/(chunks\/[\w.-]+\.js)"/g)) visit(path!);
  return [...seen];
}

test('dist/integrity.json holds the sha384 of each file exactly as built', () => {
  assert.ok(existsSync(join(DIST, 'integrity.json')), 'run `npm run build` first');
  const hashes = published();
  assert.ok(Object.keys(hashes).length > 1, 'the entry and its chunks');
  for (const [file, hash] of Object.entries(hashes)) {
    assert.match(hash, /^sha384-[A-Za-z0-9+/]{64}$/, file);
    const bytes = readFileSync(join(DIST, file));
    assert.equal(hash, `sha384-${createHash('sha384').update(bytes).digest('base64')}`, `${file}: the published hash is not the built file's`);
  }
  assert.equal(sriHash('abc'), 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn', 'the hash as integrity attributes take it');
});

test('it lists the entry first and every CDN chunk, and the entry reaches each of them', () => {
  const listed = Object.keys(published());
  assert.equal(listed[0], ENTRY);
  // The CDN build's own chunks (cdn-…), and the languages' words, which both builds write under one name.
  const chunks = readdirSync(join(DIST, 'chunks'))
    .filter((f) => /^cdn-.*\.js$/.test(f) || /^(ar|de|es|fr|he|it|ja|ko|pt|zh)(\.[a-z]+)?-[\w-]+\.js$/.test(f))
    .map((f) => `chunks/${f}`);
  assert.deepEqual([...listed].sort(), [ENTRY, ...chunks].sort(), 'every file of the CDN build, nothing else');
  assert.deepEqual(reachable().sort(), [...listed].sort(), 'what the entry can load is what is listed');
});

test('it ships in the package, as a file and as the entry reasoning-elements/integrity.json', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[]; exports: Record<string, unknown> };
  assert.ok(pkg.files.includes('dist/integrity.json'));
  assert.equal(pkg.exports['./integrity.json'], './dist/integrity.json');
});
