// custom-elements.json for editors, docs tools, framework typings and the demo's API tables.
// Run by `npm run analyze` and before the demo build (see demo/vite-plugins.ts).
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The shared design tokens, which every element honours: names and text from
 * their `@cssproperty --name - text` lines, defaults from the CSS itself
 * (`--_x: var(--reasoning-x, DEFAULT);`), so neither can drift.
 */
function sharedTokens(file = 'tokens.ts') {
  // tokens.ts includes theme-tokens.ts (the part <chain-badge> takes), so both are read for it.
  const files = file === 'tokens.ts' ? ['theme-tokens.ts', 'tokens.ts'] : [file];
  const source = files.map((f) => readFileSync(new URL(`./src/elements/shared/${f}`, import.meta.url), 'utf8')).join('\n');
  const defaults = new Map(
    [...source.matchAll(/^\s*--_[\w-]+:\s*var\((--reasoning-[\w-]+),\s*(.+)\);\s*$/gm)].map(([, name, value]) => [name, value.trim()]),
  );
  const seen = new Set();
  return [...source.matchAll(/@cssproperty\s+(--[\w-]+)\s+-\s+(.+)/g)].filter(([, name]) => !seen.has(name) && seen.add(name)).map(([, name, description]) => ({
    name,
    description: description.trim(),
    ...(defaults.has(name) ? { default: defaults.get(name) } : {}),
  }));
}

/**
 * Adds the shared tokens to each element, after its own custom properties: all
 * of them, or only theme-tokens.ts's for an element whose class imports just those.
 */
