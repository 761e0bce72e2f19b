// custom-elements.json for editors, docs tools and the demo's API tables.
// Run by `npm run analyze` and before the demo build (see demo/vite-plugins.ts).
import { readFileSync } from 'node:fs';

/**
 * The shared design tokens, which every element honours: names and text from
 * their `@cssproperty --name - text` lines, defaults from the CSS itself
 * (`--_x: var(--reasoning-x, DEFAULT);`), so neither can drift.
 */
function sharedTokens() {
  const source = readFileSync(new URL('./src/elements/shared/tokens.ts', import.meta.url), 'utf8');
  const defaults = new Map(
    [...source.matchAll(/^\s*--_[\w-]+:\s*var\((--reasoning-[\w-]+),\s*(.+)\);\s*$/gm)].map(([, name, value]) => [name, value.trim()]),
  );
  return [...source.matchAll(/@cssproperty\s+(--[\w-]+)\s+-\s+(.+)/g)].map(([, name, description]) => ({
    name,
    description: description.trim(),
    ...(defaults.has(name) ? { default: defaults.get(name) } : {}),
  }));
}

/** Adds the shared tokens to each element, after its own custom properties. */
function sharedTokensPlugin() {
  return {
    name: 'reasoning-shared-tokens',
    packageLinkPhase({ customElementsManifest }) {
      const tokens = sharedTokens();
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement) continue;
          const own = decl.cssProperties ?? [];
          const known = new Set(own.map((p) => p.name));
          decl.cssProperties = [...own, ...tokens.filter((t) => !known.has(t.name))];
        }
      }
    },
  };
}

/** Drops private and protected members (`_x`, `#x`, `private`) from the public description. */
function publicOnlyPlugin() {
  const isPublic = (m) =>
    m.privacy !== 'private' && m.privacy !== 'protected' && !/^[_#]/.test(m.name) && !(m.static && LIT_STATICS.has(m.name));
  return {
    name: 'reasoning-public-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.members) decl.members = decl.members.filter(isPublic);
          // An event dispatched as `new SomeEvent(…)` is found without its name; the class documents it.
          if (decl.events) decl.events = decl.events.filter((e) => e.name);
          if (decl.attributes) decl.attributes = decl.attributes.filter((a) => !/^[_#]/.test(a.fieldName ?? a.name));
        }
      }
    },
  };
}

/**
 * The elements register through `defineOnce(X.tagName, X)`, which the analyzer
 * does not follow: take the tag from `static tagName` and record the
 * definition in the element's `define.ts` module.
 */
function tagNamePlugin() {
  return {
    name: 'reasoning-tag-names',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      // defineOnce's own `customElements.define(tag, ctor)` is not a definition of anything.
      for (const mod of modules) {
        mod.exports = mod.exports?.filter((e) => e.kind !== 'custom-element-definition' || e.name.includes('-'));
      }
      for (const mod of modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class' || decl.tagName) continue;
          const field = decl.members?.find((m) => m.static && m.name === 'tagName');
          const tag = field?.default?.replace(/^['"`]|['"`]$/g, '');
          if (!tag?.includes('-')) continue;
          decl.customElement = true;
          decl.tagName = tag;
          const define = modules.find((m) => m.path === mod.path.replace(/[^/]+$/, 'define.ts'));
          define?.exports?.push({ kind: 'custom-element-definition', name: tag, declaration: { name: decl.name, module: mod.path } });
        }
      }
    },
  };
}

/** Lit's static plumbing is not API a page uses. */
const LIT_STATICS = new Set(['styles', 'properties', 'shadowRootOptions', 'tagName']);

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false, // package.json names the manifest itself; never rewritten by a build
  plugins: [tagNamePlugin(), publicOnlyPlugin(), sharedTokensPlugin()],
};
