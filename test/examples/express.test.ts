// examples/express: an Express 5 app from the packed tarballs, its pages loading the elements' browser build and
// the proxy as middleware; run as `node server.mjs` and as `node --watch server.mjs`, opened in Chromium: the
// card and the badge end verified, a signed-in user's run goes through the proxy, no console error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { installApp, openPage, screenshot, serve, waitForVerified, type App, type Served } from './app.js';
import { checkProxyRoute, consoleRunInBrowser } from './proxy-route.js';

describe('examples/express', { timeout: 30 * 60_000 }, () => {
  let app: App;
  let browser: Browser;

  before(async () => {
    app = await installApp('express');
    browser = await launchChromium();
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await app?.service.stop();
  });

  const serverEnv = () => ({
    REASONING_URL: app.service.origin,
    RECEIPT_ID: app.receiptId,
    REASONING_BASE_URL: `${app.service.origin}/api`,
    REASONING_API_KEY: app.apiKey,
    SESSION_SECRET: 'a-test-secret-of-thirty-two-characters',
  });

  for (const mode of ['production', 'dev'] as const) {
    describe(mode === 'production' ? 'npm start' : 'npm run dev (node --watch)', () => {
      let server: Served;

      before(async () => {
        server = await serve(app, 'npm', () => ['run', '--silent', mode === 'production' ? 'start' : 'dev'], {
          ...serverEnv(),
          ...(mode === 'production' ? { NODE_ENV: 'production' } : {}),
        });
      }, { timeout: 10 * 60_000 });

      after(() => server?.stop());

      it('/: the card and the badge end verified, with no console error', async () => {
        const opened = await openPage(browser, `${server.origin}/`);
        await waitForVerified(opened, { receipts: 1, badges: 1 });
        await screenshot(opened, `express-${mode}`);
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });

      it('/console: a signed-in user runs an input through the proxy middleware, with no console error', async () => {
        const opened = await consoleRunInBrowser(browser, server.origin);
        await screenshot(opened, `express-${mode}-console`);
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });

      if (mode === 'production') {
        it('the proxy middleware: 401 without a session; two users with one session name, two chains', () => checkProxyRoute(server.origin));
      }
    });
  }
});
