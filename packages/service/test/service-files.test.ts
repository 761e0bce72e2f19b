// receipts_url and app_url: badge SVGs, PDFs and receipt pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, PDFRef } from 'pdf-lib';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';

let h: Harness;
let receipt: any;
before(async () => {
  h = await startService();
  for (let i = 0; i < 3; i++) receipt = (await h.run({ input: `turn ${i}: cause and effect`, session_name: 'files' })).body.receipt;
  receipt = await waitFor(async () => {
    const r = await h.get(`/api/receipts/${receipt.id}`);
    return r.body.verified ? r.body : undefined;
  }, 'verification');
});
after(async () => {
  await h.close();
});

/** Decoded text operands of a page's content streams (pdf-lib writes text as hex strings). */
function pageText(doc: PDFDocument, index: number): string {
  const page = doc.getPage(index);
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let text = '';
  for (const ref of refs) {
    const stream = doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = filter ? inflateSync(stream.contents).toString('latin1') : Buffer.from(stream.contents).toString('latin1');
    for (const m of raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += `${Buffer.from(m[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}

describe('GET /files/{id}.pdf', () => {
  it('is a real PDF with every receipt field and the chain root on every page', async () => {
    const res = await fetch(receipt.pdf_url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-');
    const doc = await PDFDocument.load(bytes);
    assert.equal(doc.getTitle(), `Reasoning receipt ${receipt.id}`);
    const first = pageText(doc, 0);
    for (const field of ['id', 'session_id', 'session_type', 'chain_id', 'chain_root', 'chain_length', 'verified', 'attest_id', 'pdf_url', 'created_at']) {
      assert.ok(first.includes(field), `label ${field}`);
      assert.ok(first.includes(String(receipt[field])), `value of ${field}`);
    }
    assert.ok(first.includes('badge_svg'));
    for (let i = 0; i < doc.getPageCount(); i++) assert.ok(pageText(doc, i).includes(`Chain root ${receipt.chain_root}`), `root on page ${i + 1}`);
  });

  it('runs over several pages for a long chain, the root on each', async () => {
    let last: any;
    for (let i = 0; i < 40; i++) last = (await h.run({ input: `long ${i}`, session_name: 'long-pdf' })).body.receipt;
    const doc = await PDFDocument.load(new Uint8Array(await (await fetch(last.pdf_url)).arrayBuffer()));
    assert.ok(doc.getPageCount() > 1);
    for (let i = 0; i < doc.getPageCount(); i++) assert.ok(pageText(doc, i).includes(`Chain root ${last.chain_root}`));
  });
});

describe('GET /files/badge/{id}.svg', () => {
  it('serves the badge as SVG with ETag, Cache-Control, CSP and a 304 on revalidation', async () => {
    const res = await fetch(`${h.url}/files/badge/${receipt.id}.svg`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^image\/svg\+xml/);
    assert.match(res.headers.get('content-security-policy')!, /script-src 'none'/);
    assert.match(res.headers.get('cache-control')!, /no-cache/);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const etag = res.headers.get('etag');
    assert.match(etag!, /^"[^"]+"$/);
    const svg = await res.text();
    assert.equal(svg, receipt.badge_svg);
    assert.match(svg, /verified/);
    const again = await fetch(`${h.url}/files/badge/${receipt.id}.svg`, { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
  });

  it('answers an image request for an unknown receipt with a 404 "not found" badge', async () => {
    const res = await fetch(`${h.url}/files/badge/rcpt_nope.svg`, { headers: { accept: 'image/avif,image/webp,image/svg+xml,*/*;q=0.8' } });
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type')!, /^image\/svg\+xml/);
    assert.match(await res.text(), />∅ not found</);
  });

  it('says that an unknown receipt\'s badge answer depends on Accept (Vary: Accept), for an image and for a script', async () => {
    for (const accept of ['image/svg+xml,*/*;q=0.8', 'application/json']) {
      const res = await fetch(`${h.url}/files/badge/rcpt_nope.svg`, { headers: { accept } });
      assert.equal(res.status, 404);
      await res.arrayBuffer();
      const vary = (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
      assert.ok(vary.includes('accept'), `${accept}: Vary is "${res.headers.get('vary')}"`);
    }
  });
});

describe('GET /app/receipts/{id}', () => {
  it('is an HTML page with a title, link-preview meta and the <reasoning-receipt> element', async () => {
    const res = await fetch(`${h.url}/app/receipts/${receipt.id}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/html/);
    assert.match(res.headers.get('content-security-policy')!, /script-src 'self'/);
    const html = await res.text();
    assert.match(html, new RegExp(`<title>Receipt ${receipt.id} \\(verified\\)</title>`));
    // The preview image is the card PNG (platforms refuse SVG), in the page's language.
    assert.match(html, new RegExp(`<meta property="og:image" content="${h.url}/files/card/${receipt.id}.png\\?lang=en">`));
    assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
    assert.match(html, /<meta property="og:title" content="[^"]+">/);
    assert.match(html, /<meta property="og:description" content="[^"]*3 turns[^"]*">/);
    assert.match(html, new RegExp(`<reasoning-receipt receipt-id="${receipt.id}" with-session verify>`));
    assert.match(html, /<script type="module" src="\/dist\/reasoning-elements.js"><\/script>/);
    assert.ok(html.includes(receipt.chain_root));
  });

  it('follows Accept-Language: German words, lang="de" and a German badge; Vary: Accept-Language', async () => {
    const res = await fetch(`${h.url}/app/receipts/${receipt.id}`, { headers: { 'accept-language': 'de-AT,en;q=0.5' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('vary')!, /\bAccept-Language\b/i);
    assert.match(res.headers.get('content-security-policy')!, /script-src 'self'/);
    const html = await res.text();
    assert.match(html, /<html lang="de">/);
    assert.match(html, new RegExp(`<title>Beleg ${receipt.id} \\(verifiziert\\)</title>`));
    assert.match(html, /<h1>Reasoning-Beleg<\/h1>/);
    assert.match(html, /<dt>Kettenwurzel<\/dt>/);
    assert.match(html, /3 Schritte/);
    // The fields' names and states are the receipt card's own German terms.
    assert.match(html, /<dt>Laut Dienst<\/dt><dd>Verifiziert<\/dd>/);
    assert.match(html, /<dt>Kettenlänge<\/dt><dd>3 Glieder<\/dd>/);
    assert.match(html, /<a href="[^"]+">Beleg als PDF herunterladen<\/a>/);
    assert.match(html, new RegExp(`<img src="data:image/svg\\+xml,[^"]+" alt="Beleg ${receipt.id}: verifiziert\\. Die Kette hält, und ihrem Signierer wird vertraut\\."`));
    assert.ok(html.includes(encodeURIComponent('>✓ verifiziert<')), 'the badge drawn in German');
  });

  it('right to left for Arabic; English without a header or with an unknown language', async () => {
    const ar = await (await fetch(`${h.url}/app/receipts/${receipt.id}`, { headers: { 'accept-language': 'ar' } })).text();
    assert.match(ar, /<html lang="ar" dir="rtl">/);
    assert.match(ar, /<dt>جذر السلسلة<\/dt>/);
    for (const headers of [{}, { 'accept-language': 'xx-YY, *;q=0.1' }] as Record<string, string>[]) {
      const res = await fetch(`${h.url}/app/receipts/${receipt.id}`, { headers });
      assert.match(res.headers.get('vary')!, /\bAccept-Language\b/i);
      const html = await res.text();
      assert.match(html, /<html lang="en">/);
      assert.doesNotMatch(html, /dir="rtl"/);
      assert.match(html, /<h1>Reasoning receipt<\/h1>/);
      assert.match(html, /<dt>The service says<\/dt><dd>Verified<\/dd>/);
      assert.match(html, /<dt>Chain length<\/dt><dd>3 links<\/dd>/);
      assert.match(html, new RegExp(`<img src="${h.url}/files/badge/${receipt.id}.svg" alt="receipt ${receipt.id}: verified\\. The chain holds and its signer is trusted\\."`));
    }
  });

  it('escapes what it prints and refuses ids that are not plain tokens', async () => {
    const weird = await fetch(`${h.url}/app/receipts/${encodeURIComponent('"><script>alert(1)</script>')}`);
    assert.equal(weird.status, 404);
    assert.doesNotMatch(await weird.text(), /<script>/);
  });
});

