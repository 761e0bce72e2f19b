// The size check counts what a page loads up front: a built file with the
// chunks it imports statically, never those it imports on demand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { BUDGETS, CDN_FILE, SIZE_PAGES, bundleAlone, dynamicImports, gzipBytes, languageParts, pageFiles, staticImports, upFront, withSizeFigures } from '../../scripts/bundle-size.js';
import { tempDir } from '../helpers/temp.js';

/** Writes `files` (paths relative to a fresh temporary directory), runs `check` on it, then removes it. */
async function withFiles(files: Record<string, string>, check: (dir: string) => void): Promise<void> {
  const dir = tempDir('size-');
  try {
    for (const [path, code] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), code);
    }
    check(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('static imports of minified output are found; dynamic imports and bare packages are not', () => {
  const code = 'import{a as b}from"./chunks/x-1.js";import"./y.js";\nimport * as n from "../z.js";const l=()=>import("./lazy.js");import{html}from"lit";';
  assert.deepEqual(staticImports(code), ['./chunks/x-1.js', './y.js', '../z.js']);
});

test('upFront follows static imports transitively, once each', () =>
  withFiles(
    {
      'entry.js': 'import{a}from"./chunks/a.js";const v=()=>import("./chunks/lazy.js");',
      'chunks/a.js': 'import{b}from"./b.js";import"./a.js";export const a=1;',
      'chunks/b.js': 'export const b=2;',
      'chunks/lazy.js': 'export const lazy=3;',
    },
    (dir) => assert.deepEqual(upFront(join(dir, 'entry.js')), [join(dir, 'entry.js'), join(dir, 'chunks', 'a.js'), join(dir, 'chunks', 'b.js')]),
  ));

test('dynamic imports are found with any quote; static ones are not', () => {
  const code = 'import{a}from"./s.js";const m={x:()=>import(`./chunks/cdn-x-1.js`),y:()=>import("./chunks/cdn-y-2.js")},z=()=>import(\'../z.js\');';
  assert.deepEqual(dynamicImports(code), ['./chunks/cdn-x-1.js', './chunks/cdn-y-2.js', '../z.js']);
});

test('pageFiles: the loader, each tag\'s chunk with its static imports, then the lazy chunks, each file once', () =>
  withFiles(
    {
      'loader.js': 'const m={"a-b":()=>import(`./chunks/cdn-a-b-1.js`),"c-d":()=>import(`./chunks/cdn-c-d-2.js`)};',
      'chunks/cdn-a-b-1.js': 'import{l}from"./cdn-lit-3.js";export const a=1;',
      'chunks/cdn-c-d-2.js': 'import{l}from"./cdn-lit-3.js";import"./cdn-a-b-1.js";const v=()=>import(`./cdn-verify-4.js`);',
      'chunks/cdn-lit-3.js': 'export const l=1;',
      'chunks/cdn-verify-4.js': 'import{l}from"./cdn-lit-3.js";export const v=1;',
    },
    (dir) => {
      const at = (name: string) => join(dir, 'chunks', name);
      const loader = join(dir, 'loader.js');
      assert.deepEqual(pageFiles(loader, { tags: ['a-b'] }), [loader, at('cdn-a-b-1.js'), at('cdn-lit-3.js')]);
      assert.deepEqual(pageFiles(loader, { tags: ['c-d'], lazy: ['verify'] }), [loader, at('cdn-c-d-2.js'), at('cdn-lit-3.js'), at('cdn-a-b-1.js'), at('cdn-verify-4.js')]);
      assert.deepEqual(pageFiles(loader, { tags: ['a-b', 'c-d'] }), [loader, at('cdn-a-b-1.js'), at('cdn-lit-3.js'), at('cdn-c-d-2.js')]);
      assert.throws(() => pageFiles(loader, { tags: ['e-f'] }), /no chunk imported on demand for "e-f"/);
      assert.throws(() => pageFiles(loader, { tags: ['a-b'], lazy: ['verify'] }), /"verify"/);
    },
  ));

test('languageParts: each language index a page can import, then each part it imports, with their static imports', () =>
  withFiles(
    {
      'loader.js': 'const m={"a-b":()=>import(`./chunks/cdn-a-b-1.js`)};',
      'chunks/cdn-a-b-1.js': 'const s={de:()=>import(`./de-2.js`),ja:()=>import(`./ja-3.js`)};',
      'chunks/de-2.js': 'export default{check:()=>import(`./de.check-4.js`),chain:()=>import(`./de.chain-5.js`)};',
      'chunks/ja-3.js': 'export default{check:()=>import(`./ja.check-6.js`)};',
      'chunks/de.check-4.js': 'export default{a:"Prüfung"};',
      'chunks/de.chain-5.js': 'import"./cdn-shared-7.js";export default{a:"Kette"};',
      'chunks/ja.check-6.js': 'export default{a:"検証"};',
      'chunks/cdn-shared-7.js': 'export const x=1;',
    },
    (dir) => {
      const at = (name: string) => join(dir, 'chunks', name);
      assert.deepEqual(languageParts(join(dir, 'loader.js'), { tags: ['a-b'] }), [
        { name: 'de.check', files: [at('de.check-4.js')] },
        { name: 'de.chain', files: [at('de.chain-5.js'), at('cdn-shared-7.js')] },
        { name: 'ja.check', files: [at('ja.check-6.js')] },
      ]);
    },
  ));

test('the docs pages state the sizes the build measures, each figure once measured (one set of figures)', async () => {
  const ROOT = new URL('../..', import.meta.url).pathname;
  const out = tempDir('size-figures-');
  const measured: Record<string, number> = {};
  for (const item of BUDGETS) {
    const file = item.page ? join(ROOT, CDN_FILE) : item.file ? join(ROOT, item.file) : await bundleAlone(join(ROOT, item.entry!), join(out, item.id));
    const files = item.page ? pageFiles(file, item.page) : item.file ? upFront(file) : [file];
    measured[item.id] = files.reduce((n, f) => n + gzipBytes(f), 0);
  }
  const stated = new Set<string>();
  for (const page of SIZE_PAGES) {
    const html = readFileSync(join(ROOT, page), 'utf8');
    for (const [, id] of html.matchAll(/data-size="([\w-]+)"/g)) stated.add(id!);
    assert.equal(withSizeFigures(html, measured), html, `${page} states other sizes than the build measures: run \`npm run build\``);
  }
  assert.deepEqual([...stated].sort(), BUDGETS.map((b) => b.id).sort(), 'every budget\'s figure is stated, and no other');
});
