#!/usr/bin/env node
// Size budgets, run at the end of `npm run build`: minified + gzip bytes of
// what a page actually loads, lit included. Prints a table; exits 1 when any
// bundle is over its budget (the budgets are in scripts/bundle-size.ts).
//   - dist/reasoning-elements.js up front: the CDN loader and its static imports.
//   - CDN pages: what a page showing some of the elements fetches in all from
//     the CDN file (the loader, each element's chunk and its static imports,
//     and the chain checker where a receipt has `verify`), each file once.
//   - <chain-badge> alone: its define entry bundled with lit, the way a page
//     that only shows badges would ship it (built here into a temp dir).
//   - the largest part of any language's words (each is a chunk of its own).
// The figures are written into the docs pages that state them (SIZE_PAGES), so the docs give one set.
import { brotliCompressSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { BUDGETS: budgets, CDN_FILE, KB, LANGUAGE_PART_BUDGET, SIZE_PAGES, bundleAlone, gzipBytes, languageParts, pageFiles, upFront, withSizeFigures } = await tsImport('./bundle-size.ts', import.meta.url);

const tmp = mkdtempSync(join(tmpdir(), 'reasoning-size-'));
const rows = [];
try {
  for (const item of budgets) {
    const file = item.page ? CDN_FILE : (item.file ?? (await bundleAlone(item.entry, join(tmp, 'out'))));
    if (!existsSync(file)) {
      rows.push({ ...item, error: `${file} missing (run the build first)` });
      continue;
    }
    // A built file counts with what it imports statically (its up-front chunks), each compressed on its own as served.
    let files;
    try {
      files = item.page ? pageFiles(file, item.page) : item.file ? upFront(file) : [file];
    } catch (error) {
      rows.push({ ...item, error: error.message });
      continue;
    }
    const sum = (f) => files.reduce((n, x) => n + f(x), 0);
    rows.push({
      ...item,
      name: files.length > 1 ? `${item.name} (${files.length} files)` : item.name,
      min: sum((x) => readFileSync(x).length),
      gzip: sum(gzipBytes),
      brotli: sum((x) => brotliCompressSync(readFileSync(x)).length),
    });
  }
  // Each part of each language's words, fetched by a page that speaks it: the largest one is the row.
  if (existsSync(CDN_FILE)) {
    const parts = languageParts(CDN_FILE, { tags: ['chain-badge', 'reasoning-receipt', 'reasoning-console'], lazy: ['verify'] });
    const sized = parts.map((p) => ({ ...p, gzip: p.files.reduce((n, f) => n + gzipBytes(f), 0) })).sort((a, b) => b.gzip - a.gzip);
    const top = sized[0];
    if (!top) rows.push({ name: 'Largest language part', budget: LANGUAGE_PART_BUDGET, error: 'no language parts found in the CDN build' });
    else {
      const sum = (f) => top.files.reduce((n, x) => n + f(x), 0);
      rows.push({
        name: `Largest language part (${top.name}, of ${sized.length})`,
        budget: LANGUAGE_PART_BUDGET,
        min: sum((x) => readFileSync(x).length),
        gzip: top.gzip,
        brotli: sum((x) => brotliCompressSync(readFileSync(x)).length),
      });
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const kb = (n) => `${(n / KB).toFixed(2)} kB`;
const table = [['bundle', 'min', 'min+gzip', 'min+brotli', 'budget (gzip)', 'status']];
for (const r of rows) {
  if (r.error) table.push([r.name, '-', '-', '-', kb(r.budget), `FAIL: ${r.error}`]);
  else table.push([r.name, kb(r.min), kb(r.gzip), kb(r.brotli), kb(r.budget), r.gzip <= r.budget ? 'ok' : `OVER by ${kb(r.gzip - r.budget)}`]);
}
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log('\nsize budgets (1 kB = 1000 bytes)');
for (const row of table) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd());

// The docs state these figures: written into their pages, the ones measured here and nothing else.
const measured = Object.fromEntries(rows.filter((r) => r.id && !r.error).map((r) => [r.id, r.gzip]));
for (const page of SIZE_PAGES) {
  const html = readFileSync(page, 'utf8');
  const written = withSizeFigures(html, measured);
  if (written !== html) writeFileSync(page, written);
}

const failed = rows.filter((r) => r.error || r.gzip > r.budget);
if (failed.length) {
  console.error(`\nsize budget exceeded: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
