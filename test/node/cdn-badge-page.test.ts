// What a page of badges fetches through the CDN file: the loader and two chunks, holding none of the
// code only the receipt, the console or a server render uses. Needs `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CDN_FILE, pageFiles, staticImports } from '../../scripts/bundle-size.js';
import { ROOT } from '../helpers/packages.js';

const loader = join(ROOT, CDN_FILE);
const badgePage = () => pageFiles(loader, { tags: ['chain-badge'] });

test('a page of badges fetches the loader, the badge\'s chunk and the shared chunk the other elements import too', () => {
  const files = badgePage().map((f) => basename(f));
  assert.equal(files.length, 3, files.join(', '));
  const [, badge, shared] = files as [string, string, string];
  assert.match(badge, /^cdn-chain-badge-/);
  assert.match(shared, /^cdn-shared-/);
  for (const tag of ['reasoning-receipt', 'reasoning-console']) {
    const own = pageFiles(loader, { tags: [tag] }).map((f) => basename(f));
    assert.ok(own.includes(shared), `<${tag}> imports ${own.join(', ')}`);
    assert.ok(!own.includes(badge), `<${tag}> does not fetch the badge's chunk`);
  }
});

test('the badge page holds no code of the console, the receipt\'s links, Localize\'s formatting or a server render', () => {
  const code = badgePage()
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  // RunStartEvent; checkedOnSiteRoot; Localize's numbers and plural forms; viewHtml (chainBadgeShadowFor's markup).
  for (const marker of ['run-start', 'site-root.invalid', 'PluralRules', 'NumberFormat', 'aria-busy="true"']) {
    assert.ok(!code.includes(marker), `found ${marker}`);
  }
  // What the badge does need is there: its element and the page's GET cache.
  assert.ok(code.includes('chain-badge'));
  assert.ok(code.includes('Every caller aborted.'));
});

test('every CDN chunk keeps its source map through the second minification, and names no map (maps are not shipped)', () => {
  const dir = join(ROOT, 'dist/chunks');
  const files = [loader, ...readdirSync(dir).filter((f) => /^cdn-.*\.js$/.test(f)).map((f) => join(dir, f))];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    assert.doesNotMatch(code, /\/\/# sourceMappingURL=/, `${file} names a map the tarball does not hold`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { file: string; mappings: string; sources: string[] };
    assert.equal(map.file, basename(file), `${file}.map names its file`);
    assert.ok(map.mappings.length > 0 && map.sources.length > 0, `${file}.map maps to its sources`);
    // Nothing else lost: its imports are files that exist.
    for (const spec of staticImports(code)) assert.ok(readdirSync(dir).includes(basename(spec)), `${file} imports ${spec}`);
  }
});
