/**
 * The CDN loader's preload map, written at build time. The loader imports an
 * element's chunk when the page shows that element; the chunks that chunk
 * imports (lit and the shared code, the schemas) would only be requested once
 * it has arrived and been parsed, one round trip later. This plugin writes, for
 * each tag, the files its chunk imports statically (transitively), so the
 * loader can request them at the same moment as `<link rel="modulepreload">`.
 *
 * The loader holds the map as a JSON string literal marked `__cdn_preloads__`;
 * this replaces that literal in the built entry (an unhashed file, so its name
 * does not depend on the bytes changed here).
 */
import type { Plugin } from 'vite';

/** The placeholder's text, as src/cdn.ts writes it inside a string literal. */
export const PRELOADS_PLACEHOLDER = '{"__cdn_preloads__":{}}';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  code: string;
}

export function cdnPreloads(tagOf: (fileName: string) => string | undefined): Plugin {
  return {
    name: 'reasoning:cdn-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        for (const dep of chunks.get(file)?.imports ?? []) {
          if (!seen.has(dep)) {
            seen.add(dep);
            closure(dep, seen);
          }
        }
        return seen;
      };
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const at = entry.code.search(/(["'`])\{"__cdn_preloads__":\{\}\}\1/);
        if (at < 0) continue;
        const map: Record<string, string[]> = {};
        for (const file of entry.dynamicImports) {
          const tag = tagOf(file);
          // Paths relative to the entry's own URL, as it imports them.
          if (tag) map[tag] = [...closure(file)].map((dep) => `./${dep}`);
        }
        // Chunk file names are [\w.-] only, so the JSON needs no escaping inside single quotes.
        const json = JSON.stringify(map);
        if (/['\\\n]/.test(json)) throw new Error(`cdn-preloads: unexpected characters in chunk names: ${json}`);
        const literal = `'${json}'`;
        entry.code = entry.code.slice(0, at) + literal + entry.code.slice(at + PRELOADS_PLACEHOLDER.length + 2);
      }
    },
  };
}
