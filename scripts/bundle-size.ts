/**
 * What a page loads, measured one way for the build's budget check
 * (scripts/check-size.mjs) and the bench (test/bench/bundle.bench.ts):
 * minified, lit included, gzip level 9, 1 kB = 1000 bytes.
 */
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifyLitLiterals } from './vite/minify-literals.js';

export const KB = 1000;

// Budgets sit about 5% above the measured size, so growth is a decision, not
// an accident. <chain-badge> alone (min+gzip, about 15.2 kB): lit ≈ 5.8 kB
// (a bare LitElement), the badge renderer with its Verdana width table ≈ 3.7
// (the same code that writes the build step's SVGs), the light read (request
// sharing, retries, timeouts, a capped body, typed errors, a hand check of
// `id` and `verified`) ≈ 1.8, the element, its base class, endpoints, events,
// theme tokens and Lit's unsafeHTML ≈ 3.9. Code for reading error answers is
// a chunk loaded on the first one (0.9 kB), not counted up front. The CDN
// file counts what a page loads up front: the entry and its static imports;
// chunks imported on demand (e.g. the chain checker, only with `verify`) are
// listed apart.
export const BUDGETS: readonly { name: string; file?: string; entry?: string; budget: number }[] = [
  // Up front 41 kB: the entry 35.5 + a shared chunk of 5.5 (valibot's schemas, canonicalize and the hashes,
  // which the console and receipt use too); the chain checker (4 kB) loads only with `verify`.
  { name: 'CDN file (all elements + lit)', file: 'dist/reasoning-elements.js', budget: 43 * KB },
  { name: '<chain-badge> alone + lit', entry: 'src/elements/chain-badge/define.ts', budget: 16 * KB },
];

/** Bundles one entry with everything it imports, minified like the CDN build; returns the file's path. */
export async function bundleAlone(entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [minifyLitLiterals()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      write: true,
      lib: { entry: { bundle: entry }, formats: ['es'] },
      rolldownOptions: { output: { minify: true } },
    },
  });
  return join(outDir, 'bundle.js');
}

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Relative static imports of a built ES module (`import{a}from"./x.js"`, `import"./y.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) found.push(m[1]!);
  return found;
}

/** `file` and every file it imports statically, transitively: what a page fetches before the module runs. */
export function upFront(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  return [file, ...staticImports(code).flatMap((rel) => upFront(join(dirname(file), rel), seen))];
}
