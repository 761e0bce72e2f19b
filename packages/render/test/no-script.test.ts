/**
 * Server-rendered without data, as @lit-labs/ssr renders the three elements, then read
 * by a person without JavaScript (Chromium with JavaScript off): each says what it can
 * for good, never a loading state that nothing would end. The receipt shows its id and
 * a link to its page; the badge names the receipt and links to its page; the console
 * says it needs JavaScript. Under a policy without
 * 'unsafe-inline', `styleHashes()` names the rendered style sheets. Needs `npm run build`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { render } from '@lit-labs/ssr';
import { html } from 'lit';
import { chromium, type Browser } from 'playwright-core';
import 'reasoning-elements/define';
import { chromiumLaunchOptions } from '../../../test/helpers/chromium.mjs';
import { elementRenderers, renderReceipt, styleHashes } from '../src/index.js';
import { verifyChain } from 'reasoning-elements/client';
import type { Receipt } from '../../../src/spec/index.js';
import { receipt as receiptFixture } from '../../../test/fixtures/resources.js';

const ROOT = new URL('../../..', import.meta.url).pathname;
const BADGE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="20"><rect width="104" height="20" fill="#1a7f37"/></svg>';

/** The three elements with an id and nothing else, rendered on the server. */
const ssr = () =>
  collectResultSync(
    render(html`<reasoning-receipt receipt-id="rcpt_3"></reasoning-receipt>
      <p><chain-badge receipt-id="rcpt_3"></chain-badge></p>
      <reasoning-console></reasoning-console>`, { elementRenderers }),
  );

const text = (markup: string) => markup.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** An element's markup, its shadow root's style sheet left out. */
const part = (out: string, tag: string) => out.slice(out.indexOf(`<${tag}`), out.indexOf(`</${tag}>`)).replace(/<style>[^<]*<\/style>/g, '');

describe('rendered on the server without data', () => {
  it('the receipt: its id and a link to its page, nothing that says it is loading', () => {
    const card = part(ssr(), 'reasoning-receipt');
    assert.match(text(card), /Receipt rcpt_3/);
    assert.match(card, /<a href="\/app\/receipts\/rcpt_3">Open the receipt page<\/a>/);
    assert.doesNotMatch(card, /Loading|aria-busy|role="status"/);
  });

  it('the badge: names the receipt ("receipt | rcpt_3", drawn, no request) and links to its page', () => {
    const badge = part(ssr(), 'chain-badge');
    assert.match(badge, /<slot>/, 'a light-DOM fallback, when written, still wins');
    assert.match(badge, /<a part="link" href="\/app\/receipts\/rcpt_3">/);
    assert.match(badge, /<span part="badge" data-state="id">(<!--[^>]*-->)*<svg [^>]*width="\d+" height="20" aria-label="receipt rcpt_3" role="img">/);
    assert.match(badge, /<text [^>]*>rcpt_3<\/text>/);
    assert.doesNotMatch(badge, /<img|loading|aria-busy/i);
  });

  it('the console: says it needs JavaScript, and shows no form that could not send', () => {
    const console = part(ssr(), 'reasoning-console');
    assert.match(text(console), /Reasoning console/);
    assert.match(text(console), /This console needs JavaScript to send inputs and show answers\./);
    assert.doesNotMatch(console, /<form|<textarea|<button/);
  });
});

