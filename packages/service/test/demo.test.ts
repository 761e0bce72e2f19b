/**
 * The BUILT demo (packages/service/dist/demo) as `reasoning-service` serves it, in Chromium:
 * every page loads with no console error, each element renders live data from
 * the embedded service (receipts created through the proxy by the demo
 * itself), the API tables are filled from custom-elements.json, and every
 * same-origin link answers 200. Needs `npm run build` (run by `npm test`).
 *
 * DEMO_SCREENSHOTS=docs/images also saves docs/images/demo-*.png.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../test/helpers/chromium.mjs';
import { startListening, type Listening } from '../../../test/helpers/run-process.js';
import { demoPages } from '../../../demo/build.js';

const ROOT = new URL('../../..', import.meta.url).pathname;
const SHOTS = process.env.DEMO_SCREENSHOTS;
const PAGES = {
  home: '/',
  receipt: '/elements/reasoning-receipt.html',
  badge: '/elements/chain-badge.html',
  console: '/elements/reasoning-console.html',
  theming: '/theming.html',
} as const;
/** Every page of the site, as it is served. */
const ALL_PAGES = Object.keys(demoPages).map((name) => (name === 'index' ? '/' : `/${name}.html`));

let server: Listening | undefined;
let origin: string;
let browser: Browser;
let context: BrowserContext;
/** Console errors and uncaught exceptions, per page path. */
const problems = new Map<string, string[]>();

async function startService(): Promise<string> {
  server = await startListening([join(ROOT, 'packages/service/bin/reasoning-service.js'), '--port', '0', '--memory', '--attest-delay', '50'], {
    cwd: ROOT,
    env: { REASONING_API_KEYS: '', REASONING_BASE_URL: '', REASONING_API_KEY: '' },
  });
  return server.url;
}

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const seen: string[] = [];
  problems.set(path, seen);
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  await page.goto(origin + path);
  // Examples start as the reader nears them: read the page to its foot, a screen at a time.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    }
  });
  // The demo hides its status line once its receipts exist; every example is then rendered in place of its loading form.
  await page.waitForFunction(() => {
    const status = document.querySelector('#demo-status') as HTMLElement | null;
    const rendered = !document.querySelector('figure.example:not([data-defer]) > .preview.pending, figure.example:not([data-defer]) > template:first-child');
    return (!status || status.hidden) && rendered && !document.querySelector('[data-api]:empty');
  });
  await page.evaluate(() => scrollTo(0, 0));
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => scrollTo(0, 0)); // the sidebar is sticky: a full-page shot draws it where the page was scrolled
  await page.waitForTimeout(300); // let the last badges paint
  await page.screenshot({ path: join(ROOT, SHOTS, `demo-${name}.png`), fullPage: true });
}

/** Waits for every <reasoning-receipt> on the page to be loaded, and returns what each shows. */
function receiptsLoaded(page: Page, withCheck = false) {
  return page.waitForFunction((withCheck) => {
    const cards = [...document.querySelectorAll('reasoning-receipt')] as (HTMLElement & {
      state: string;
      receipt?: { id: string; chain_length: number };
      check?: { ok: boolean };
      verify: boolean;
      receiptId: string;
    })[];
    if (!cards.length) return false;
    const done = cards.every(
      (c) => c.state === 'loaded' && c.receipt?.id === c.receiptId && (!withCheck || !c.verify || c.check !== undefined),
    );
    return done && cards.map((c) => ({ id: c.receipt!.id, length: c.receipt!.chain_length, check: c.check?.ok ?? null }));
  }, withCheck);
}

/** Same-origin links of the page that do not answer 200 (`seen`: links already found to answer, not asked again). */
async function brokenLinks(page: Page, seen = new Set<string>()): Promise<string[]> {
  const hrefs = await page.evaluate(() => {
    const all = [...document.querySelectorAll('a[href]')] as HTMLAnchorElement[];
    // Links inside the elements' shadow roots count too.
    for (const host of document.querySelectorAll('reasoning-receipt, chain-badge, reasoning-console')) {
      all.push(...([...(host.shadowRoot?.querySelectorAll('a[href]') ?? [])] as HTMLAnchorElement[]));
    }
    return [...new Set(all.map((a) => a.href))];
  });
  const broken: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    const response = await fetch(url, { redirect: 'follow' });
    await response.arrayBuffer();
    if (response.status !== 200) broken.push(`${url.pathname} → ${response.status}`);
    else seen.add(url.pathname);
  }
  return broken;
}

before(async () => {
  for (const file of ['packages/service/dist/demo/index.html', 'packages/service/dist/cli.js', 'dist/reasoning-elements.js']) {
    assert.ok(existsSync(join(ROOT, file)), `${file} is missing: run \`npm run build\` first`);
  }
  origin = await startService();
  browser = await chromium.launch(chromiumLaunchOptions());
  context = await browser.newContext({ viewport: { width: 1200, height: 900 }, colorScheme: 'light', locale: 'en-US', timezoneId: 'UTC' });
});

