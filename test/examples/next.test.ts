// examples/next: a Next.js 16 App Router app from the packed tarballs, built and served (`next start`), then
// run as `next dev` on the same install; each page opened in Chromium: every element reaches its final state,
// no console error, no hydration warning.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { installApp, openPage, runIn, screenshot, serve, waitForVerified, type App, type Served } from './app.js';
import { checkProxyRoute, consoleRunInBrowser } from './proxy-route.js';

const PAGES = [
  { path: '/', title: 'plain tags in a server page', receipts: 1, badges: 1 },
  { path: '/react', title: 'the React components in a server page', receipts: 1, badges: 1 },
  { path: '/card', title: 'the card written at build time', receipts: 1, badges: 0 },
];

describe('examples/next', { timeout: 40 * 60_000 }, () => {
  let app: App;
  let browser: Browser;

  before(async () => {
    app = await installApp('next');
    browser = await launchChromium();
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await app?.service.stop();
  });

  const pagesEnv = () => ({ REASONING_URL: app.service.origin, RECEIPT_ID: app.receiptId });
  // The proxy route's settings, read at its first request: `next build` runs without them.
  const serverEnv = () => ({
    ...pagesEnv(),
    REASONING_BASE_URL: `${app.service.origin}/api`,
    REASONING_API_KEY: app.apiKey,
    SESSION_SECRET: 'a-test-secret-of-thirty-two-characters',
  });

  for (const mode of ['production', 'dev'] as const) {
    describe(mode === 'production' ? 'next build, next start' : 'next dev', () => {
      let server: Served;

      before(async () => {
        if (mode === 'production') runIn(app, 'npm', ['run', 'build'], pagesEnv());
        const args = (port: number) => ['next', mode === 'production' ? 'start' : 'dev', '--hostname', '127.0.0.1', '--port', String(port)];
        server = await serve(app, 'npx', args, serverEnv());
      }, { timeout: 20 * 60_000 });

      after(() => server?.stop());

      for (const { path, title, receipts, badges } of PAGES) {
        it(`${path}: ${title} end verified, with no console error or hydration warning`, async () => {
          const opened = await openPage(browser, server.origin + path);
          await waitForVerified(opened, { receipts, badges });
          await screenshot(opened, `next-${mode}${path.replace(/\W+/g, '-')}`);
          assert.deepEqual(opened.hydration, [], 'hydration warnings');
          assert.deepEqual(opened.errors, [], 'console errors');
          await opened.page.context().close();
        });
      }

      it('/console: a signed-in user runs an input through the proxy route, with no console error or hydration warning', async () => {
        const opened = await consoleRunInBrowser(browser, server.origin);
        await screenshot(opened, `next-${mode}-console`);
        assert.deepEqual(opened.hydration, [], 'hydration warnings');
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });

      if (mode === 'production') {
        it('the proxy route: 401 without a session; two users with one session name, two chains', () => checkProxyRoute(server.origin));

        it('the build-time card is sent once: in the HTML, not again in the React payload', async () => {
          const html = await (await fetch(`${server.origin}/card`)).text();
          assert.equal(html.match(/shadowrootmode=/g)?.length, 1, 'one declarative shadow root, in the HTML');
          // The readable copy's heading is in the card's light DOM: once, not a second time in the payload.
          const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
          assert.doesNotMatch(scripts, /shadowrootmode/, 'the card travels again in a script');
          // The renderer (Lit SSR) stays out of the browser's code.
          const chunks = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
          for (const src of chunks) {
            const code = await (await fetch(new URL(src, server.origin))).text();
            assert.doesNotMatch(code, /@lit-labs\/ssr|collectResultSync|shadowrootmode/, `${src} carries the server renderer`);
          }
        });

        it('dist/react.js is a client module ("use client"), so server pages can import the components', () => {
          const react = readFileSync(join(app.project, 'node_modules/reasoning-elements/dist/react.js'), 'utf8');
          assert.match(react, /^["']use client["'];/);
        });
      }
    });
  }
});
