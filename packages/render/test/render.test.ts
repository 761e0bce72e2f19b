/**
 * reasoning-elements/render in Node (no DOM): the card and the badge as HTML
 * at build time, and the elements rendered unchanged by @lit-labs/ssr. The
 * same output opened in Chromium is tested in ssr-browser.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { render } from '@lit-labs/ssr';
import { html } from 'lit';
import { elementRenderers, loadLanguage, renderChainBadge, renderReceipt } from '../src/index.js';
import type { ChainCheck } from '../../../src/client/index.js';
import type { Receipt, Session } from '../../../src/spec/index.js';
import { receipt as receiptFixture, session as sessionFixture } from '../../../test/fixtures/resources.js';

const receipt = receiptFixture({ pdf_url: '/files/rcpt_1.pdf' }) as unknown as Receipt;
const session = sessionFixture() as unknown as Session;

/** The declarative shadow root's markup, and what follows it (light DOM). */
function split(out: string): { shadow: string; light: string } {
  const start = out.indexOf('<template shadowroot');
  const end = out.indexOf('</template>');
  assert.ok(start >= 0 && end > start, 'has a declarative shadow root');
  return { shadow: out.slice(start, end), light: out.slice(end) };
}

const island = (out: string) => JSON.parse(/<script type="application\/json">(.*?)<\/script>/s.exec(out)![1]!);
const text = (markup: string) => markup.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('renderReceipt', () => {
  it('writes the full card in declarative shadow DOM, the data as JSON and a readable light-DOM copy', () => {
    const out = renderReceipt(receipt, { session });
    assert.match(out, /^<!--lit-part [^>]*-->(<!--lit-node 0-->)?<reasoning-receipt\s[^>]*receipt-id="rcpt_1"[^>]*with-session/);
    const { shadow, light } = split(out);
    const card = text(shadow);
    for (const words of ['Receipt rcpt_1', 'Verified', 'chain_1', '2 links', 'Receipt and session agree', 'A session']) {
      assert.ok(card.includes(words), `card shows ${words}`);
    }
    assert.doesNotMatch(shadow, /part="skeleton"/);
    // Our own badge, drawn inline (no data: image, no <style> of its own).
    assert.match(shadow, /<span class="badge" part="badge" data-state="verified"><!--lit-part [^>]*--><svg [^>]*aria-label="receipt rcpt_1: verified\. The chain holds and its signer is trusted\." role="img">/);
    assert.deepEqual(island(out), { receipt, session });
    assert.ok(text(light).includes('Receipt rcpt_1: Verified'));
    for (const [term, value] of [['Chain root', '<code>0xabab'], ['Chain length', '2 links'], ['Title', 'A session']]) {
      assert.ok(light.includes(`<dt>${term}</dt><dd>${value}`), `light DOM says ${term}`);
    }
    assert.match(light, /<a href="\/app\/receipts\/rcpt_1">/);
  });

  it('builds nothing against localhost: endpoints come from the options or stay root-relative', () => {
    const relative = renderReceipt(receipt);
    assert.doesNotMatch(relative, /localhost|site-root\.invalid/);
    assert.match(relative, /href="\/api\/attestations\/att_1"/);
    assert.match(relative, /href="\/files\/rcpt_1\.pdf"/);
    const absolute = renderReceipt(receiptFixture({ pdf_url: 'https://r.example/files/rcpt_1.pdf' }) as unknown as Receipt, {
      endpoints: { baseUrl: 'https://r.example/api', receiptsUrl: 'https://r.example/files', appUrl: 'https://r.example/app' },
    });
    assert.match(absolute, /base-url="https:\/\/r\.example\/api"/);
    assert.match(absolute, /href="https:\/\/r\.example\/api\/attestations\/att_1"/);
    assert.match(absolute, /href="https:\/\/r\.example\/files\/rcpt_1\.pdf"/);
    assert.match(absolute, /href="https:\/\/r\.example\/app\/receipts\/rcpt_1"/);
    assert.doesNotMatch(absolute, /localhost/);
  });

  it('leaves out relative times, which would be stale when read', () => {
    assert.doesNotMatch(text(renderReceipt(receipt)), /\bago\b|\bin \d/);
  });

  it('shows a check made at build time and sets verify', () => {
    const check = { ok: true, algorithm: 'xy-sha256-v1', links: 2, firstBadLink: null, firstBadLinkReason: null, problems: [], signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: false } satisfies ChainCheck;
    const out = renderReceipt(receipt, { check });
    assert.match(out, /<reasoning-receipt\s[^>]*\bverify\b/);
    assert.ok(text(split(out).shadow).includes('Chain format checked: xy-sha256-v1'));
    assert.deepEqual(island(out).check, check);
  });

  it('writes the card and its readable copy in the language asked for, once its words are loaded', async () => {
    assert.throws(() => renderReceipt(receipt, { lang: 'fr' }), /renderReceipt: the words of "fr" are not loaded: await loadLanguage\("fr"\) first/);
    await loadLanguage('de');
    const check = { ok: false, algorithm: 'xy-sha256-v1', links: 2, firstBadLink: 1, firstBadLinkReason: 'xy does not match sha256(x:operation:y:timestamp)', firstBadLinkFinding: { code: 'xy-mismatch', entry: 1 }, problems: ['entry 1: xy does not match sha256(x:operation:y:timestamp)'], findings: [{ code: 'xy-mismatch', entry: 1 }], signature: 'valid', signatures: { valid: 1, invalid: 0, missing: 0 }, keyPinned: false } satisfies ChainCheck;
    const out = renderReceipt(receipt, { session, check, lang: 'de' });
    assert.match(out, /<reasoning-receipt\s[^>]*lang="de"/);
    const { shadow } = split(out);
    const light = out.slice(out.indexOf('<div class="reasoning-receipt-text"'));
    // The readable copy: the card's own German terms, numbers the German way.
    assert.match(light, /<div class="reasoning-receipt-text" lang="de" dir="ltr"><p><a href="\/app\/receipts\/rcpt_1">Beleg <code>rcpt_1<\/code><\/a>: Verifiziert<\/p>/);
    for (const [term, value] of [['Laut Dienst', 'Verifiziert'], ['Kettenwurzel', '<code>0xabab'], ['Kettenlänge', '2 Glieder'], ['Titel', 'A session'], ['Beim Build geprüft', 'Prüfung fehlgeschlagen: Geprüftes Kettenformat: <code>xy-sha256-v1</code> (2 Glieder)']]) {
      assert.ok(term === 'Beim Build geprüft' ? new RegExp(`<dt>${term}, [^<]*</dt><dd>${value.replace(/[()]/g, '\\$&')}`).test(light) : light.includes(`<dt>${term}</dt><dd>${value}`), `light DOM says ${term}: ${value}`);
    }
    assert.doesNotMatch(text(light), /Chain|Verified|links/);
    // The card in declarative shadow DOM speaks German too, its findings included.
    const card = text(shadow);
    for (const words of ['Beleg rcpt_1', 'Laut Dienst', 'Verifiziert', 'Prüfung fehlgeschlagen', 'Eintrag 1: xy stimmt nicht mit sha256(x:operation:y:timestamp) überein']) {
      assert.ok(card.includes(words), `card shows ${words}`);
    }
    assert.match(shadow, /<article class="card"[^>]* lang="de" dir="ltr"/);
  });

  it('writes a right-to-left language with its direction, and an unknown tag in English', async () => {
    await loadLanguage('ar');
    const ar = renderReceipt(receipt, { lang: 'ar' });
    assert.match(split(ar).light, /<div class="reasoning-receipt-text" lang="ar" dir="rtl">/);
    assert.ok(split(ar).light.includes('<dt>جذر السلسلة</dt>'));
    assert.match(split(ar).shadow, /<article class="card"[^>]* lang="ar" dir="rtl"/);
    await loadLanguage('xx');
    const xx = renderReceipt(receipt, { lang: 'xx' });
    assert.match(xx, /<reasoning-receipt\s[^>]*lang="xx"/);
    assert.match(split(xx).light, /<div class="reasoning-receipt-text"><p>.*: Verified<\/p>/);
  });

  it('keeps hostile values as text and the JSON inside its script', () => {
    const evil = '</script><img src=x onerror=alert(1)><!--';
    const out = renderReceipt(receiptFixture({ session_type: evil, chain_id: evil }) as unknown as Receipt, { session: sessionFixture({ title: evil }) as unknown as Session });
    assert.doesNotMatch(out, /<img src=x/);
    assert.equal(out.split('</script>').length, 2, 'one script, closed once');
    assert.equal(island(out).receipt.chain_id, evil);
  });

  it('refuses, with a TypeError that says why, what it cannot render', () => {
    assert.throws(() => renderReceipt({ id: 'rcpt_1' } as unknown as Receipt), /renderReceipt: the receipt is not readable/);
    assert.throws(() => renderReceipt(receipt, { session: { id: 1 } as unknown as Session }), /the session is not readable/);
    assert.throws(() => renderReceipt(receipt, { endpoints: { baseUrl: 'javascript:alert(1)' } }), /endpoints\.baseUrl must be/);
    assert.throws(() => renderReceipt(receipt, { endpoints: { appUrl: '//evil.example' } }), /endpoints\.appUrl must be/);
  });
});

