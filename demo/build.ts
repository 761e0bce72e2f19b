/**
 * Build-time pieces of the demo, used by vite.config.ts:
 *   - demoPages: the multi-page input (each HTML file keeps its path in packages/service/dist/demo);
 *   - elementsManifest(): runs the custom-elements-manifest analyzer (writing
 *     custom-elements.json, which the package ships) and serves the result to
 *     the demo as `virtual:reasoning-manifest`, regenerated when an element changes.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pendingMarkup } from './src/examples.js';
import { controlsMarkup, cssPropertiesOf } from './src/theme-controls.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const demo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const demoPages = {
  index: demo('./index.html'),
  theming: demo('./theming.html'),
  'elements/reasoning-receipt': demo('./elements/reasoning-receipt.html'),
  'elements/chain-badge': demo('./elements/chain-badge.html'),
  'elements/reasoning-console': demo('./elements/reasoning-console.html'),
};

const VIRTUAL_ID = 'virtual:reasoning-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MANIFEST = `${projectRoot}custom-elements.json`;
const ELEMENTS = `${projectRoot}src/elements/`;

function analyze(): void {
  const cem = `${projectRoot}node_modules/@custom-elements-manifest/analyzer/cem.js`;
  const { status, stderr } = spawnSync(process.execPath, [cem, 'analyze'], { cwd: projectRoot, encoding: 'utf8' });
  if (status !== 0) throw new Error(`custom-elements-manifest analyzer failed:\n${stderr}`);
}

export function elementsManifest(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'reasoning-elements-manifest',
    buildStart() {
      analyze();
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add(ELEMENTS);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${readFileSync(MANIFEST, 'utf8')};`;
    },
    // An element's source changed: regenerate, and reload pages showing its API.
    hotUpdate({ file }) {
      if (!server || !file.startsWith(ELEMENTS) || !file.endsWith('.ts')) return;
      analyze();
      const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}

const NAV: readonly (readonly [href: string, label: string])[] = [
  ['/', 'Home'],
  ['/elements/reasoning-receipt.html', '&lt;reasoning-receipt&gt;'],
  ['/elements/chain-badge.html', '&lt;chain-badge&gt;'],
  ['/elements/reasoning-console.html', '&lt;reasoning-console&gt;'],
  ['/theming.html', 'Theming'],
];

/**
 * What every demo page shares, written once: the head's common tags and the
 * site header (with `aria-current` on the page's own link, so it holds without
 * script). A page writes `<!-- site-header -->` where the header goes.
 */
export function siteLayout(): Plugin {
  return {
    name: 'reasoning-demo-site-layout',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        const here = path.replace(/index\.html$/, '');
        const links = NAV.map(([href, label]) => `<a href="${href}"${href === here ? ' aria-current="page"' : ''}>${label}</a>`);
        const header = `<header class="site-header"><div class="inner">
  <a class="brand" href="/">reasoning-elements</a>
  <nav class="site-nav" aria-label="Demo pages">
    ${links.join('\n    ')}
  </nav>
</div></header>`;
        return {
          html: prerenderExamples(themeControls(html.replace('<!-- site-header -->', header))),
          tags: [
            { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
            { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' }, injectTo: 'head-prepend' },
            { tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'stylesheet', href: '/src/site.css' }, injectTo: 'head' },
            { tag: 'script', attrs: { type: 'module', src: '/src/main.ts' }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

/** The theming page's `<div id="properties">` filled with its controls, from the manifest the build just wrote. */
function themeControls(html: string): string {
  const slot = '<div id="properties"></div>';
  if (!html.includes(slot)) return html;
  const properties = cssPropertiesOf(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  return html.replace(slot, () => `<div id="properties">\n${controlsMarkup(properties)}\n</div>`);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Each live example written into the page as it will look before the demo
 * receipts exist (the same preview and snippet boxes that examples.ts draws),
 * so nothing below an example moves when the script draws the real one.
 */
export function prerenderExamples(html: string): string {
  return html.replace(/<figure class="example"([^>]*)>((?:(?!<\/figure>)[\s\S])*?)<template>([\s\S]*?)<\/template>(\s*)<\/figure>/g, (whole, attrs: string, before: string, source: string, after: string) => {
    if (/data-defer/.test(attrs)) return whole;
    const markup = pendingMarkup(source);
    const code = /data-no-code/.test(attrs)
      ? ''
      : `<div class="snippet"><pre><code>${escapeText(markup)}</code></pre><button type="button" class="copy">Copy</button></div>`;
    return `<figure class="example"${attrs}>${before}<div class="preview pending">${markup}</div>${code}<template>${source}</template>${after}</figure>`;
  });
}
