// The preview card and PNG badge (/files/card/{id}.png, /files/badge/{id}.png), the card page and /oembed,
// over real HTTP: sizes, languages, caching by state, and the oEmbed 1.0 rules.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { decodePng } from './png.helpers.js';

let h: Harness;
let receipt: any;
before(async () => {
  h = await startService();
  for (let i = 0; i < 2; i++) receipt = (await h.run({ input: `turn ${i}: cause and effect`, session_name: 'unfurl' })).body.receipt;
  receipt = await waitFor(async () => {
    const r = await h.get(`/api/receipts/${receipt.id}`);
    return r.body.verified ? r.body : undefined;
  }, 'verification');
});
after(async () => {
  await h.close();
});

async function png(path: string, headers: Record<string, string> = {}): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await fetch(`${h.url}${path}`, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /files/card/{id}.png', () => {
  it('is a 1200×630 PNG under 300 kB, public, with an ETag and 304 on revalidation', async () => {
    const { res, bytes } = await png(`/files/card/${receipt.id}.png`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(Number(res.headers.get('content-length')), bytes.length);
    assert.deepEqual(decodePng(bytes), { width: 1200, height: 630 });
    assert.ok(bytes.length < 300_000, `${bytes.length} bytes`);
    const etag = res.headers.get('etag')!;
    assert.ok(etag);
    const again = await fetch(`${h.url}/files/card/${receipt.id}.png`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  it("speaks the reader's language (?lang= or Accept-Language): a different drawing per language", async () => {
    const en = await png(`/files/card/${receipt.id}.png?lang=en`);
    const ar = await png(`/files/card/${receipt.id}.png?lang=ar`);
    const byHeader = await png(`/files/card/${receipt.id}.png`, { 'accept-language': 'ar-EG,ar;q=0.9' });
    const ja = await png(`/files/card/${receipt.id}.png?lang=ja`);
    assert.notEqual(en.res.headers.get('etag'), ar.res.headers.get('etag'));
    assert.notEqual(ja.res.headers.get('etag'), en.res.headers.get('etag'));
    assert.equal(byHeader.res.headers.get('etag'), ar.res.headers.get('etag'));
    assert.match(byHeader.res.headers.get('vary') ?? '', /accept-language/i);
    for (const { bytes } of [ar, ja]) assert.deepEqual(decodePng(bytes), { width: 1200, height: 630 });
  });

  it('is redrawn when the receipt changes state, and served from memory while it does not', async () => {
    const before = await png(`/files/card/${receipt.id}.png?lang=de`);
    const same = await png(`/files/card/${receipt.id}.png?lang=de`);
    assert.equal(same.res.headers.get('etag'), before.res.headers.get('etag'));
    // A new turn: the chain grows and its receipt is unverified until the attestor catches up.
    const turn = (await h.run({ input: 'turn 2: and then', session_name: 'unfurl' })).body.receipt;
    assert.equal(turn.id, receipt.id);
    const after = await png(`/files/card/${receipt.id}.png?lang=de`);
    assert.notEqual(after.res.headers.get('etag'), before.res.headers.get('etag'));
    receipt = await waitFor(async () => {
      const r = await h.get(`/api/receipts/${receipt.id}`);
      return r.body.verified && r.body.chain_length === 3 ? r.body : undefined;
    }, 'verification of the new turn');
  });

  it('is drawn narrower on request (?w=), at the widths it offers', async () => {
    const { bytes } = await png(`/files/card/${receipt.id}.png?w=600`);
    assert.deepEqual(decodePng(bytes), { width: 600, height: 315 });
  });

  it('is a JSON 404 for an unknown receipt and a 400 for a bad option', async () => {
    assert.equal((await png('/files/card/rcpt_nope.png')).res.status, 404);
    assert.equal((await png('/files/card/..%2Fetc.png')).res.status, 404);
    assert.equal((await png(`/files/card/${receipt.id}.png?scheme=sepia`)).res.status, 400);
  });
});

describe('GET /files/badge/{id}.png', () => {
  it('is the badge at 2×, light and dark, and a "not found" badge with a 404 for an unknown id', async () => {
    const svg = await (await fetch(`${h.url}/files/badge/${receipt.id}.svg`)).text();
    const width = Number(/width="([\d.]+)"/.exec(svg)![1]);
    const light = await png(`/files/badge/${receipt.id}.png`);
    assert.equal(light.res.status, 200);
    assert.deepEqual(decodePng(light.bytes), { width: 2 * width, height: 40 });
    const dark = await png(`/files/badge/${receipt.id}.png?scheme=dark`);
    assert.notEqual(dark.res.headers.get('etag'), light.res.headers.get('etag'));
    const unknown = await png('/files/badge/rcpt_nope.png');
    assert.equal(unknown.res.status, 404);
    assert.equal(unknown.res.headers.get('content-type'), 'image/png');
    decodePng(unknown.bytes);
    // The SVG route is untouched.
    assert.equal((await fetch(`${h.url}/files/badge/${receipt.id}.svg`)).headers.get('content-type'), 'image/svg+xml; charset=utf-8');
  });
});

describe('GET /oembed', () => {
  const page = () => `${h.url}/app/receipts/${receipt.id}`;
  const oembed = (query: string) => fetch(`${h.url}/oembed?${query}`);

  it('answers a rich card: a sandboxed iframe of the card page within maxwidth/maxheight, the PNG as thumbnail', async () => {
    const res = await oembed(`url=${encodeURIComponent(page())}&maxwidth=400&maxheight=400&format=json`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^application\/json/);
    const body: any = await res.json();
    assert.equal(body.version, '1.0');
    assert.equal(body.type, 'rich');
    assert.ok(body.width <= 400 && body.height <= 400 && body.width > 0 && body.height > 0);
    assert.equal(body.width, 400);
    assert.equal(body.height, 210);
    assert.match(body.html, /^<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    assert.match(body.html, new RegExp(`src="${h.url}/app/cards/${receipt.id}\\?lang=en"`));
    assert.ok(body.thumbnail_width <= 400 && body.thumbnail_height <= 400);
    const thumb = await png(body.thumbnail_url.slice(h.url.length));
    assert.deepEqual(decodePng(thumb.bytes), { width: body.thumbnail_width, height: body.thumbnail_height });
    const height = await oembed(`url=${encodeURIComponent(page())}&maxheight=100`);
    const fitted: any = await height.json();
    assert.ok(fitted.height <= 100 && fitted.width === Math.floor((100 * 1200) / 630));
  });

  it('is 404 for a URL that is not one of our receipts, 501 for XML, 400 for a bad bound', async () => {
    assert.equal((await oembed(`url=${encodeURIComponent(`${h.url}/app/receipts/rcpt_nope`)}`)).status, 404);
    assert.equal((await oembed(`url=${encodeURIComponent(`https://elsewhere.example/app/receipts/${receipt.id}`)}`)).status, 404);
    assert.equal((await oembed(`url=${encodeURIComponent(`${h.url}/api/receipts/${receipt.id}`)}`)).status, 404);
    assert.equal((await oembed('url=%E0%A4%A')).status, 404);
    assert.equal((await oembed('')).status, 404);
    assert.equal((await oembed(`url=${encodeURIComponent(page())}&format=xml`)).status, 501);
    assert.equal((await oembed(`url=${encodeURIComponent(page())}&maxwidth=-3`)).status, 400);
  });

  it('the card page may be framed by anyone; the receipt page keeps its own frame-ancestors', async () => {
    const card = await fetch(`${h.url}/app/cards/${receipt.id}?lang=ar`);
    assert.equal(card.status, 200);
    const csp = card.headers.get('content-security-policy')!;
    assert.match(csp, /frame-ancestors \*/);
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /script-src [^;]*'unsafe/);
    const html = await card.text();
    assert.match(html, /<html lang="ar" dir="rtl">/);
    assert.match(html, new RegExp(`<img src="/files/card/${receipt.id}.png\\?lang=ar"`));
    assert.match(html, /target="_blank"/);
    const pageCsp = (await fetch(page())).headers.get('content-security-policy')!;
    assert.match(pageCsp, /frame-ancestors 'self'/);
    assert.equal((await fetch(`${h.url}/app/cards/rcpt_nope`)).status, 404);
  });
});

describe('the receipt page, for link previews and embedding', () => {
  it('names the card PNG with its size, type and alt, a large Twitter card with state and length, theme-color and og:locale', async () => {
    const html = await (await fetch(`${h.url}/app/receipts/${receipt.id}`, { headers: { 'accept-language': 'ar' } })).text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    assert.equal(meta('og:image'), `${h.url}/files/card/${receipt.id}.png?lang=ar`);
    assert.equal(meta('og:image:type'), 'image/png');
    assert.equal(meta('og:image:width'), '1200');
    assert.equal(meta('og:image:height'), '630');
    assert.ok(meta('og:image:alt')!.includes(receipt.id));
    assert.equal(meta('og:locale'), 'ar_AR');
    assert.equal(meta('twitter:card'), 'summary_large_image');
    assert.equal(meta('twitter:image'), meta('og:image'));
    assert.ok(meta('twitter:label1') && meta('twitter:data1') && meta('twitter:label2'));
    assert.match(meta('twitter:data2')!, /3|٣/);
    assert.equal(meta('theme-color'), '#1a7f37');
    const image = await png(meta('og:image')!.slice(h.url.length));
    assert.deepEqual(decodePng(image.bytes), { width: 1200, height: 630 });
  });

  it('names its oEmbed endpoint, and offers Markdown, <picture> and <chain-badge> snippets with copy buttons', async () => {
    const html = await (await fetch(`${h.url}/app/receipts/${receipt.id}`)).text();
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
    assert.ok(link);
    const oembed = await fetch(link.replaceAll('&amp;', '&'));
    assert.equal(oembed.status, 200);
    assert.equal(((await oembed.json()) as any).type, 'rich');
    assert.match(html, /<h2 id="embed-heading">Embed this receipt<\/h2>/);
    const box = (key: string) => new RegExp(`<textarea id="embed-${key}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
    assert.equal(box('markdown'), `[![receipt ${receipt.id}](${h.url}/files/badge/${receipt.id}.png)](${h.url}/app/receipts/${receipt.id})`);
    assert.match(box('html')!, /&lt;source media=&quot;\(prefers-color-scheme: dark\)&quot; srcset=&quot;[^&]+\?scheme=dark&quot;&gt;/);
    assert.match(box('element')!, new RegExp(`^&lt;chain-badge receipt-id=&quot;${receipt.id}&quot;&gt;`));
    assert.equal((html.match(/<button type="button" data-copy="embed-\w+"[^>]*hidden>/g) ?? []).length, 3);
    const script = await fetch(`${h.url}/app/embed-copy.js`);
    assert.match(script.headers.get('content-type')!, /javascript/);
    assert.match(await script.text(), /navigator\.clipboard\.writeText/);
  });
});

describe('attestedTime', () => {
  it('writes the time in the language, without the direction marks the card would show as text', async () => {
    const { attestedTime } = await import('../src/card/words.js');
    for (const lang of ['ar', 'he', 'en', 'ja']) {
      const text = attestedTime('2026-11-28T20:14:35.866Z', lang);
      assert.doesNotMatch(text, /[\u200e\u200f\u061c]/, lang);
      assert.match(text, /2026/);
    }
    assert.match(attestedTime('2026-11-28T20:14:35.866Z', 'en'), /Nov 28, 2026/);
  });
});

describe('Rasteriser', () => {
  it('draws off the event loop, a bounded number at a time, and refuses (503) past its queue', async () => {
    const { Rasteriser } = await import('../src/card/raster.js');
    const raster = new Rasteriser(1, 1);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="2" y="15" font-size="12">ok</text></svg>';
    const first = raster.png(svg, { lang: 'en' });
    const second = raster.png(svg, { lang: 'en' });
    await assert.rejects(raster.png(svg, { lang: 'en' }), (e: any) => e.status === 503);
    for (const png of await Promise.all([first, second])) assert.deepEqual(decodePng(png), { width: 40, height: 20 });
    assert.deepEqual(decodePng(await raster.png(svg, { lang: 'en', width: 80 })), { width: 80, height: 40 });
  });
});

describe('Rasteriser workers', () => {
  it('draws in a worker thread below the event loop (nice 19), and a renderer that dies fails its job, not the next', async () => {
    const { Rasteriser } = await import('../src/card/raster.js');
    const raster = new Rasteriser(1, 4);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#1a7f37"/></svg>';
    decodePng(await raster.png(svg, { lang: 'en' }));
    const { getPriority } = await import('node:os');
    assert.equal(getPriority(0), 0, 'the service thread keeps its priority');
    await assert.rejects(raster.png('<svg', { lang: 'en' }), /could not be drawn/);
    // Stopping the workers mid-way: a later render starts a fresh one.
    await raster.close();
    assert.deepEqual(decodePng(await raster.png(svg, { lang: 'en' })), { width: 40, height: 20 });
    await raster.close();
  });
});
