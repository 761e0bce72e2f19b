/**
 * Which modules go into the CDN build's shared chunk: those `<chain-badge>` imports that another
 * element imports too, and nothing else. A page of badges then fetches two chunks (the badge's own,
 * the shared one) and none of the code only the receipt and the console use. Left to itself the
 * bundler splits by the exact set of elements importing a module, which gave badge pages a third
 * chunk (what the badge shares with the receipt only) and its own gzip overhead.
 *
 * The module graph is read at the end of the build (static imports only: what a dynamic import
 * loads is a chunk of its own); `test` answers from it while the chunks are made. The graph counts
 * every import, used or not: through a package's index it reaches modules nobody here calls, which is
 * why the checker's modules are kept out by name (`apart`).
 */
import type { Plugin } from 'vite';

export interface SharedWithBadge {
  plugin: Plugin;
  /** True for a module the badge and another element both import (the shared chunk's modules). */
  test: (id: string) => boolean;
}

/**
 * `badge` and `others`: each a test for an element's define module (the roots of the graph). `apart`:
 * roots of chunks that must import no other chunk (the chain checker, which a worker imports): what
 * they reach is left to the bundler, which keeps it in their chunk.
 */
export function sharedWithBadge(badge: RegExp, others: RegExp, apart?: RegExp): SharedWithBadge {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'reasoning:badge-shared',
    apply: 'build',
    buildEnd() {
      const reach = (root: RegExp): Set<string> => {
        const seen = new Set<string>();
        const todo = [...this.getModuleIds()].filter((id) => root.test(id));
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const fromBadge = reach(badge);
      const fromOthers = reach(others);
      const keptApart = apart ? reach(apart) : new Set<string>();
      // The badge's define module itself is the badge's chunk, never shared.
      shared = new Set([...fromBadge].filter((id) => fromOthers.has(id) && !keptApart.has(id) && !badge.test(id)));
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
