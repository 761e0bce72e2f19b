/**
 * Subresource integrity for the CDN file: `dist/integrity.json` maps the CDN
 * entry and every chunk it can load, by path relative to `dist/`, to the
 * sha384 hash of its bytes as written (`"sha384-…"`, the form `integrity`
 * attributes and import maps take). It ships in the package
 * (`reasoning-elements/integrity.json`), so a page pins the exact files it
 * loads from a CDN: the entry with `<script integrity>`, the chunks (which the
 * entry imports itself) with an import map's `integrity` (docs: Security).
 *
 * Hashed in `writeBundle`, from the files on disk, after every other plugin
 * has changed them (the preload map is written into the entry late).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const INTEGRITY_FILE = 'integrity.json';

/** `sha384-<base64>` of `bytes`: an integrity value. */
export function sriHash(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function integrityManifest(): Plugin {
  return {
    name: 'reasoning:integrity',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return this.error('integrity: the build writes no directory');
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // The entry first, then the chunks by name: a stable file to read and to diff.
      const files = [...chunks.filter((c) => c.isEntry), ...chunks.filter((c) => !c.isEntry).sort((a, b) => (a.fileName < b.fileName ? -1 : 1))].map((c) => c.fileName);
      const hashes: Record<string, string> = {};
      for (const file of files) hashes[file] = sriHash(readFileSync(join(dir, file)));
      writeFileSync(join(dir, INTEGRITY_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}