describe('renderChainBadge', () => {
  it('draws the final badge from a receipt, with the link form and its size in light DOM', () => {
    const out = renderChainBadge(receipt);
    const { shadow, light } = split(out);
    assert.match(shadow, /data-state="verified"/);
    assert.doesNotMatch(shadow, /<slot/);
    assert.deepEqual(island(out), { receipt });
    assert.match(light, /<a href="\/app\/receipts\/rcpt_1"><img src="\/files\/badge\/rcpt_1\.svg" alt="receipt rcpt_1" width="\d+" height="20"><\/a>/);
  });

  it('given only an id, slots the light-DOM link form (shown without script) instead of a grey badge', () => {
    const out = renderChainBadge('rcpt_2', { endpoints: { appUrl: 'https://docs.example/app' } });
    const { shadow, light } = split(out);
    assert.match(shadow, /<slot>/);
    assert.match(light, /<a href="https:\/\/docs\.example\/app\/receipts\/rcpt_2"><img src="\/files\/badge\/rcpt_2\.svg"/);
    assert.doesNotMatch(out, /application\/json|localhost/);
    assert.throws(() => renderChainBadge('../x'), /refused receipt id/);
  });

  it('draws the badge and describes its image in the language asked for, once its words are loaded', async () => {
    assert.throws(() => renderChainBadge(receipt, { lang: 'it' }), /renderChainBadge: the words of "it" are not loaded/);
    await loadLanguage('de');
    const out = renderChainBadge(receipt, { lang: 'de' });
    const { shadow, light } = split(out);
    assert.match(out, /^<chain-badge lang="de" receipt-id="rcpt_1">/);
    assert.match(shadow, /aria-label="Beleg rcpt_1: verifiziert\. /);
    assert.match(shadow, />✓ verifiziert<\/text>/);
    assert.match(light, /alt="Beleg rcpt_1"/);
    const byId = split(renderChainBadge('rcpt_2', { lang: 'de' })).shadow;
    assert.match(byId, /<slot>/);
    assert.match(byId, /aria-label="Beleg rcpt_2"/);
  });
});

describe('@lit-labs/ssr renders the elements unchanged', () => {
  it('without data: the id, the badge image and the link, never an endless placeholder or localhost', () => {
    const out = collectResultSync(
      render(html`<reasoning-receipt receipt-id="rcpt_3"></reasoning-receipt>
        <chain-badge receipt-id="rcpt_3"><a href="/app/receipts/rcpt_3"><img src="/files/badge/rcpt_3.svg" alt="receipt rcpt_3" height="20" /></a></chain-badge>`, { elementRenderers }),
    );
    assert.doesNotMatch(out, /localhost/);
    const card = out.slice(out.indexOf('<reasoning-receipt'), out.indexOf('</reasoning-receipt>'));
    assert.ok(text(card).includes('Receipt rcpt_3'));
    assert.match(card, /<img class="badge" src="\/files\/badge\/rcpt_3\.svg"[^>]*height="20"/);
    assert.match(card, /<a href="\/app\/receipts\/rcpt_3">Open the receipt page<\/a>/);
    assert.doesNotMatch(card, /class="bar/);
    const badge = out.slice(out.indexOf('<chain-badge'));
    assert.match(badge, /<slot>/, 'the badge slots its light-DOM fallback');
  });

  it('with data bound as properties: the card, as renderReceipt writes it', () => {
    const out = collectResultSync(render(html`<reasoning-receipt .receipt=${receipt}></reasoning-receipt>`));
    assert.match(out, /receipt-id="rcpt_1"/);
    assert.ok(text(out).includes('Verified'));
  });
});
