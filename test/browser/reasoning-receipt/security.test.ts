// Hostile answers: every string field rendered as text, unsafe links never linked.
import { expect } from '@open-wc/testing';
import { receipt as receiptFixture, session as sessionFixture } from '../../fixtures/resources.js';
import { axeViolations, makeReceipt, serveAll, settled, shadow, text } from './helpers.js';

const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>"'&`;

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('<reasoning-receipt> with hostile answers', () => {
  afterEach(() => delete window.__pwned);

  it('renders hostile strings in every field as text, and never inlines badge_svg', async () => {
    const receipt = receiptFixture({
      id: 'hostile_1',
      session_id: `s${HOSTILE}`,
      session_type: HOSTILE, // an unknown type is shown as given
      chain_id: `c${HOSTILE}`,
      attest_id: `a${HOSTILE}`,
      pdf_url: `javascript:window.__pwned=3//${HOSTILE}`,
      badge_svg: `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=4"><script>window.__pwned=5</script></svg>`,
    });
    const session = sessionFixture({ id: receipt.session_id, title: HOSTILE, receipt_id: 'hostile_1' });
    const base = await serveAll({ receipt, session });
    const el = await makeReceipt({ id: 'hostile_1', base, withSession: true });
    await settled(el);
    const root = shadow(el);
    const t = text(el);
    for (const value of [receipt.session_id, receipt.session_type, receipt.chain_id, receipt.attest_id, HOSTILE]) {
      expect(t).to.contain(String(value));
    }
    expect(root.querySelectorAll('script').length).to.equal(0);
    // Our own badge only, drawn by our renderer: no image, and nothing of badge_svg.
    expect(root.querySelectorAll('img').length).to.equal(0);
    expect(root.querySelectorAll('svg:not(.icon)').length).to.equal(1);
    expect(root.querySelector('[part="badge"] > svg')!.getAttribute('aria-label')).to.equal('receipt hostile_1: verified. The chain holds and its signer is trusted.');
    expect(root.querySelector('[part="badge"]')!.innerHTML).not.to.contain('__pwned');
    expect(root.querySelectorAll('[onload],[onerror]').length).to.equal(0);
    for (const a of root.querySelectorAll('a')) expect(a.protocol).to.match(/^https?:$/);
    expect(t).to.contain('Not linked: it is not under the receipts address');
    await new Promise((r) => setTimeout(r, 50));
    expect(window.__pwned).to.equal(undefined);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('does not link a javascript: attest_id, and shows it as text', async () => {
    const receipt = receiptFixture({ id: 'js_1', attest_id: 'javascript:window.__pwned=6' });
    const base = await serveAll({ receipt });
    const el = await makeReceipt({ id: 'js_1', base });
    await settled(el);
    const root = shadow(el);
    expect(root.querySelector('a[href^="javascript"]')).to.equal(null);
    expect(root.querySelectorAll('a[target="_blank"]').length).to.equal(0); // not even as an encoded id
    expect([...root.querySelectorAll('a')].some((a) => a.textContent!.includes('javascript'))).to.equal(false);
    expect(text(el)).to.contain('javascript:window.__pwned=6');
    expect(text(el)).to.contain('not a safe link');
  });

  it('does not link through a javascript: attest-url template', async () => {
    const receipt = receiptFixture({ id: 'tpl_1', attest_id: 'att_9' });
    const base = await serveAll({ receipt });
    const el = await makeReceipt({ id: 'tpl_1', base, attestUrl: 'javascript:alert(1)//{attest_id}' });
    await settled(el);
    expect(shadow(el).querySelector('a[href^="javascript"]')).to.equal(null);
    expect(text(el)).to.contain('att_9');
  });

  it('links an attest_id through an http(s) attest-url template, and a URL attest_id as it is', async () => {
    const a = await serveAll({ receipt: receiptFixture({ id: 'tpl_2', attest_id: 'att 10/x' }) });
    const el = await makeReceipt({ id: 'tpl_2', base: a, attestUrl: 'https://verifier.example/a/{attest_id}' });
    await settled(el);
    expect(shadow(el).querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href).to.equal('https://verifier.example/a/att%2010%2Fx');
    const b = await serveAll({ receipt: receiptFixture({ id: 'tpl_3', attest_id: 'https://verifier.example/r/42' }) });
    const el2 = await makeReceipt({ id: 'tpl_3', base: b });
    await settled(el2);
    expect(shadow(el2).querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href).to.equal('https://verifier.example/r/42');
  });

  it('reads the live service\'s pruv_id as attest_id', async () => {
    const { attest_id, ...rest } = receiptFixture({ id: 'pruv_1' });
    const base = await serveAll({ receipt: { ...rest, pruv_id: attest_id } });
    const el = await makeReceipt({ id: 'pruv_1', base });
    await settled(el);
    expect(shadow(el).querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href).to.equal(`${base}/attestations/${attest_id}`);
  });

  it('links a PDF only when it is under receipts_url', async () => {
    const inside = await serveAll({ receipt: receiptFixture({ id: 'pdf_1', pdf_url: `${location.origin}/files/pdf_1.pdf` }) });
    const el = await makeReceipt({ id: 'pdf_1', base: inside });
    await settled(el);
    expect(shadow(el).querySelector('a[href$="/files/pdf_1.pdf"]')).to.exist;
    for (const pdf_url of ['https://evil.example/files/pdf_2.pdf', `${location.origin}/files-evil/pdf_2.pdf`, `${location.origin}/files/%2e%2e/api/x.pdf`]) {
      const outside = await serveAll({ receipt: receiptFixture({ id: 'pdf_2', pdf_url }) });
      const el2 = await makeReceipt({ id: 'pdf_2', base: outside });
      await settled(el2);
      expect(shadow(el2).querySelector('a[href*=".pdf"]'), pdf_url).to.equal(null);
    }
  });
});
