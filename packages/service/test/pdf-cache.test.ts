// Receipt PDFs cost one render per (receipt, length): a repeat and a 304 are
// answered from the store without rendering, a new turn renders once more, a
// restart renders nothing (the PDF is kept with the store), and a long chain's
// PDF stays a few pages, pointing to the chain API for its other links.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { pdfRenders, MAX_PDF_LINKS } from '../src/pdf/index.js';
import { startService, type Harness } from '../../../test/server/harness.js';
import { LONG_SESSION, writeServiceJournal } from '../../../test/bench/long-chains.js';
import { TEST_INPUTS } from '../../../test/server/constants.js';
import { tempDir } from '../../../test/helpers/temp.js';

async function pdf(h: Harness, receiptId: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.url}/files/${receiptId}.pdf`, { headers });
  return { status: res.status, etag: res.headers.get('etag'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('receipt PDFs are rendered once and kept with the store', () => {
  it('renders once per length; repeats, 304s and a restart render nothing', async () => {
    const dir = tempDir('reasoning-pdf-');
    let h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5, publicUrl: 'https://receipts.example' });
    let receipt = '';
    try {
      for (let i = 0; i < 3; i++) receipt = (await h.run({ input: TEST_INPUTS.ground, session_name: 'pdf-once' })).body.receipt.id;
      await h.service.settle();
      const before = pdfRenders();
      const first = await pdf(h, receipt);
      assert.equal(first.status, 200);
      assert.ok(first.etag);
      assert.equal(pdfRenders(), before + 1);
      const [again, alsoAgain] = await Promise.all([pdf(h, receipt), pdf(h, receipt)]);
      assert.deepEqual(again.bytes, first.bytes);
      assert.deepEqual(alsoAgain.bytes, first.bytes);
      const notModified = await pdf(h, receipt, { 'if-none-match': first.etag! });
      assert.equal(notModified.status, 304);
      assert.equal(pdfRenders(), before + 1, 'repeats and a 304 render nothing');

      // A new turn: a new PDF, rendered once, with another ETag.
      await h.run({ input: TEST_INPUTS.ground, session_name: 'pdf-once' });
      await h.service.settle();
      const longer = await pdf(h, receipt, { 'if-none-match': first.etag! });
      assert.equal(longer.status, 200);
      assert.notEqual(longer.etag, first.etag);
      assert.equal(pdfRenders(), before + 2);
      await h.close();

      // Restarted: the re-check runs, then the same PDF comes from the store.
      h = await startService({ memory: false, dataDir: dir, attestDelayMs: 5, publicUrl: 'https://receipts.example' });
      await h.service.settle();
      const kept = await pdf(h, receipt, { 'if-none-match': longer.etag! });
      assert.equal(kept.status, 304);
      assert.equal(pdfRenders(), before + 2, 'nothing rendered after the restart');
    } finally {
      await h.close();
    }
  });

  it(`a chain of 2,000 links gets a PDF of a few pages with its newest ${MAX_PDF_LINKS} links and the chain API's address`, async () => {
    const dir = tempDir('reasoning-pdf-long-');
    await writeServiceJournal(join(dir, 'journal.jsonl'), 2000);
    const h = await startService({ memory: false, dataDir: dir });
    try {
      const res = await pdf(h, LONG_SESSION.receipt_id);
      assert.equal(res.status, 200);
      const doc = await PDFDocument.load(res.bytes);
      assert.ok(doc.getPageCount() <= 5, `${doc.getPageCount()} pages`);
      // pdf-lib writes text as hex strings, in Flate-compressed content streams.
      const raw = Buffer.from(res.bytes);
      let text = '';
      for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
        const end = raw.indexOf('endstream', at);
        try {
          text += inflateSync(raw.subarray(at + 7, end)).toString('latin1').toUpperCase();
        } catch {
          /* not a compressed stream */
        }
      }
      const has = (words: string) => text.includes(`<${Buffer.from(words).toString('hex').toUpperCase()}`);
      assert.ok(has(`${h.url}/api/chains/${LONG_SESSION.chain_id}/entries`), 'the chain API is named');
      assert.ok(has('#1999 '), 'the newest link is listed');
      assert.ok(has(`#${2000 - MAX_PDF_LINKS} `));
      assert.ok(!has(`#${2000 - MAX_PDF_LINKS - 1} `), 'older links are not');
    } finally {
      await h.close();
    }
  });
});
