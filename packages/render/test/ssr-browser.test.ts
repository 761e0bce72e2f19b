/**
 * Build-time HTML opened in Chromium, as a docs site serves it: without
 * script (declarative shadow DOM and the light-DOM fallback), with the built
 * CDN bundle, and with Lit's hydration support (@lit-labs/ssr-client) over
 * output of @lit-labs/ssr itself. The page is http://site.test/, answered in
 * process; the receipt's API answer is held until the test releases it, so
 * "shown before any answer" is checked, not timed. Needs `npm run build`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { render } from '@lit-labs/ssr';
import { html } from 'lit';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../test/helpers/chromium.mjs';
import { elementRenderers, renderChainBadge, renderReceipt } from '../src/index.js';
import type { Receipt } from '../../../src/spec/index.js';
import { receipt as receiptFixture } from '../../../test/fixtures/resources.js';
import { tempDir } from '../../../test/helpers/temp.js';

const ROOT = new URL('../../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const receipt = receiptFixture({ pdf_url: '/files/rcpt_1.pdf' }) as unknown as Receipt;
const BADGE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="20"><rect width="104" height="20" fill="#1a7f37"/></svg>';

let browser: Browser;
let work: string;
let hydrateDir: string;

/** A page at http://site.test/ whose receipt request waits for `release()`. */
async function open(body: string, options: { head?: string; script?: 'cdn' | 'hydrate' | 'none'; javaScript?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  const script = options.script ?? 'cdn';
  const src = script === 'cdn' ? '/dist/reasoning-elements.js' : '/hydrate/elements.js';
  const doc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>${options.head ?? ''}</head>
    <body><main>${body}</main>${script === 'none' ? '' : `<script type="module" src="${src}"></script>`}</body></html>`;
  await page.route('http://site.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    requests.push(path);
    const file = (dir: string, name: string) => {
      const full = join(dir, name);
      return !name.includes('..') && existsSync(full) ? route.fulfill({ contentType: 'text/javascript', body: readFileSync(full, 'utf8') }) : route.fulfill({ status: 404 });
    };
    if (path === '/' || path === '/docs/') return route.fulfill({ contentType: 'text/html', body: doc });
    if (path.startsWith('/dist/')) return file(DIST, path.slice('/dist/'.length));
    if (path.startsWith('/hydrate/')) return file(hydrateDir, path.slice('/hydrate/'.length));
    if (path === '/files/badge/rcpt_1.svg') return route.fulfill({ contentType: 'image/svg+xml', body: BADGE_SVG });
    if (path === '/api/receipts/rcpt_1') {
      await held;
      return route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(receipt) });
    }
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"not found"}' });
  });
  await page.goto('http://site.test/docs/');
  return { page, errors, release, requests, close: () => context.close() };
}

/** Upgraded and rendered once. */
async function upgraded(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const els = [...document.querySelectorAll('reasoning-receipt, chain-badge')] as Array<HTMLElement & { updateComplete?: Promise<unknown> }>;
    if (!customElements.get('reasoning-receipt') || !customElements.get('chain-badge')) return false;
    await Promise.all(els.map((el) => el.updateComplete));
    return true;
  });
}

describe('build-time HTML in Chromium', () => {
  before(async () => {
    assert.ok(existsSync(join(DIST, 'reasoning-elements.js')), 'run `npm run build` first');
    work = tempDir('reasoning-ssr-');
    hydrateDir = join(work, 'out');
    // Lit's hydration support, then the elements as npm users import them (lit shared, one copy).
    writeFileSync(join(work, 'entry.js'), `import '${join(ROOT, 'node_modules/@lit-labs/ssr-client/lit-element-hydrate-support.js')}';\nimport '${join(DIST, 'define.js')}';\n`);
    await build({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: hydrateDir, emptyOutDir: true, target: 'es2022', minify: false, lib: { entry: join(work, 'entry.js'), formats: ['es'], fileName: () => 'elements.js' } },
    });
    // Lit's hydration support on its own (with its own lit-html), for a page that loads it beside the CDN file.
    await build({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: hydrateDir,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: { entry: join(ROOT, 'node_modules/@lit-labs/ssr-client/lit-element-hydrate-support.js'), formats: ['es'], fileName: () => 'support.js' },
      },
    });
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  after(async () => {
    await browser?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('without JavaScript: the card from declarative shadow DOM, the badge from its light-DOM fallback', async () => {
    const t = await open(`${renderReceipt(receipt)}<p>${renderChainBadge('rcpt_1')}</p>`, { script: 'none', javaScript: false });
    try {
      assert.match((await t.page.locator('reasoning-receipt [part="status"]').textContent()) ?? '', /Verified/);
      assert.match((await t.page.locator('reasoning-receipt h2').textContent()) ?? '', /Receipt\s*rcpt_1/);
      const img = t.page.locator('chain-badge > a > img');
      assert.ok(await img.isVisible(), 'the slotted fallback image shows');
      assert.equal(await t.page.locator('chain-badge > a').getAttribute('href'), '/app/receipts/rcpt_1');
      assert.equal(t.requests.includes('/api/receipts/rcpt_1'), false);
    } finally {
      await t.close();
    }
  });

  it('with the CDN bundle: starts from the written data (no loading state), links by the page, then refreshes', async () => {
    const head = '<meta name="reasoning:app-url" content="https://docs.example/app">';
    const t = await open(`${renderReceipt(receipt)}<p>${renderChainBadge(receipt)}</p>`, { head });
    try {
      await upgraded(t.page);
      // The receipt request is still held: what shows came from the page.
      const seen = await t.page.evaluate(() => {
        const card = document.querySelector('reasoning-receipt') as HTMLElement & { state: string };
        const badge = document.querySelector('chain-badge')!;
        return {
          state: card.state,
          skeleton: !!card.shadowRoot!.querySelector('[part="skeleton"]'),
          cards: card.shadowRoot!.querySelectorAll('[part="card"]').length,
          status: /Verified\s*The verification service has validated every link/.test(card.shadowRoot!.querySelector('[part="status"]')?.textContent ?? ''),
          badgeHref: (badge.shadowRoot!.querySelector('a[part="link"]') as HTMLAnchorElement).href,
          badgeState: badge.shadowRoot!.querySelector('[part="badge"]')?.getAttribute('data-state'),
        };
      });
      assert.deepEqual(seen, {
        state: 'loaded',
        skeleton: false,
        cards: 1,
        status: true,
        badgeHref: 'https://docs.example/app/receipts/rcpt_1',
        badgeState: 'verified',
      });
      assert.ok(t.requests.includes('/api/receipts/rcpt_1'), 'the element reads the receipt again');
      const loaded = t.page.evaluate(() => new Promise<string>((resolve) => document.querySelector('reasoning-receipt')!.addEventListener('receipt-load', (e) => resolve((e.target as Element).localName), { once: true })));
      t.release();
      assert.equal(await loaded, 'reasoning-receipt');
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  it('@lit-labs/ssr output hydrated by Lit: the badge links to the page, never localhost', async () => {
    const ssr = collectResultSync(
      render(html`<chain-badge receipt-id="rcpt_1"><a href="/app/receipts/rcpt_1"><img src="/files/badge/rcpt_1.svg" alt="receipt rcpt_1" height="20" /></a></chain-badge>
        <reasoning-receipt receipt-id="rcpt_1"></reasoning-receipt>`, { elementRenderers }),
    );
    const t = await open(ssr, { script: 'hydrate' });
    try {
      await upgraded(t.page);
      t.release();
      await t.page.waitForFunction(() => document.querySelector('chain-badge')!.shadowRoot!.querySelector('[part="badge"][data-state="verified"]'));
      const seen = await t.page.evaluate(() => ({
        badgeHref: (document.querySelector('chain-badge')!.shadowRoot!.querySelector('a[part="link"]') as HTMLAnchorElement).getAttribute('href'),
        links: document.querySelector('chain-badge')!.shadowRoot!.querySelectorAll('a').length,
      }));
      assert.deepEqual(seen, { badgeHref: 'http://site.test/app/receipts/rcpt_1', links: 1 });
      await t.page.waitForFunction(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state: string }).state === 'loaded');
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  it('renderReceipt output with Lit hydration support loaded: no hydration errors, the card as written', async () => {
    const t = await open(renderReceipt(receipt), { script: 'hydrate' });
    try {
      await upgraded(t.page);
      assert.equal(await t.page.evaluate(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state: string }).state), 'loaded');
      assert.equal(await t.page.locator('reasoning-receipt [part="card"]').count(), 1);
      t.release();
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  it('hydration support loaded: a server-rendered card is drawn again, its links following the page, not hydrated as written', async () => {
    // The build wrote the attestation link from the default template; this page names its own. Had Lit
    // hydrated the shadow root (ReasoningElement clears its hydration flag, `_$AG` minified), the
    // written link would stay. test/node/lit-hydration-flag.test.ts checks the flag itself.
    const head = '<meta name="reasoning:attest-url" content="https://verifier.example/a/{attest_id}">';
    const written = renderReceipt(receipt);
    assert.match(written, /href="\/api\/attestations\/att_1"/);
    const t = await open(written, { head, script: 'hydrate' });
    try {
      await upgraded(t.page);
      const links = () =>
        t.page.evaluate(() => [...document.querySelector('reasoning-receipt')!.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href')));
      assert.ok((await links()).includes('https://verifier.example/a/att_1'), `shadow links: ${(await links()).join(', ')}`);
      assert.equal((await links()).includes('/api/attestations/att_1'), false);
      assert.equal(await t.page.locator('reasoning-receipt [part="card"]').count(), 1);
      t.release();
      await t.page.waitForFunction(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state: string }).state === 'loaded');
      assert.ok((await links()).includes('https://verifier.example/a/att_1'));
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  it('hydration support loaded before the CDN file: the card is drawn again there too', async () => {
    const head = '<meta name="reasoning:attest-url" content="https://verifier.example/a/{attest_id}"><script type="module" src="/hydrate/support.js"></script>';
    const t = await open(renderReceipt(receipt), { head, script: 'cdn' });
    try {
      await upgraded(t.page);
      // The CDN file's LitElement was handed to the support (its createRenderRoot is the patched one), and the card still redrew.
      const patched = await t.page.evaluate(() => {
        const sources: string[] = [];
        for (let proto = customElements.get('reasoning-receipt')!.prototype; proto; proto = Object.getPrototypeOf(proto)) {
          if (Object.hasOwn(proto, 'createRenderRoot')) sources.push(String((proto as { createRenderRoot: () => unknown }).createRenderRoot));
        }
        return sources.some((source) => source.includes('_$AG'));
      });
      assert.equal(patched, true, "the hydration support did not patch the CDN file's LitElement");
      const links = await t.page.evaluate(() => [...document.querySelector('reasoning-receipt')!.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href')));
      assert.ok(links.includes('https://verifier.example/a/att_1'), `shadow links: ${links.join(', ')}`);
      assert.equal(links.includes('/api/attestations/att_1'), false);
      t.release();
      await t.page.waitForFunction(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state: string }).state === 'loaded');
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  it('verify on a plain-http origin: says why it cannot check, and offers no "Check again"', async () => {
    const t = await open(renderReceipt(receipt, { verify: true }));
    try {
      await upgraded(t.page);
      t.release();
      const check = t.page.locator('reasoning-receipt [part="check"]');
      await check.getByText('Could not be checked').waitFor();
      assert.match((await check.textContent()) ?? '', /not a secure context/);
      assert.equal(await check.getByRole('button').count(), 0);
    } finally {
      await t.close();
    }
  });
});
