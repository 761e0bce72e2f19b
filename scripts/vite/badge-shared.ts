/**
 * Which modules go into the CDN build's shared chunk: those `<chain-badge>` imports that another
 * element imports too, and nothing else. A page of badges then fetches two chunks (the badge's own,
 * the shared one) and none of the code only the receipt and the console use. Left to itself the
 * bundler splits by the exact set of elements importing a module, which gave badge pages a third
 * chunk (what the badge shares with the receipt only) and its own gzip overhead.
 *
 * The module graph is read at the end of the build (static imports only: what a dynamic import
 * loads is a chunk of its own); `test` answers from it while the chunks are made.
 */
import type { Plugin } from 'vite';

export interface SharedWithBadge {
  plugin: Plugin;
  /** True for a module the badge and another element both import (the shared chunk's modules). */
  test: (id: string) => boolean;
}

/** `badge` and `others`: each a test for an element's define module (the roots of the graph). */
export function sharedWithBadge(badge: RegExp, others: RegExp): SharedWithBadge {
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
      // The badge's define module itself is the badge's chunk, never shared.
      shared = new Set([...fromBadge].filter((id) => fromOthers.has(id) && !badge.test(id)));
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
