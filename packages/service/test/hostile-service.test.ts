// Hostile input to the embedded service: every XSS payload as a run's input
// and as its session name. The service answers 200 or a JSON 4xx, never a
// 5xx; the text comes back as JSON data only; the server-made files (receipt
// page, badge SVG, PDF) never carry it as markup.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { XSS_PAYLOADS } from '../../../test/fixtures/xss-payloads.js';
import { startService, type Harness } from '../../../test/server/harness.js';

describe('hostile input to the embedded service', () => {
  let h: Harness;
  before(async () => {
    h = await startService({ attestDelayMs: 0 });
  });
  after(async () => {
    await h.close();
  });

  it('a lone surrogate in input or session name is a 400 that says so (it has no canonical JSON to hash)', async () => {
    for (const body of [{ input: 'a\ud800b' }, { input: 'ok', session_name: 'x\udfff' }]) {
      const res = await h.run(body);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.detail, /lone surrogate/);
    }
  });

  it(`${XSS_PAYLOADS.length} payloads as input and session name: JSON answers, inert files`, async () => {
    const problems: string[] = [];
    const receipts: string[] = [];
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      for (const body of [{ input: p, session_name: `hostile-${i}` }, { input: `turn ${i}`, session_name: p }]) {
        const res = await h.run(body);
        if (res.status >= 500) problems.push(`payload ${i}: HTTP ${res.status}`);
        if (!(res.headers.get('content-type') ?? '').includes('application/json')) problems.push(`payload ${i}: ${res.headers.get('content-type')}`);
        if (res.status === 200) {
          receipts.push(res.body.receipt.id);
          if (body.session_name === p) {
            const session = await h.get(`/api/sessions/${res.body.receipt.session_id}`);
            // The session title carries the name as data (JSON-escaped by JSON.stringify, never HTML).
            if (session.status !== 200 || !String(session.body.title).includes(p.trim().slice(0, 20).trim())) {
              problems.push(`payload ${i}: session title ${JSON.stringify(session.body.title)?.slice(0, 80)}`);
            }
          }
        } else if (res.status !== 400 || typeof res.body?.detail !== 'string') {
          problems.push(`payload ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
        }
      }
    }
    await h.service.settle();
    // Every receipt's files: the page escapes, the badge is ours, the PDF is served as a download.
    for (const id of receipts.filter((_, k) => k % 3 === 0)) {
      const page = await h.get(`/app/receipts/${id}`);
      assert.equal(page.status, 200);
      // Two scripts, both ours: the elements and the embed section's copy buttons.
      const scripts = String(page.body).match(/<script\b[^>]*>/gi) ?? [];
      const ours = scripts.filter((tag) => /^<script type="module" src="(\/dist\/reasoning-elements\.js|http:\/\/127\.0\.0\.1:\d+\/app\/embed-copy\.js)">$/.test(tag));
      if (scripts.length !== 2 || ours.length !== 2) problems.push(`page ${id}: script tags ${scripts.join(' ')}`);
      if (/\son[a-z]+\s*=/i.test(String(page.body))) problems.push(`page ${id}: an on* attribute`);
      const badge = await h.get(`/files/badge/${id}.svg`);
      if (!/script-src 'none'/.test(badge.headers.get('content-security-policy') ?? '')) problems.push(`badge ${id}: no CSP`);
      if (/<script|<foreignObject|\son[a-z]+=|javascript:/i.test(String(badge.body))) problems.push(`badge ${id}: active content`);
    }
    const pdf = await fetch(`${h.url}/files/${receipts[0]}.pdf`);
    assert.equal(pdf.status, 200);
    assert.match(pdf.headers.get('content-type') ?? '', /application\/pdf/);
    await pdf.arrayBuffer();
    assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
    assert.ok(receipts.length >= XSS_PAYLOADS.length, 'most payloads were accepted as ordinary text');
  });
});