after(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

describe('the built demo, served by reasoning-service', () => {
  it('home: a verified receipt checked in the browser, badges in every mode, a working console', async () => {
    const page = await open(PAGES.home);
    const [card] = (await (await receiptsLoaded(page, true)).jsonValue()) as { id: string; length: number; check: boolean }[];
    assert.equal(card!.length, 3, 'the tour receipt is a three-turn chain');
    assert.equal(card!.check, true, 'the chain checks out in the browser');

    // Each badge links to its receipt page and shows an image or a drawn badge (inline, or as an image of its SVG).
    const badges = await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('chain-badge')];
      const shown = all.map((b) => {
        const root = b.shadowRoot ?? b;
        const link = (root.querySelector('a[href]') ?? b.querySelector('a[href]')) as HTMLAnchorElement | null;
        const art = root.querySelector('svg, img, [part="badge"][role="img"]') ?? b.querySelector('img');
        return { mode: b.getAttribute('mode') ?? 'render', href: link?.pathname ?? '', art: !!art };
      });
      return all.length >= 3 && shown.every((s) => s.href && s.art) && shown;
    });
    const shown = (await badges.jsonValue()) as { mode: string; href: string }[];
    assert.deepEqual([...new Set(shown.map((s) => s.mode))].sort(), ['link', 'render', 'server']);
    for (const s of shown) assert.match(s.href, /^\/app\/receipts\/[\w.-]+$/);

    // The console runs one input through the proxy and shows the answer.
    const input = page.locator('reasoning-console textarea').first();
    await input.fill('Supply and demand balance at a stable price.');
    const completed = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('run-complete', (e) => resolve((e as Event & { detail: { response: { status: string } } }).detail.response.status), { once: true }),
        ),
    );
    await input.press('Enter');
    assert.equal(await completed, 'GROUND');
    await page.waitForFunction(() => document.querySelector('reasoning-console')!.shadowRoot!.textContent!.includes('GROUND'));

    await shoot(page, 'home');
    assert.deepEqual(await brokenLinks(page), []);
    assert.deepEqual(problems.get(PAGES.home), []);
    await page.close();
  });

  it('home: an example further down starts only when the reader nears it', async () => {
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(origin + PAGES.home);
    await receiptsLoaded(page); // the first screen's example has started and loaded
    const early = await page.evaluate(() => ({
      console: !!customElements.get('reasoning-console'),
      pending: !!document.querySelector('reasoning-console')?.closest('.preview.pending, template'),
    }));
    assert.deepEqual(early, { console: false, pending: true }, 'the console, screens below, has not started');
    const requested = chunks.length;
    await page.locator('reasoning-console').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !!customElements.get('reasoning-console') && !document.querySelector('figure.example .preview.pending reasoning-console'));
    assert.ok(chunks.length > requested, 'nearing it loaded its code');
    await page.close();
  });

  it('element pages: live examples and API tables generated from custom-elements.json', async () => {
    const expected = {
      [PAGES.receipt]: { tag: 'reasoning-receipt', attribute: 'receipt-id' },
      [PAGES.badge]: { tag: 'chain-badge', attribute: 'receipt-id' },
      [PAGES.console]: { tag: 'reasoning-console', attribute: 'session-name' },
    };
    for (const [path, { tag, attribute }] of Object.entries(expected)) {
      const page = await open(path);
      if (tag === 'reasoning-receipt') await receiptsLoaded(page, true);
      const count = await page.locator(`.preview ${tag}`).count();
      assert.ok(count > 0, `${path} shows a live <${tag}>`);
      // The API tables are drawn after the examples: wait for the first.
      await page.locator(`[data-api="${tag}"] table`).first().waitFor();
      const firstColumn = await page.locator(`[data-api="${tag}"] table`).first().locator('tbody tr td:first-child').allTextContents();
      assert.ok(firstColumn.includes(attribute), `${path}: the attributes table lists ${attribute} (got ${firstColumn.join(', ')})`);
      // Snippets are exactly the live markup, with real ids and no `=""` noise.
      const snippets = await page.locator('.snippet code').allTextContents();
      assert.ok(snippets.some((s) => s.includes(`<${tag}`)), `${path} has a <${tag}> snippet`);
      assert.ok(!snippets.some((s) => /\{\{\w+\}\}|=""/.test(s)), `${path}: snippets are filled in`);
      await shoot(page, tag);
      assert.deepEqual(await brokenLinks(page), [], `${path}: broken links`);
      assert.deepEqual(problems.get(path), [], `${path}: console errors`);
      await page.close();
    }
  });

  it('theming: the scheme switch and custom property inputs restyle the elements live', async () => {
    const page = await open(PAGES.theming);
    await receiptsLoaded(page);
    const accent = page.locator('#properties label', { hasText: '--reasoning-accent' }).locator('input[type="text"]');
    await accent.fill('rgb(200, 0, 120)');
    await page.locator('input[name="scheme"][value="dark"]').check();
    const applied = await page.evaluate(() => {
      const card = document.querySelector('#stage reasoning-receipt')!;
      return {
        accent: getComputedStyle(card).getPropertyValue('--reasoning-accent').trim(),
        theme: card.getAttribute('theme'),
        css: document.querySelector('#css-output code')!.textContent,
      };
    });
    assert.equal(applied.accent, 'rgb(200, 0, 120)');
    assert.equal(applied.theme, 'dark');
    assert.match(applied.css!, /--reasoning-accent: rgb\(200, 0, 120\);/);
    await shoot(page, 'theming');
    assert.deepEqual(problems.get(PAGES.theming), []);
    await page.close();
  });

  it('a receipt page (/app) loads the CDN file, then only the receipt\'s chunks, served as JavaScript and hashed ones cached for good', async () => {
    const run = await fetch(`${origin}/proxy/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'A feedback loop amplifies each cycle.', session_name: 'app-page-chunks' }),
    });
    assert.equal(run.status, 200);
    const { receipt } = (await run.json()) as { receipt: { id: string } };
    const page = await context.newPage();
    const scripts: { path: string; status: number; type: string; cache: string }[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/dist/')) scripts.push({ path, status: r.status(), type: r.headers()['content-type'] ?? '', cache: r.headers()['cache-control'] ?? '' });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The page's own policy lets the check run in its worker: no refusal on the console, a worker started.
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    try {
      await page.goto(`${origin}/app/receipts/${receipt.id}`);
      const [card] = (await (await receiptsLoaded(page, true)).jsonValue()) as { id: string; check: boolean }[];
      assert.equal(card!.id, receipt.id);
      assert.equal(card!.check, true, 'the `verify` check loaded and ran');
      assert.deepEqual(errors, []);
      assert.ok(workers.some((url) => url.startsWith('blob:')), `the check ran in a worker: ${JSON.stringify(workers)}`);
      const loader = scripts.find((s) => s.path === '/dist/reasoning-elements.js');
      assert.ok(loader, `the CDN file: ${JSON.stringify(scripts)}`);
      assert.equal(loader.cache, 'no-cache', 'the unhashed loader is revalidated');
      const chunks = scripts.filter((s) => s.path.startsWith('/dist/chunks/'));
      for (const name of ['reasoning-receipt', 'shared', 'verify']) assert.ok(chunks.some((c) => c.path.includes(`/cdn-${name}-`)), `${name} chunk in ${JSON.stringify(chunks)}`);
      assert.equal(chunks.some((c) => c.path.includes('/cdn-reasoning-console-')), false, 'no console code on a receipt page');
      for (const chunk of chunks) {
        assert.equal(chunk.status, 200, chunk.path);
        assert.match(chunk.type, /^text\/javascript/, chunk.path);
        assert.equal(chunk.cache, 'public, max-age=31536000, immutable', chunk.path);
      }
    } finally {
      await page.close();
    }
  });

  it('every page: loads without console errors, marks itself in the sidebar, and every link on it answers 200', async () => {
    const answered = new Set<string>();
    for (const path of ALL_PAGES) {
      const page = await open(path);
      if (path !== '/') {
        const current = await page.locator('.sidebar a[aria-current="page"]').getAttribute('href');
        assert.equal(current, path, `${path}: its own sidebar link is marked`);
      }
      const images = await page.evaluate(() => [...document.images].filter((img) => !img.closest('reasoning-receipt, chain-badge, reasoning-console')).map((img) => ({ src: img.src, ok: img.complete && img.naturalWidth > 0 })));
      assert.deepEqual(images.filter((i) => !i.ok), [], `${path}: images that did not load`);
      const broken = (await brokenLinks(page, answered)).map((b) => `${path}: ${b}`);
      assert.deepEqual(broken, []);
      assert.deepEqual(problems.get(path), [], `${path}: console errors`);
      await page.close();
    }
  });

  it('serves every page with a dark scheme too, still without console errors', async () => {
    const dark = await browser.newContext({ viewport: { width: 1200, height: 900 }, colorScheme: 'dark' });
    try {
      const page = await dark.newPage();
      const seen: string[] = [];
      page.on('console', (m) => m.type() === 'error' && seen.push(m.text()));
      page.on('pageerror', (e) => seen.push(e.message));
      await page.goto(origin + PAGES.home);
      await receiptsLoaded(page, true);
      if (SHOTS) await page.screenshot({ path: join(ROOT, SHOTS, 'demo-home-dark.png'), fullPage: true });
      assert.deepEqual(seen, []);
    } finally {
      await dark.close();
    }
  });
});
