/**
 * A second minification of the CDN build's chunks with terser, after the bundler's own (oxc):
 * terser's passes find what oxc leaves (it shortens the badge page by about 0.3 kB gzip, some 2%).
 * It runs in `generateBundle`, on the finished chunks: as a `renderChunk` hook (Vite's
 * `build.minify: 'terser'`) it would run before oxc's minification, which then undoes part of it.
 * Safe options only: no property mangling (the elements' properties are public API), no
 * `unsafe_*` rewrites. Source maps are carried through.
 */
import type { Plugin } from 'vite';
import { minify } from 'terser';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  map?: { toString(): string } | null;
}

export function terserPass(): Plugin {
  return {
    name: 'reasoning:terser-pass',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const chunk = item as unknown as ChunkLike;
        // The bundler has appended the map's URL already: kept apart, since terser drops comments.
        const mapUrl = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(chunk.code)?.[0] ?? '';
        const result = await minify(chunk.code.slice(0, chunk.code.length - mapUrl.length), {
          module: true,
          ecma: 2020,
          compress: { passes: 2 },
          // Licence notices (`@license`, `@preserve`, `/*!`) kept: the CDN file bundles Lit, whose licence asks for them.
          format: { comments: 'some' },
          ...(chunk.map ? { sourceMap: { content: chunk.map.toString(), asObject: true } } : {}),
        });
        if (result.code === undefined) throw new Error(`terser-pass: no output for ${chunk.fileName}`);
        chunk.code = result.code + mapUrl;
        if (chunk.map && result.map) Object.assign(chunk.map, result.map);
      }
    },
  };
}
