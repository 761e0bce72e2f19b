// The size check counts what a page loads up front: a built file with the
// chunks it imports statically, never those it imports on demand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticImports, upFront } from '../../scripts/bundle-size.js';

test('static imports of minified output are found; dynamic imports and bare packages are not', () => {
  const code = 'import{a as b}from"./chunks/x-1.js";import"./y.js";\nimport * as n from "../z.js";const l=()=>import("./lazy.js");import{html}from"lit";';
  assert.deepEqual(staticImports(code), ['./chunks/x-1.js', './y.js', '../z.js']);
});

test('upFront follows static imports transitively, once each', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'size-'));
  try {
    await mkdir(join(dir, 'chunks'));
    await writeFile(join(dir, 'entry.js'), 'import{a}from"./chunks/a.js";const v=()=>import("./chunks/lazy.js");');
    await writeFile(join(dir, 'chunks', 'a.js'), 'import{b}from"./b.js";import"./a.js";export const a=1;');
    await writeFile(join(dir, 'chunks', 'b.js'), 'export const b=2;');
    await writeFile(join(dir, 'chunks', 'lazy.js'), 'export const lazy=3;');
    assert.deepEqual(upFront(join(dir, 'entry.js')), [join(dir, 'entry.js'), join(dir, 'chunks', 'a.js'), join(dir, 'chunks', 'b.js')]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
