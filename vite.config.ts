/**
 * One config, four builds (selected by --mode):
 *   lib   (default) per-entry ES modules for npm users, lit external
 *   cdn   dist/reasoning-elements.js: one self-contained file that registers the elements
 *   demo  the docs site as static files, into @reasoning-elements/service (its CLI serves them)
 * `vite` (serve) runs the docs site with the embedded service and proxy mounted.
 */
import { defineConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { minifyLitLiterals } from './scripts/vite/minify-literals.js';
import { inlineCss } from './scripts/vite/inline-css.js';
import { cdnPreloads } from './scripts/vite/cdn-preloads.js';
import { trustedTypesPolicy } from './scripts/vite/trusted-types-policy.js';
import { integrityManifest } from './scripts/vite/integrity.js';
import { sharedWithBadge } from './scripts/vite/badge-shared.js';
import { terserPass } from './scripts/vite/terser-pass.js';
import { thirdPartyLicenses } from './scripts/vite/third-party-licenses.js';
import { demoPages, docsFiles, elementsManifest, siteLayout } from './demo/build.js';


const browserEntries = {
  index: 'src/index.ts',
  define: 'src/define.ts',
  client: 'src/client/index.ts',
  badge: 'src/badge/index.ts',
  // Words for code without an element (a build step, a server page): termsFor, registerTranslation, LANGUAGES.
  i18n: 'src/i18n/index.ts',
  spec: 'src/spec/index.ts',
  'chain-badge': 'src/elements/chain-badge/define.ts',
  'reasoning-receipt': 'src/elements/reasoning-receipt/define.ts',
  'reasoning-console': 'src/elements/reasoning-console/define.ts',
  react: 'src/react/index.ts',
  // `reasoning-elements/cdn` under Node: the elements registered, the loader's API (src/cdn.ts is the browser's).
  'cdn-node': 'src/cdn-node.ts',
};

/** A CDN chunk's name: the element it defines (the size check finds a page's chunks by it), else the bundler's name. */
const cdnChunkName = (chunk: { name: string; moduleIds: readonly string[] }) => {
  for (const id of chunk.moduleIds) {
    const tag = /[\\/]elements[\\/]([a-z-]+)[\\/](?:define|register)\.ts$/.exec(id)?.[1];
    if (tag) return tag;
  }
  // Lit (with what else only the receipt and the console use), the code every element uses (the badge
  // renderer, the light read, the languages; no Lit: a page of badges loads none), and the schemas.
  if (chunk.moduleIds.some((id) => /[\\/]lit-element[\\/]lit-element\.js$/.test(id))) return 'lit';
  if (chunk.moduleIds.some((id) => /[\\/]badge[\\/]render\.ts$/.test(id))) return 'shared';
  if (chunk.moduleIds.some((id) => /[\\/]spec[\\/]resources\.ts$/.test(id))) return 'schemas';
  return chunk.name;
};

/** A chunk of a shipped language's words (src/i18n/lang/<code>.ts and <code>.<part>.ts), English apart. */
const isLanguageChunk = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /[\\/]i18n[\\/]lang[\\/](?!en[.])[a-z]{2,3}(\.[a-z]+)?\.ts$/.test(id));

/** The CDN build's shared chunk: what <chain-badge> imports and another element imports too. */
const badgeShared = sharedWithBadge(
  /[\\/]elements[\\/]chain-badge[\\/](?:define|register)\.ts$/,
  /[\\/]elements[\\/]reasoning-(receipt|console)[\\/]define\.ts$/,
  // The chain checker's chunk, which its worker imports alone.
  /[\\/]client[\\/]verify[\\/]index\.ts$/,
);

