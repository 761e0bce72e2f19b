/**
 * termsFor (reasoning-elements/i18n): the elements' words for code without an element, in the
 * language a tag is spoken as, with the same fallbacks and registered translations.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { registerTranslation, sayFinding, termsFor } from '../../src/i18n/index.js';
import { verifyChain } from '../../src/client/verify.js';

describe('termsFor', () => {
  it('gives a part of the words in a language, a regional tag spoken with its base language', async () => {
    const de = await termsFor('receipt', 'de-AT');
    assert.equal(de.lang, 'de-AT');
    assert.equal(de.dir, 'ltr');
    assert.equal(de.t('chainRoot'), 'Kettenwurzel');
    assert.equal(de.t('links', { count: 1 }), '1 Glied');
    // Numbers the way Intl writes them in the tag asked for (de-AT groups thousands with a space).
    assert.equal(de.t('links', { count: 12345 }), `${new Intl.NumberFormat('de-AT').format(12345)} Glieder`);
    assert.equal(de.number(1234.5), new Intl.NumberFormat('de-AT').format(1234.5));
    assert.equal(de.has('chainRoot'), true);
    assert.equal(de.has('xy-mismatch'), false);
  });

  it('says English for a tag no language covers, and throws for a part that does not exist', async () => {
    const xx = await termsFor(['receipt', 'badge'], 'xx-YY');
    assert.equal(xx.lang, 'en');
    assert.equal(xx.t('serviceSays'), 'The service says');
    assert.equal(xx.t('badgeLabel'), 'receipt');
    await assert.rejects(termsFor('nope' as never, 'de'), /no part of the words is named "nope"/);
  });

  it("says a check's findings from their codes, in every part, right to left in Arabic", async () => {
    const fr = await termsFor(['chain', 'claims'], 'fr');
    assert.equal(fr.t('entry-problem', { entry: 3, problem: fr.t('xy-mismatch') }), 'Entrée 3 : xy ne correspond pas à sha256(x:operation:y:timestamp)');
    assert.equal(fr.t('receipt-length'), 'Le chain_length du reçu ne correspond pas à la longueur de la chaîne');
    const en = await termsFor('chain', 'en');
    assert.equal(en.t('more-link-problems', { count: 1 }), '1 more link problem');
    const ar = await termsFor('chain', 'ar');
    assert.equal(ar.dir, 'rtl');
    // Text values are isolated in a right-to-left language; numbers are written the Arabic way.
    assert.equal(ar.t('index-mismatch', { found: '"7"', expected: 2 }), `قيمة index هي \u2068"7"\u2069، والمتوقع ${new Intl.NumberFormat('ar').format(2)}`);
  });

  it("sayFinding: a check's findings as its problems say them, in any language", async () => {
    const chain = { chain_id: 'c1', algorithm: 'xy-sha256-v1', root: '0x00', length: 2, entries: [{ index: 0, timestamp: 't', operation: 'run', x: 'GENESIS', y: 'y', xy: 'nope' }] };
    const check = await verifyChain({ chain });
    const en = await termsFor(['chain', 'claims'], 'en');
    assert.deepEqual(check.findings!.map((f) => sayFinding(en, f)), check.problems);
    const ja = await termsFor(['chain', 'claims'], 'ja');
    assert.equal(sayFinding(ja, { code: 'xy-mismatch', entry: 0 }), 'エントリ 0：xy が sha256(x:operation:y:timestamp) と一致しません');
    assert.equal(sayFinding(ja, { code: 'length-mismatch', found: '2', count: 1 }), 'チェーンの長さは 2 ですが、エントリは 1 件です');
  });

  it('takes terms a page registered over the shipped ones', async () => {
    registerTranslation({ $code: 'de-CH', chainRoot: 'Wurzel der Kette' });
    const ch = await termsFor('receipt', 'de-CH');
    assert.equal(ch.t('chainRoot'), 'Wurzel der Kette');
    assert.equal(ch.t('chainLength'), 'Kettenlänge');
  });
});
