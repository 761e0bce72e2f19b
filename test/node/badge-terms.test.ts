// badgeTerms(lang): a badge's words outside the elements, resolved the way the elements resolve `lang`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { BADGE_TERMS_EN, badgeLanguage, badgeTerms, receiptBadge } from '../../src/badge/index.js';
import deBadge from '../../src/i18n/lang/de.badge.js';
import ptBadge from '../../src/i18n/lang/pt.badge.js';

const golden = (name: string) => readFile(new URL(`../goldens/badges/${name}.svg`, import.meta.url), 'utf8');

test('German: the shipped de.badge terms', async () => {
  const de = await badgeTerms('de');
  assert.equal(de.label, deBadge.badgeLabel);
  assert.equal(de.states.verified, deBadge.badgeVerified);
  assert.equal(de.titles.unverified, deBadge.badgeTitleUnverified);
  const svg = receiptBadge({ id: 'rcpt_1', verified: true }, { terms: de });
  assert.match(svg, /<title>Beleg rcpt_1: verifiziert<\/title>/);
  assert.match(svg, /aria-label="Beleg rcpt_1: verifiziert"/);
  assert.match(svg, />verifiziert</);
});

test('a regional tag falls back to its language', async () => {
  assert.deepEqual(await badgeTerms('de-AT'), await badgeTerms('de'));
  const pt = await badgeTerms('pt-BR');
  assert.equal(pt.states.unverified, ptBadge.badgeUnverified);
  assert.deepEqual(pt, await badgeTerms('pt'));
});

test('an unknown or empty tag, and English, give exactly BADGE_TERMS_EN', async () => {
  for (const tag of ['xx', 'en', 'en-GB', '', 'not a tag']) assert.deepEqual(await badgeTerms(tag), BADGE_TERMS_EN, tag);
});

test('English badges stay byte-identical to the goldens', async () => {
  const terms = await badgeTerms('en');
  assert.equal(receiptBadge({ id: 'rcpt_01HX', verified: true }, { terms }), receiptBadge({ id: 'rcpt_01HX', verified: true }));
  for (const name of ['receipt-verified', 'receipt-unverified']) {
    const svg = await golden(name);
    const id = /<title>receipt (\S+):/.exec(svg)?.[1];
    if (!id) continue;
    assert.equal(receiptBadge({ id, verified: name === 'receipt-verified' }, { terms }), svg, name);
  }
});

test('badgeLanguage: the language and direction a tag is spoken as', () => {
  assert.deepEqual(badgeLanguage('de-AT'), { lang: 'de-AT', dir: 'ltr' });
  assert.deepEqual(badgeLanguage('ar'), { lang: 'ar', dir: 'rtl' });
  assert.deepEqual(badgeLanguage('he-IL'), { lang: 'he-IL', dir: 'rtl' });
  assert.equal(badgeLanguage('xx'), undefined);
  assert.equal(badgeLanguage('*'), undefined);
});
