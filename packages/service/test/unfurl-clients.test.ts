// Clients no one here wrote read a receipt over real HTTP: open-graph-scraper (the tags link previews are built from),
// @extractus/oembed-extractor (oEmbed discovery, as Notion- or WordPress-style embedders do) and a GitHub-style
// sanitizer (rehype-sanitize's default schema follows GitHub's) on the Markdown snippet.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ogs from 'open-graph-scraper';
import { extract } from '@extractus/oembed-extractor';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { launchChromium } from '../../../test/helpers/browser.js';
import { decodePng } from './png.helpers.js';

let h: Harness;
let receipt: any;
before(async () => {
  h = await startService();
  receipt = (await h.run({ input: 'why: cause and effect', session_name: 'clients' })).body.receipt;
  receipt = await waitFor(async () => {
    const r = await h.get(`/api/receipts/${receipt.id}`);
    return r.body.verified ? r.body : undefined;
  }, 'verification');
});
after(async () => {
  await h.close();
});

const pageUrl = () => `${h.url}/app/receipts/${receipt.id}`;

describe('open-graph-scraper', () => {
  for (const lang of ['en', 'ar']) {
    it(`finds title, description and a large PNG image that decodes at its stated size (${lang})`, async () => {
      const { error, result } = await ogs({
        url: pageUrl(),
        fetchOptions: { headers: { 'accept-language': lang } },
        urlValidatorSettings: { protocols: ['http', 'https'], require_tld: false, require_protocol: true, require_host: true, require_port: false, require_valid_protocol: true, allow_underscores: false, host_whitelist: false, host_blacklist: false, allow_trailing_dot: false, allow_protocol_relative_urls: false, disallow_auth: true, validate_length: true, allow_fragments: true, allow_query_components: true },
      } as Parameters<typeof ogs>[0]);
      assert.equal(error, false);
      assert.ok(result.ogTitle?.includes(receipt.id), `title ${result.ogTitle}`);
      assert.ok(result.ogDescription?.includes(receipt.chain_root), 'description names the root');
      assert.equal(result.twitterCard, 'summary_large_image');
      assert.equal(result.ogLocale, lang === 'ar' ? 'ar_AR' : 'en_US');
      const [image] = result.ogImage ?? [];
      assert.ok(image, 'an og:image');
      assert.equal(image.type, 'image/png');
      assert.equal(Number(image.width), 1200);
      assert.equal(Number(image.height), 630);
      const res = await fetch(image.url);
      assert.equal(res.status, 200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      assert.deepEqual(decodePng(bytes), { width: Number(image.width), height: Number(image.height) });
      assert.ok(bytes.length < 300_000);
    });
  }
});

describe('@extractus/oembed-extractor', () => {
  it('discovers our endpoint from the page and reads a rich card within the bounds it asks for', async () => {
    const card: any = await extract(pageUrl(), { maxwidth: 500, maxheight: 400 });
    assert.equal(card.method, 'auto-discovery');
    assert.equal(card.type, 'rich');
    assert.equal(card.version, '1.0');
    assert.ok(card.width <= 500 && card.height <= 400);
    const src = /<iframe src="([^"]+)"/.exec(card.html)?.[1];
    assert.ok(src, 'an iframe');
    const frame = await fetch(src.replaceAll('&amp;', '&'));
    assert.equal(frame.status, 200);
    assert.match(frame.headers.get('content-security-policy')!, /frame-ancestors \*/);
    const thumb = new Uint8Array(await (await fetch(card.thumbnail_url)).arrayBuffer());
    assert.deepEqual(decodePng(thumb), { width: card.thumbnail_width, height: card.thumbnail_height });
  });
});

describe('a GitHub-style sanitizer', () => {
  it('keeps the Markdown snippet\'s linked image', async () => {
    const page = await (await fetch(pageUrl())).text();
    const markdown = /<textarea id="embed-markdown"[^>]*>([^<]*)<\/textarea>/.exec(page)![1]!.replaceAll('&amp;', '&');
    const html = String(await unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).process(markdown));
    const img = /<a href="([^"]+)"><img src="([^"]+)" alt="([^"]+)"><\/a>/.exec(html);
    assert.ok(img, html);
    assert.equal(img[1], pageUrl());
    const res = await fetch(img[2]!);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    decodePng(new Uint8Array(await res.arrayBuffer()));
    // The <picture> snippet survives too: GitHub's schema allows picture and source.
    const picture = /<textarea id="embed-html"[^>]*>([^<]*)<\/textarea>/.exec(page)![1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const rehypeParse = (await import('rehype-parse')).default;
    const clean = String(await unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize).use(rehypeStringify).process(picture));
    assert.match(clean, /<picture><source media="\(prefers-color-scheme: dark\)" srcset="[^"]+scheme=dark"><img src="[^"]+\.png"/, clean);
  });
});

describe('the oEmbed html, on another site in Chromium', () => {
  it('frames the card page (sandboxed, frame-ancestors *) and its card image loads at the frame size', async (t) => {
    const answer: any = await (await fetch(`${h.url}/oembed?url=${encodeURIComponent(pageUrl())}&maxwidth=480`)).json();
    // Another origin (localhost, not 127.0.0.1) that pastes the html as an embedder does.
    const site = createServer((_q, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>host</title>${answer.html}`));
    await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
    t.after(() => site.close());
    const browser = await launchChromium(t);
    const page = await browser.newPage();
    await page.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    assert.ok(frame);
    const img = await frame.waitForSelector('img');
    await frame.waitForFunction(() => document.querySelector('img')?.complete === true);
    const size = await img.evaluate((el) => ({ natural: (el as HTMLImageElement).naturalWidth, shown: Math.round(el.getBoundingClientRect().width) }));
    assert.equal(size.natural, 1200, 'the card PNG loaded inside the sandboxed frame');
    assert.equal(size.shown, answer.width);
    assert.equal(await frame.evaluate(() => document.querySelector('a')?.target), '_blank');
  });
});

describe('the receipt page and the card page in Chromium', () => {
  it('pass axe, and a copy button puts its snippet on the clipboard', async (t) => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const browser = await launchChromium(t);
    // bypassCSP only to inject axe; the page's own script (the copy buttons) runs under its CSP in the copy check below.
    for (const path of [`/app/receipts/${receipt.id}`, `/app/cards/${receipt.id}?lang=ar`]) {
      const page = await (await browser.newContext({ bypassCSP: true })).newPage();
      await page.goto(`${h.url}${path}`);
      await page.addScriptTag({ content: axe });
      const violations = await page.evaluate(async () => ((await (window as any).axe.run()) as { violations: { id: string }[] }).violations.map((v) => v.id));
      assert.deepEqual(violations, [], path);
    }
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    const page = await context.newPage();
    await page.goto(pageUrl());
    const button = page.locator('button[data-copy="embed-markdown"]');
    await button.click();
    await page.waitForFunction(() => document.querySelector('button[data-copy="embed-markdown"]')?.textContent === 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await page.inputValue('#embed-markdown'));
    assert.ok(copied.startsWith('[![receipt '));
  });
});