describe('receiptPage()', () => {
  it('escapes every value it prints', async () => {
    const { receiptPage } = await import('../src/pages/receipt-page.js');
    const evil = '"><script>alert(1)</script>';
    for (const lang of ['en', 'de', 'ar']) {
    const html = await receiptPage({
      lang,
      receipt: { ...receipt, id: evil, session_type: evil, attest_id: evil, pdf_url: `javascript:${evil}` },
      pageUrl: `http://x/${evil}`,
      badgeUrl: `http://x/${evil}.svg`,
      elementsScript: '/dist/reasoning-elements.js',
    });
    assert.doesNotMatch(html, /<script>alert/);
    assert.doesNotMatch(html, /="">/);
    assert.match(html, /&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    }
  });

  it('pageLanguage: the best language the page speaks by q-value, else English', async () => {
    const { pageLanguage } = await import('../src/pages/receipt-page.js');
    assert.deepEqual(pageLanguage('de-AT,en;q=0.5'), { lang: 'de', dir: 'ltr' });
    assert.deepEqual(pageLanguage('xx, fr;q=0.4, pt-BR;q=0.9'), { lang: 'pt', dir: 'ltr' });
    assert.deepEqual(pageLanguage('he-IL'), { lang: 'he', dir: 'rtl' });
    assert.deepEqual(pageLanguage('de;q=0, *'), { lang: 'en', dir: 'ltr' });
    assert.deepEqual(pageLanguage('klingon, ;;;, =q'), { lang: 'en', dir: 'ltr' });
    assert.deepEqual(pageLanguage(undefined), { lang: 'en', dir: 'ltr' });
  });
});
