/**
 * Build-time pieces of the demo, used by vite.config.ts:
 *   - demoPages: the multi-page input (each HTML file keeps its path in packages/service/dist/demo);
 *   - elementsManifest(): runs the custom-elements-manifest analyzer (writing
 *     custom-elements.json, which the package ships) and serves the result to
 *     the demo as `virtual:reasoning-manifest`, regenerated when an element changes.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pendingCode, pendingMarkup } from './src/examples.js';
import { controlsMarkup, cssPropertiesOf } from './src/theme-controls.js';
import { receiptBadge, renderBadge } from '../src/badge/index.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const demo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The site's pages, by section: the navigation (header and sidebar) and the
 * build's inputs are both made from this one list.
 */
export const SECTIONS: readonly { title: string; pages: readonly (readonly [path: string, label: string])[] }[] = [
  {
    title: 'Guides',
    pages: [
      ['guides/getting-started', 'Getting started'],
      ['guides/frameworks', 'Frameworks and docs sites'],
      ['guides/nextjs', 'Next.js'],
      ['guides/nuxt', 'Nuxt'],
      ['guides/angular', 'Angular'],
      ['guides/express', 'Express'],
      ['theming', 'Theming'],
      ['guides/render', 'Render at build time'],
      ['guides/client', 'Client and errors'],
      ['guides/checking-a-chain', 'Checking a chain'],
      ['guides/badges', 'Static badges'],
    ],
  },
  {
    title: 'Elements',
    pages: [
      ['elements/reasoning-receipt', '&lt;reasoning-receipt&gt;'],
      ['elements/chain-badge', '&lt;chain-badge&gt;'],
      ['elements/reasoning-console', '&lt;reasoning-console&gt;'],
    ],
  },
  { title: 'Tools', pages: [['verify', 'Verify a file']] },
  {
    title: 'Proxy',
    pages: [
      ['server/proxy', 'The key-hiding proxy'],
      ['server/proxy-runtimes', 'Node, Vite, Workers, Deno, Bun'],
      ['server/proxy-users', 'Dashboards with users'],
      ['server/proxy-scale', 'At scale'],
      ['server/proxy-security', 'Security notes'],
    ],
  },
  {
    title: 'Service',
    pages: [
      ['server/service', 'The embedded service'],
      ['server/engine', 'The stand-in engine'],
      ['server/chain', 'Chain and attestation'],
      ['server/storage', 'Storage, files, caching'],
    ],
  },
  {
    title: 'Reference',
    pages: [
      ['reference/deployments', 'Real deployments'],
      ['reference/security', 'Security'],
      ['reference/figures', 'Figures and hostile input'],
      ['reference/migration', 'Migration to the packages'],
    ],
  },
];

/** The multi-page input: each HTML file keeps its path in dist/demo. */
export const demoPages: Record<string, string> = Object.fromEntries([
  ['index', demo('./index.html')],
  ...SECTIONS.flatMap((s) => s.pages.map(([path]) => [path, demo(`./${path}.html`)])),
]);

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

const IMAGES = `${projectRoot}docs/images/`;
const IMAGE_SRC = /\ssrc="\/images\/([\w.-]+\.png)"/g;
/** Files the Verify page offers to check: the real recording, as the tests hold it. */
const SAMPLE_FILES: Record<string, string> = {
  'samples/xy3.chain.json': `${projectRoot}test/fixtures/real/xy3.chain.json`,
};

/**
 * Files the site serves from elsewhere in the repository: the screenshots
 * under docs/images/ that pages show as `/images/<name>.png` (copied into the
 * build only when a page names them: the built site ships in the package),
 * and the recorded chain the Verify page checks (`/samples/…`).
 */
export function docsFiles(): Plugin {
  const named = new Set<string>();
  const source = (path: string): string | undefined => {
    const image = /^\/images\/([\w.-]+\.png)$/.exec(path)?.[1];
    if (image) return existsSync(IMAGES + image) ? IMAGES + image : undefined;
    return SAMPLE_FILES[path.slice(1)];
  };
  return {
    name: 'reasoning-demo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = source((req.url ?? '').split('?')[0]!);
        if (!file) return next();
        res.setHeader('content-type', file.endsWith('.png') ? 'image/png' : 'application/json');
        res.end(readFileSync(file));
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        for (const [, name] of html.matchAll(IMAGE_SRC)) named.add(name!);
        return html;
      },
    },
    generateBundle() {
      for (const name of named) this.emitFile({ type: 'asset', fileName: `images/${name}`, source: readFileSync(IMAGES + name) });
      for (const [fileName, file] of Object.entries(SAMPLE_FILES)) this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
    },
  };
}

