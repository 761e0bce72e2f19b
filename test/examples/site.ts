/**
 * One example docs site, tested as its maintainer would: install the packed
 * tarball, start the embedded service (the installed `reasoning-service` bin)
 * on a free port, make a receipt there, build the site against it, serve the
 * output on another origin and open it in Chromium, with JavaScript and
 * without it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { installProject, makeVerifiedReceipt, packTarball, run, startService, type Service } from './helpers.js';
import type { Tarballs } from '../helpers/packages.js';
import { launchChromium } from '../helpers/browser.js';
import { closeOnTeardown } from '../helpers/teardown.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static file server for a built site (clean URLs: `/a` and `/a/` serve `a.html` or `a/index.html`); closed on teardown. */
export function serveStatic(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(root, path), join(root, path, 'index.html'), join(root, `${path}.html`)];
    const file = candidates.find((f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  closeOnTeardown(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

export interface SiteOptions {
  /** Folder under examples/. */
  name: string;
  /** Built output, relative to the site. */
  out: string;
  /** The page that shows the receipt, on the built site. */
  page?: string;
}

export interface BuiltSite {
  project: string;
  service: Service;
  receiptId: string;
  site: { server: Server; origin: string };
  close(): Promise<void>;
}

/**
 * Installs the example from the packed tarball, starts the service, makes a verified receipt, builds the site
 * against it and serves the output (also used by `lighthouse.ts` to measure the built sites).
 */
export async function buildSite(name: string, out: string, tarball: Tarballs = packTarball()): Promise<BuiltSite> {
  const project = installProject(`examples/${name}`, tarball);
  const service = await startService(project);
  const receiptId = await makeVerifiedReceipt(service, 'docs-example');
  const build = run('npm', ['run', 'build'], project, { REASONING_URL: service.origin, RECEIPT_ID: receiptId });
  assert.equal(build.status, 0, `build failed:\n${build.output}`);
  const site = await serveStatic(join(project, out));
  return {
    project,
    service,
    receiptId,
    site,
    async close() {
      site.server.closeAllConnections();
      await new Promise((resolve) => site.server.close(resolve));
      await service.stop();
      rmSync(dirname(project), { recursive: true, force: true });
    },
  };
}

/** Every `<img>` tag in the built HTML that lacks a width or a height attribute (it would shift the page as it loads). */
function unsizedImages(root: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    for (const [tag] of readFileSync(join(root, file), 'utf8').matchAll(/<img\b[^>]*>/gi)) {
      if (!/\swidth=/i.test(tag) || !/\sheight=/i.test(tag)) found.push(`${file}: ${tag}`);
    }
  }
  return found;
}

export function describeSite({ name, out, page = '/' }: SiteOptions): void {
  describe(`examples/${name}`, () => {
    let built: BuiltSite;
    let service: Service;
    let receiptId: string;
    let site: { server: Server; origin: string };
    let browser: Browser;

    before(async () => {
      built = await buildSite(name, out);
      ({ service, receiptId, site } = built);
      browser = await launchChromium();
    });

    after(async () => {
      await browser?.close();
      await built?.close();
    });

    it('every image in the built pages has a width and a height', () => {
      assert.deepEqual(unsizedImages(join(built.project, out)), []);
    });

    const receiptPage = () => `${service.origin}/app/receipts/${receiptId}`;

    async function open(javaScriptEnabled: boolean): Promise<{ page: Page; errors: string[] }> {
      const context = await browser.newContext({ javaScriptEnabled });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
      });
      tab.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      // Sums every layout shift from the first paint on (buffered), as Lighthouse's CLS does for a page this short.
      if (javaScriptEnabled) {
        await tab.addInitScript(`window.__layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });`);
      }
      const response = await tab.goto(`${site.origin}${page}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      return { page: tab, errors };
    }

    it('with JavaScript: the card says Verified and Passed, links lead to the service, no console errors', async () => {
      const { page: tab, errors } = await open(true);
      const badge = tab.locator('chain-badge').first();
      try {
        // The first card's service state and its in-browser check, read from its shadow root.
        // (A string, not a function: the test's transpiler would add helpers the page does not have.)
        await tab.waitForFunction(
          `(() => {
            const root = document.querySelector('reasoning-receipt')?.shadowRoot;
            const status = root?.querySelector('[part~="status"]')?.innerText ?? '';
            const check = root?.querySelector('[part~="check"]')?.innerText ?? '';
            return /\\bVerified\\b/.test(status) && /\\bPassed\\b/.test(check);
          })()`,
          undefined,
          { timeout: 60_000 },
        );
        await badge.locator('[part="badge"][data-state="verified"]').waitFor({ timeout: 30_000 });
      } catch (error) {
        // What the page shows instead, to make a failure readable.
        const shown = (await tab.evaluate(
          `[...document.querySelectorAll('reasoning-receipt, chain-badge')].map((el) => '<' + el.localName + '> ' + [...(el.shadowRoot?.querySelectorAll('[part]') ?? [])].map((p) => p.getAttribute('part') + ': ' + p.textContent.replace(/\\s+/g, ' ').trim().slice(0, 160)).join('\\n  ')).join('\\n')`,
        )) as string;
        throw new Error(`${(error as Error).message}\nerrors: ${errors.join('\n')}\n${shown.slice(0, 4000)}`);
      }
      assert.equal(await badge.locator('a[part="link"]').getAttribute('href'), receiptPage());
      // Every link on the page, in light and shadow DOM: none to localhost, the receipt's to the service.
      const hrefs = (await tab.evaluate(`(() => {
        const out = [];
        const walk = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (el instanceof HTMLAnchorElement) out.push(el.href);
            if (el instanceof HTMLImageElement) out.push(el.src);
            if (el.shadowRoot) walk(el.shadowRoot);
          }
        };
        walk(document);
        return out;
      })()`)) as string[];
      assert.deepEqual(hrefs.filter((h) => /\/\/localhost[:/]/.test(h)), [], 'links to localhost');
      assert.ok(hrefs.includes(receiptPage()), `no link to ${receiptPage()} in ${hrefs.join(' ')}`);
      assert.deepEqual(errors, []);
      // Hydration, the check and the badge's swap happened above: none of them may move the page.
      const shift = (await tab.evaluate('window.__layoutShift')) as number;
      assert.ok(shift < 0.01, `cumulative layout shift ${shift.toFixed(4)} (must stay below 0.01)`);
      await tab.context().close();
    });

    it('without JavaScript: the receipt id, its state and its link are readable', async () => {
      const { page: tab } = await open(false);
      // What a reader sees: the light DOM's rendered text and each declarative shadow root's.
      const text = (await tab.evaluate(`(() => {
        const parts = [document.body.innerText];
        const walk = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (!el.shadowRoot) continue;
            for (const child of el.shadowRoot.children) if (child.innerText) parts.push(child.innerText);
            walk(el.shadowRoot);
          }
        };
        walk(document);
        return parts.join('\\n');
      })()`)) as string;
      assert.ok(text.includes(receiptId), `the receipt id is not in the page text:\n${text}`);
      assert.match(text, /\bverified\b/i, 'the state is not in the page text');
      // A link to the receipt's page that a reader can see (light DOM, or a declarative shadow root).
      const visibleLinks = await tab.locator(`a[href="${receiptPage()}"]`).filter({ visible: true }).count();
      assert.ok(visibleLinks > 0, `no visible link to ${receiptPage()}`);
      await tab.context().close();
    });
  });
}