function sharedTokensPlugin() {
  return {
    name: 'reasoning-shared-tokens',
    packageLinkPhase({ customElementsManifest }) {
      const all = sharedTokens();
      const themeOnly = sharedTokens('theme-tokens.ts');
      for (const mod of customElementsManifest.modules) {
        const source = readFileSync(new URL(`.${mod.path.startsWith('/') ? '' : '/'}${mod.path}`, import.meta.url), 'utf8');
        const tokens = /shared\/theme-tokens\.js'/.test(source) ? themeOnly : all;
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
 * does not follow: take the tag from `static tagName` (or `@tag`) and mark
 * only classes that have one as custom elements, so the shared base class is
 * not listed as an element without a tag.
 */
function tagNamePlugin() {
  return {
    name: 'reasoning-tag-names',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        // defineOnce's own `customElements.define(tag, ctor)` is not a definition of anything.
        mod.exports = mod.exports?.filter((e) => e.kind !== 'custom-element-definition');
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class') continue;
          const field = decl.members?.find((m) => m.static && m.name === 'tagName');
          const tag = decl.tagName ?? field?.default?.replace(/^['"`]|['"`]$/g, '');
          if (tag?.includes('-')) {
            decl.customElement = true;
            decl.tagName = tag;
          } else {
            delete decl.customElement;
            delete decl.tagName;
          }
        }
      }
    },
  };
}

/**
 * `type X = 'a' | 'b'` aliases of string literals, from the element sources:
 * editors complete `mode="…"` from `'render' | 'server' | 'link'`, not from
 * the alias's name.
 */
function literalUnionAliases() {
  const aliases = new Map();
  const dir = new URL('./src/elements/', import.meta.url);
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('.ts')) continue;
    const source = readFileSync(new URL(String(file), dir), 'utf8');
    for (const [, name, union] of source.matchAll(/^export type (\w+) = ((?:'[^']*'\s*\|\s*)*'[^']*');/gm)) {
      aliases.set(name, union.replace(/\s+/g, ' '));
    }
  }
  return aliases;
}

/** Writes each attribute's and field's type with the alias spelled out. */
function expandTypesPlugin() {
  return {
    name: 'reasoning-expand-types',
    packageLinkPhase({ customElementsManifest }) {
      const aliases = literalUnionAliases();
      const expand = (type) => {
        if (!type?.text) return;
        type.text = type.text.replace(/\b\w+\b/g, (word) => aliases.get(word) ?? word);
      };
      for (const decl of customElementsManifest.modules.flatMap((m) => m.declarations ?? [])) {
        for (const item of [...(decl.attributes ?? []), ...(decl.members ?? [])]) expand(item.type);
      }
    },
  };
}

/**
 * Events get their class as type (`ReceiptLoadEvent`), from each event
 * class's `static readonly eventName`, so tools can type `on…` handlers.
 */
function eventTypesPlugin() {
  return {
    name: 'reasoning-event-types',
    packageLinkPhase({ customElementsManifest }) {
      // Every element's events, and the console's own module of them.
      const source = ['events.ts', 'run-events.ts'].map((file) => readFileSync(new URL(`./src/elements/shared/${file}`, import.meta.url), 'utf8')).join('\n');
      const classes = new Map(
        [...source.matchAll(/export class (\w+) extends Event \{\s*static readonly eventName = '([\w-]+)'/g)].map(([, cls, name]) => [name, cls]),
      );
      for (const decl of customElementsManifest.modules.flatMap((m) => m.declarations ?? [])) {
        for (const event of decl.events ?? []) {
          const cls = classes.get(event.name);
          if (cls) event.type = { text: cls };
        }
      }
    },
  };
}

/**
 * `theme="light|dark"` is honoured by the shared tokens (`:host([theme=…])`)
 * on every element, whether or not the class declares a property for it.
 */
function themeAttributePlugin() {
  return {
    name: 'reasoning-theme-attribute',
    packageLinkPhase({ customElementsManifest }) {
      for (const decl of customElementsManifest.modules.flatMap((m) => m.declarations ?? [])) {
        if (!decl.customElement) continue;
        decl.attributes ??= [];
        if (decl.attributes.some((a) => a.name === 'theme')) continue;
        decl.attributes.push({
          name: 'theme',
          type: { text: "'light' | 'dark'" },
          description: 'Pins the light or dark palette (the badges drawn inside too); unset follows the color-scheme of the page.',
        });
      }
    },
  };
}

/**
 * The manifest describes the package as published: one module per element,
 * at the built file that defines it (`dist/<tag>.js`, importable as
 * `reasoning-elements/<tag>`), plus `dist/index.js` (the classes) and
 * `dist/define.js` (all three registered). Internal modules are not in the
 * tarball as such, so they are left out, and references to them keep only the
 * name (inherited members stay, merged into each element by the analyzer).
 */
function publishedPathsPlugin() {
  return {
    name: 'reasoning-published-paths',
    packageLinkPhase({ customElementsManifest }) {
      const elements = [];
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.customElement) elements.push({ decl, source: mod.path, path: `dist/${decl.tagName}.js` });
        }
      }
      const moved = new Map(elements.map((e) => [e.source.replace(/^\//, '').replace(/\.ts$/, ''), e.path]));
      const fixRefs = (node) => {
        if (Array.isArray(node)) return node.forEach(fixRefs);
        if (!node || typeof node !== 'object') return;
        if (typeof node.module === 'string' && !node.package) {
          const target = moved.get(node.module.replace(/^\//, '').replace(/\.[jt]s$/, ''));
          if (target) node.module = target;
          else delete node.module;
        }
        Object.values(node).forEach(fixRefs);
      };
      const ref = (e) => ({ name: e.decl.name, module: e.path });
      customElementsManifest.modules = [
        ...elements.map((e) => ({
          kind: 'javascript-module',
          path: e.path,
          declarations: [e.decl],
          exports: [
            { kind: 'js', name: e.decl.name, declaration: ref(e) },
            { kind: 'custom-element-definition', name: e.decl.tagName, declaration: ref(e) },
          ],
        })),
        {
          kind: 'javascript-module',
          path: 'dist/index.js',
          declarations: [],
          exports: elements.map((e) => ({ kind: 'js', name: e.decl.name, declaration: ref(e) })),
        },
        {
          kind: 'javascript-module',
          path: 'dist/define.js',
          declarations: [],
          exports: elements.flatMap((e) => [
            { kind: 'js', name: e.decl.name, declaration: ref(e) },
            { kind: 'custom-element-definition', name: e.decl.tagName, declaration: ref(e) },
          ]),
        },
      ];
      for (const e of elements) fixRefs(e.decl);
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
  plugins: [
    tagNamePlugin(),
    publicOnlyPlugin(),
    sharedTokensPlugin(),
    themeAttributePlugin(),
    expandTypesPlugin(),
    eventTypesPlugin(),
    // Last: it moves the element declarations to the published modules.
    publishedPathsPlugin(),
  ],
};