const builds: Record<string, UserConfig> = {
  lib: {
    plugins: [minifyLitLiterals(), thirdPartyLicenses()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      // Maps for the licence scan (scripts/vite/third-party-licenses.ts), not shipped: no comment points at them.
      sourcemap: 'hidden',
      lib: { entry: browserEntries, formats: ['es'] },
      rolldownOptions: {
        // src/react/index.ts starts with "use client" (so React Server Components load the wrappers as client
        // code): as an entry module's directive it is kept at the top of dist/react.js, which a test checks.
        onLog: (level, log, handler) => {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]src[\\/]react[\\/]index\.ts$/.test(log.id ?? '')) return;
          handler(level, log);
        },
        external: (id) =>
          id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/') || id === 'react' || id === 'valibot' || id === 'canonicalize' || id === '@reasoning-elements/protocol',
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  },
  cdn: {
    plugins: [
      minifyLitLiterals(),
      // Before the plugins below, which edit and hash the finished chunks.
      terserPass(),
      cdnPreloads((file) => /(?:^|\/)cdn-(chain-badge|reasoning-receipt|reasoning-console)-[^/]+\.js$/.exec(file)?.[1]),
      // Its bundled Lit's Trusted Types policy is "reasoning-elements", so it works beside a page's own Lit.
      trustedTypesPolicy(),
      // dist/integrity.json: the sha384 of the entry and of every chunk, for <script integrity> and import maps.
      integrityManifest(),
      // dist/third-party-licenses.txt: the licences of the packages the builds bundle.
      thirdPartyLicenses(),
      badgeShared.plugin,
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      // Maps for the licence scan (scripts/vite/third-party-licenses.ts), not shipped: no comment points at them.
      sourcemap: 'hidden',
      lib: { entry: { 'reasoning-elements': 'src/cdn.ts' }, formats: ['es'] },
      // The entry is a loader; each element, the code elements share (lit included) and the chain checker
      // are chunks beside it, fetched only by pages that use them (named by content hash, so cached for good).
      // Lit is not a chunk of its own: it would add a request and about 0.6 kB to every page.
      rolldownOptions: {
        // terser-pass takes seconds, on purpose: no warning about it.
        checks: { pluginTimings: false },
        output: {
          minify: true,
          // Bundler annotations (@__PURE__, about 200 in all) have done their work by now; the licences of the
          // code bundled (Lit's BSD-3-Clause notices) stay with it.
          comments: { legal: true, annotation: false, jsdoc: false },
          // A language's words are the same modules in both builds (data, no imports but their own parts), so they
          // keep the library build's names: the two builds write one file each instead of two, and the package is
          // smaller by their size. Everything else is the CDN build's own (`cdn-…`): it bundles Lit.
          chunkFileNames: (chunk) => (isLanguageChunk(chunk) ? 'chunks/[name]-[hash].js' : `chunks/cdn-${cdnChunkName(chunk)}-[hash].js`),
          // A page of badges fetches two chunks: the badge's own and this one (see scripts/vite/badge-shared.ts).
          codeSplitting: { groups: [{ name: 'shared', test: badgeShared.test }] },
        },
      },
    },
  },
  demo: {
    root: 'demo',
    base: '/',
    plugins: [siteLayout(), docsFiles(), elementsManifest(), inlineCss()],
    build: { outDir: '../packages/service/dist/demo', emptyOutDir: true, target: 'es2022', rolldownOptions: { input: demoPages, checks: { pluginTimings: false } } },
  },
};

export default defineConfig(async ({ command, mode }) => {
  if (command === 'build') return builds[mode] ?? builds.lib!;
  // Dev server: the demo, with the embedded service and proxy on the same origin.
  // Loaded by Node from the built package, not bundled into this config (a workspace link looks like source to Vite).
  const servicePlugin = ['@reasoning-elements/service', 'vite'].join('/');
  const { reasoningDevServer } = (await import(/* @vite-ignore */ servicePlugin)) as typeof import('@reasoning-elements/service/vite');
  return {
    root: 'demo',
    // Receipt pages (/app) load this repository's sources, so they change as the elements do.
    plugins: [
      reasoningDevServer({ service: { elementsScript: '/@fs' + fileURLToPath(new URL('./src/define.ts', import.meta.url)) } }),
      siteLayout(),
      docsFiles(),
      elementsManifest(),
    ],
    // Pre-bundled up front, so the first visit is not reloaded when Vite discovers them.
    optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directives/unsafe-html.js', 'valibot', 'canonicalize'] },
  } satisfies UserConfig;
});
