// examples/nuxt: a Nuxt 4 server-rendered app from the packed tarballs, on Node 22 (Nuxt 4.5 needs 22.19+),
// built and served by its Nitro server, then run as `nuxt dev` on the same install; each page opened in
// Chromium: every element reaches its final state, no console error, no hydration warning.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { installApp, openPage, runIn, screenshot, serve, waitForVerified, type App, type Served } from './app.js';
import { checkProxyRoute, consoleRunInBrowser } from './proxy-route.js';

describe('examples/nuxt', { timeout: 40 * 60_000 }, () => {
  let app: App;
  let browser: Browser;

  before(async () => {
    app = await installApp('nuxt', { node: '22' });
    browser = await launchChromium();
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await app?.service.stop();
  });

  const appEnv = () => ({
    NUXT_PUBLIC_REASONING_URL: app.service.origin,
    NUXT_PUBLIC_RECEIPT_ID: app.receiptId,
    REASONING_BASE_URL: `${app.service.origin}/api`,
    REASONING_API_KEY: app.apiKey,
    SESSION_SECRET: 'a-test-secret-of-thirty-two-characters',
  });

  for (const mode of ['production', 'dev'] as const) {
    describe(mode === 'production' ? 'nuxt build, node .output/server/index.mjs' : 'nuxt dev', () => {
      let server: Served;

      before(async () => {
        if (mode === 'production') {
          runIn(app, 'npm', ['run', 'build']);
          server = await serve(app, 'node', () => ['.output/server/index.mjs'], appEnv());
        } else {
          server = await serve(app, 'npx', (port) => ['nuxt', 'dev', '--host', '127.0.0.1', '--port', String(port)], appEnv());
        }
      }, { timeout: 20 * 60_000 });

      after(() => server?.stop());

      it('/: the server-rendered tags end verified, with no console error or hydration warning', async () => {
        const opened = await openPage(browser, `${server.origin}/`);
        await waitForVerified(opened, { receipts: 1, badges: 1 });
        await screenshot(opened, `nuxt-${mode}`);
        assert.deepEqual(opened.hydration, [], 'hydration warnings');
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });

      it('/console: a signed-in user runs an input through the Nitro proxy route, with no console error or hydration warning', async () => {
        const opened = await consoleRunInBrowser(browser, server.origin);
        await screenshot(opened, `nuxt-${mode}-console`);
        assert.deepEqual(opened.hydration, [], 'hydration warnings');
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });

      if (mode === 'production') {
        it('the proxy route: 401 without a session; two users with one session name, two chains', () => checkProxyRoute(server.origin));
      }
    });
  }
});