describe('rendered on the server without data, read in Chromium without JavaScript', () => {
  let browser: Browser;
  before(async () => {
    assert.ok(existsSync(join(ROOT, 'dist/define.js')), 'run `npm run build` first');
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  after(() => browser?.close());

  /** A page of `body` at http://site.test/docs/ with `headers`, JavaScript off. */
  async function open(body: string, headers: Record<string, string> = {}) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('http://site.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/docs/') {
        return route.fulfill({ headers, contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title></head><body><main>${body}</main></body></html>` });
      }
      if (path === '/files/badge/rcpt_3.svg') return route.fulfill({ contentType: 'image/svg+xml', body: BADGE_SVG });
      return route.fulfill({ status: 404 });
    });
    await page.goto('http://site.test/docs/');
    return { page, close: () => context.close() };
  }

  it('under a policy without unsafe-inline, styleHashes() lets the rendered styles apply; without them they are refused', async () => {
    const html = renderReceipt(receiptFixture() as unknown as Receipt) + ssr();
    const hashes = styleHashes(html);
    assert.equal(hashes.length, 3, 'one style sheet per element');
    const border = async (headers: Record<string, string>) => {
      const t = await open(html, headers);
      try {
        return await t.page.locator('reasoning-receipt [part="card"]').evaluate((el) => getComputedStyle(el).borderTopStyle);
      } finally {
        await t.close();
      }
    };
    const policy = "default-src 'none'; img-src 'self'; style-src 'self'";
    assert.equal(await border({ 'content-security-policy': `${policy} ${hashes.join(' ')}` }), 'solid');
    assert.equal(await border({ 'content-security-policy': policy }), 'none');
  });

  it('a card checked at build time says where and when, and never "this browser"', async () => {
    // A chain of one link, checked here as a build would: the xycore form needs no attestation.
    const chain = { id: 'abc123def456', entries: [], length: 0, head: '', root: '' };
    const check = await verifyChain({ chain });
    const { page, close } = await open(renderReceipt(receiptFixture() as unknown as Receipt, { check, checkedAt: '2026-11-20T10:00:00Z' }));
    try {
      // The readable light-DOM copy (for readers without shadow DOM) and the card a browser shows.
      const copy = (await page.locator('reasoning-receipt .reasoning-receipt-text').textContent())!.replace(/\s+/g, ' ');
      assert.doesNotMatch(copy, /this browser/i);
      assert.match(copy, /Checked at build time, Nov 20, 2026/);
      // The shadow root's card says it too, not only the readable copy.
      const shadowText = await page.locator('reasoning-receipt').evaluate((el) => el.shadowRoot?.querySelector('[part="check"]')?.textContent ?? '');
      assert.match(shadowText.replace(/\s+/g, ' '), /Checked at build time, Nov 20, 2026/);
      assert.doesNotMatch(shadowText, /this browser/i);
    } finally {
      await close();
    }
  });

  it('shows the id, the links and the console note, says nothing of loading, and keeps no empty box', async () => {
    const { page, close } = await open(ssr());
    try {
      const card = page.locator('reasoning-receipt [part="skeleton"]');
      assert.match((await card.innerText()).replace(/\s+/g, ' '), /Receipt rcpt_3 Open the receipt page/);
      assert.equal(await page.locator('reasoning-receipt a').getAttribute('href'), '/app/receipts/rcpt_3');
      // Without script the card never comes: the box is as tall as what it shows, not the card's height kept for it.
      assert.ok((await card.boundingBox())!.height < 150, `the fallback is ${(await card.boundingBox())!.height}px tall`);

      const badge = page.locator('chain-badge a[part="link"]');
      assert.equal(await badge.getAttribute('href'), '/app/receipts/rcpt_3');
      assert.ok(await badge.locator('svg').isVisible());
      assert.equal(await badge.locator('svg text').last().textContent(), 'rcpt_3', 'the id shows on the badge');

      assert.match(await page.locator('reasoning-console [part="notice"]').innerText(), /needs JavaScript/);

      // What assistive technology reads: nothing about loading, no busy region.
      const tree = await page.locator('main').ariaSnapshot();
      assert.doesNotMatch(tree, /[Ll]oading|busy/);
      assert.match(tree, /link "Open the receipt page"/);
      assert.match(tree, /img "receipt rcpt_3"/);
      assert.match(tree, /needs JavaScript/);
    } finally {
      await close();
    }
  });
});
