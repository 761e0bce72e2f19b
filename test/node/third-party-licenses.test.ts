// dist/third-party-licenses.txt: every package a built file bundles (read from the files' source
// maps) is named there with its licence text, and the file ships in the package. Needs `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/packages.js';

const DIST = join(ROOT, 'dist');

/** The node_modules packages whose code the CDN build's files hold, by their source maps. */
function bundledPackages(): Set<string> {
  const maps = [join(DIST, 'reasoning-elements.js.map'), ...readdirSync(join(DIST, 'chunks')).filter((f) => f.endsWith('.js.map')).map((f) => join(DIST, 'chunks', f))];
  const names = new Set<string>();
  for (const map of maps) {
    for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
      if (m && !m[1]!.startsWith('@reasoning-elements/')) names.add(m[1]!);
    }
  }
  return names;
}

test('dist/third-party-licenses.txt names each bundled package with its licence text, and ships', () => {
  const file = join(DIST, 'third-party-licenses.txt');
  assert.ok(existsSync(file), 'run `npm run build` first');
  const text = readFileSync(file, 'utf8');
  const bundled = bundledPackages();
  assert.ok(bundled.has('lit-html') && bundled.has('valibot'), `the CDN file bundles Lit and valibot (found ${[...bundled].join(', ')})`);
  for (const name of bundled) {
    const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const at = text.indexOf(`\n${name} ${version} (`);
    assert.ok(at >= 0, `${name} ${version} is not in the licences file`);
    // From its heading to the next package's rule (or the end).
    const end = text.indexOf(`\n${'='.repeat(72)}`, text.indexOf('\n\n', at));
    const section = text.slice(at, end < 0 ? undefined : end);
    assert.match(section, /copyright|permission is hereby granted|redistribution/i, `${name}: its section holds no licence text`);
  }
  const files = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] }).files;
  assert.ok(files.includes('dist/third-party-licenses.txt'), 'the package ships the file');
});