/** The header's links: home, then the first page of each section. */
const HEADER: readonly (readonly [href: string, label: string, section?: string])[] = [
  ['/', 'Home'],
  ...SECTIONS.map((s) => [`/${s.pages[0]![0]}.html`, s.title === 'Tools' ? 'Verify a file' : s.title, s.title] as const),
];

/**
 * What every page shares, written once: the head's common tags, the site
 * header and the sidebar (with `aria-current` on the page's own link, so it
 * holds without script), and the code samples read from their files. A page
 * writes `<!-- site-header -->` where the header goes, then its `<main>`.
 */
export function siteLayout(): Plugin {
  return {
    name: 'reasoning-demo-site-layout',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        return {
          html: renderPage(html, path),
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

/** A page's body as the site serves it; `path` is its URL path (`/guides/client.html`). */
export function renderPage(html: string, path: string): string {
  const here = path.replace(/index\.html$/, '');
  const sectionOf = SECTIONS.find((s) => s.pages.some(([p]) => `/${p}.html` === here))?.title;
  const current = (href: string) => (href === here ? ' aria-current="page"' : '');
  const links = HEADER.map(([href, label, section]) => {
    const mark = href === here ? ' aria-current="page"' : section && section === sectionOf ? ' class="in-section"' : '';
    return `<a href="${href}"${mark}>${label}</a>`;
  });
  const header = `<header class="site-header"><div class="inner">
  <a class="brand" href="/">reasoning-elements</a>
  <nav class="site-nav" aria-label="Sections">
    ${links.join('\n    ')}
  </nav>
</div></header>
<div class="layout">`;
  const sidebar = `<nav class="sidebar" aria-label="All pages">
${SECTIONS.map(
  (s) => `  <h2>${s.title}</h2>
  <ul>
${s.pages.map(([p, label]) => `    <li><a href="/${p}.html"${current(`/${p}.html`)}>${label}</a></li>`).join('\n')}
  </ul>`,
).join('\n')}
</nav>
</div>`;
  const laidOut = html.replace('<!-- site-header -->', header).replace('</main>', `</main>\n${sidebar}`);
  return prerenderExamples(themeControls(badgeGallery(withSamples(laidOut))));
}

/**
 * `<!-- badge-gallery -->` replaced by badges drawn now with the package's own
 * renderer, as images (the way the elements show a server's SVG), each with
 * its size and its accessible name: the page shows what the renderer writes.
 */
function badgeGallery(html: string): string {
  if (!html.includes('<!-- badge-gallery -->')) return html;
  const svgs = [
    ...(['verified', 'pending', 'unrecognized-signer', 'failed', 'unavailable', 'not-found', 'misconfigured'] as const).map((state) => receiptBadge(state)),
    renderBadge({ label: '<script>alert(1)</script>', message: 'it\'s "quoted" & <b>', color: '#f2c200' }),
    renderBadge({ label: 'квитанция', message: 'проверено', color: '#0969da' }),
    renderBadge({ label: 'a long label', message: 'and a much longer message that keeps going', color: '#6f42c1' }),
  ];
  const images = svgs.map((svg) => {
    const width = /<svg [^>]*\bwidth="([\d.]+)"/.exec(svg)?.[1] ?? '';
    const name = /<svg [^>]*\baria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
    return `<li><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${width}" height="20" alt="${name}"></li>`;
  });
  return html.replace('<!-- badge-gallery -->', `<ul class="badge-gallery">\n${images.join('\n')}\n</ul>`);
}

/**
 * `<pre data-sample="docs/recipes/proxy-worker.js"></pre>` filled with that
 * file's text: the page shows exactly the file a test runs (test/node/docs.test.ts).
 */
export function withSamples(html: string): string {
  return html.replace(/<pre([^>]*\sdata-sample="([^"]+)"[^>]*)><\/pre>/g, (_whole, attrs: string, file: string) => {
    if (!/^(docs\/(recipes|samples)|examples)\/[\w./[\]-]+$/.test(file) || file.split('/').includes('..')) throw new Error(`data-sample names ${file}, outside docs/ and examples/`);
    return `<pre${attrs}>${escapeText(readFileSync(`${projectRoot}${file}`, 'utf8'))}</pre>`;
  });
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
      : `<div class="snippet"><pre><code>${escapeText(pendingCode(source))}</code></pre><button type="button" class="copy">Copy</button></div>`;
    return `<figure class="example"${attrs}>${before}<div class="preview pending">${markup}</div>${code}<template>${source}</template>${after}</figure>`;
  });
}
