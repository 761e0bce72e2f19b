// examples/angular: an Angular 22 app from the packed tarballs, on Node 22 (Angular 22 needs 22.19+), built
// (`ng build`, served as static files) and run as `ng serve` on the same install; opened in Chromium: the card
// and the badge end verified, the app hears the card's event, no console error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';
import { installApp, openPage, runIn, screenshot, serve, waitForVerified, type App } from './app.js';
import { serveStatic } from './site.js';

describe('examples/angular', { timeout: 40 * 60_000 }, () => {
  let app: App;
  let browser: Browser;

  before(async () => {
    app = await installApp('angular', { node: '22' });
    // The app's settings file: where the service answers and which receipt to show.
    writeFileSync(join(app.project, 'public/reasoning.json'), JSON.stringify({ service: app.service.origin, receiptId: app.receiptId }));
    browser = await launchChromium();
  }, { timeout: 20 * 60_000 });

  after(async () => {
    await browser?.close();
    await app?.service.stop();
  });

  for (const mode of ['production', 'dev'] as const) {
    describe(mode === 'production' ? 'ng build, static files' : 'ng serve', () => {
      let origin: string;
      let stop: () => Promise<void> = async () => {};

      before(async () => {
        if (mode === 'production') {
          runIn(app, 'npm', ['run', 'build']);
          const site = await serveStatic(join(app.project, 'dist/dashboard/browser'));
          origin = site.origin;
          stop = async () => {
            site.server.closeAllConnections();
            await new Promise((resolve) => site.server.close(resolve));
          };
        } else {
          const server = await serve(app, 'npx', (port) => ['ng', 'serve', '--host', '127.0.0.1', '--port', String(port)]);
          origin = server.origin;
          stop = server.stop;
        }
      }, { timeout: 20 * 60_000 });

      after(() => stop());

      it('the card and the badge end verified, the app hears receipt-load, no console error', async () => {
        const opened = await openPage(browser, `${origin}/`);
        await waitForVerified(opened, { receipts: 1, badges: 1 });
        await opened.page.getByRole('status').filter({ hasText: `Loaded ${app.receiptId}` }).waitFor({ timeout: 60_000 });
        await screenshot(opened, `angular-${mode}`);
        assert.deepEqual(opened.errors, [], 'console errors');
        await opened.page.context().close();
      });
    });
  }
});
