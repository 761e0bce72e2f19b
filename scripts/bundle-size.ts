/**
 * What a page loads, measured one way for the build's budget check
 * (scripts/check-size.mjs) and the bench (test/bench/bundle.bench.ts):
 * minified, lit included, gzip level 9, 1 kB = 1000 bytes.
 */
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifyLitLiterals } from './vite/minify-literals.js';

export const KB = 1000;

// Budgets sit about 5% above the measured size, so growth is a decision, not
// an accident. Floor of <chain-badge> alone (min+gzip): lit + @lit/task ≈ 6.8 kB,
// valibot's schemas ≈ 3 kB, the client's shared/retrying fetch and typed
// errors ≈ 3.5 kB, the badge renderer with its Verdana width table ≈ 3 kB.
// A 10 kB badge would mean dropping answer validation or request sharing.
export const BUDGETS: readonly { name: string; file?: string; entry?: string; budget: number }[] = [
  // 42: Doorway answer shapes in the console and the xycore check in the receipt; the checker is not yet loaded lazily.
  { name: 'CDN file (all elements + lit)', file: 'dist/reasoning-elements.js', budget: 42 * KB },
  { name: '<chain-badge> alone + lit', entry: 'src/elements/chain-badge/define.ts', budget: 21.5 * KB },
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
