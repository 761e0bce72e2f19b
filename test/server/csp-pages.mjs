// Pages under a Content-Security-Policy header, for test/dist/csp.test.js: the built CDN file loaded
// from another origin than the page's, as a site loads it from a CDN.
//
//   GET /__csp/page?csp=…&body=…[&lit=1][&sri=1][&tamper=…]
//     An HTML page sent with `Content-Security-Policy: <csp>`. Its scripts, in order: the harness
//     (test/dist/csp/harness.js, from the page's own origin), the page's own Lit when `lit=1`
//     (test/dist/csp/page-lit.js), then <script type="module" src="<cdn>"> where the CDN file is
//     http://localhost:<port>/__cdn/reasoning-elements.js (the page is opened on another host name).
//     `sri=1` adds the file's `integrity` and an import map with the integrity of every chunk
//     (from dist/integrity.json); `{importmap-hash}` in `csp` becomes the import map's 'sha256-…'.
//     `tamper=<text>` gives the chunks whose name contains <text> a wrong hash. `module=/path` loads that
//     module of the page's own origin in place of the CDN file (the sources, as npm users' pages run them).
//   GET /__cdn/reasoning-elements.js, /__cdn/chunks/*.js
//     The built CDN files byte for byte (the dev server's own /dist/ answers pass through its
//     transforms, which would break their hashes), to any origin (Access-Control-Allow-Origin: *),
//     as a CDN serves them: module scripts from another origin are fetched with CORS.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DIST = new URL('../../dist/', import.meta.url);
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function cspPages() {
  return async (ctx, next) => {
    if (ctx.path === '/__csp/page') {
      const q = ctx.query;
      const port = ctx.host.split(':').pop();
      const cdnBase = `http://localhost:${port}/__cdn/`;
      const cdn = `${cdnBase}reasoning-elements.js`;
      let head = '';
      let integrity = '';
      let csp = String(q.csp ?? '');
      if (q.sri) {
        const hashes = JSON.parse(readFileSync(new URL('integrity.json', DIST), 'utf8'));
        const wrong = `sha384-${createHash('sha384').update('tampered').digest('base64')}`;
        const map = {};
        for (const [file, hash] of Object.entries(hashes)) map[cdnBase + file] = q.tamper && file.includes(String(q.tamper)) ? wrong : hash;
        const text = JSON.stringify({ integrity: map });
        head += `<script type="importmap">${text}</script>`;
        integrity = ` integrity="${hashes['reasoning-elements.js']}"`;
        csp = csp.replace('{importmap-hash}', `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
      const scripts = [
        '<script type="module" src="/test/dist/csp/harness.js"></script>',
        q.lit ? '<script type="module" src="/test/dist/csp/page-lit.js"></script>' : '',
        // module=/path: the page's own module instead (e.g. the sources, as a bundler's page loads them).
        q.module ? `<script type="module" data-cdn src="${escapeAttr(String(q.module))}"></script>` : `<script type="module" data-cdn src="${escapeAttr(cdn)}"${integrity}></script>`,
      ].join('');
      ctx.status = 200;
      ctx.type = 'text/html';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', csp);
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title>${head}${scripts}</head><body>${q.body ?? ''}</body></html>`;
      return;
    }
    const file = /^\/__cdn\/(reasoning-elements\.js|chunks\/[\w.-]+\.js)$/.exec(ctx.path)?.[1];
    if (file) {
      ctx.status = 200;
      ctx.type = 'text/javascript';
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.body = readFileSync(new URL(file, DIST));
      return;
    }
    await next();
  };
}
