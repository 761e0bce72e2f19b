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
  assert.equal(de.outcomes.verified, deBadge.outcomeVerified);
  assert.equal(de.says.pending, deBadge.sayPending);
  const svg = receiptBadge({ id: 'rcpt_1', verified: true }, { terms: de });
  assert.match(svg, /<title>Beleg rcpt_1: verifiziert\. Die Kette hält, und ihrem Signierer wird vertraut\.<\/title>/);
  assert.match(svg, /aria-label="Beleg rcpt_1: verifiziert\. /);
  assert.match(svg, />✓ verifiziert</);
  // The element's words for each outcome, also where the old states had none.
  assert.match(receiptBadge('unavailable', { terms: de }), />↻ nicht erreichbar</);
  assert.match(receiptBadge('unknown', { terms: de }), />∅ nicht gefunden</);
});

test('a regional tag falls back to its language', async () => {
  assert.deepEqual(await badgeTerms('de-AT'), await badgeTerms('de'));
  const pt = await badgeTerms('pt-BR');
  assert.equal(pt.outcomes.pending, ptBadge.outcomePending);
  assert.deepEqual(pt, await badgeTerms('pt'));
});

test('an unknown or empty tag, and English, give exactly BADGE_TERMS_EN', async () => {
  for (const tag of ['xx', 'en', 'en-GB', '', 'not a tag']) assert.deepEqual(await badgeTerms(tag), BADGE_TERMS_EN, tag);
});

test('English badges stay byte-identical to the goldens', async () => {
  const terms = await badgeTerms('en');
  assert.equal(receiptBadge({ id: 'rcpt_01HX', verified: true }, { terms }), receiptBadge({ id: 'rcpt_01HX', verified: true }));
  for (const name of ['receipt-verified', 'receipt-pending']) {
    const svg = await golden(name);
    const id = /<title>receipt (\S+):/.exec(svg)?.[1];
    if (!id) continue;
    assert.equal(receiptBadge({ id, verified: name === 'receipt-verified' }, { terms }), svg, name);
  }
});

test('terms of the old shape (states and titles only) still draw: their words for the old states, English for the rest', () => {
  const old = { label: 'Beleg', subject: '{label} {id}', states: { verified: 'ok', unverified: 'offen', unknown: 'unbekannt', error: 'Fehler' }, titles: { unverified: '{subject}: offen' } };
  assert.match(receiptBadge({ id: 'r1', verified: false }, { terms: old }), /<title>Beleg r1: offen<\/title>.*>… offen</s);
  assert.match(receiptBadge('error', { terms: old }), />↻ Fehler</);
  assert.match(receiptBadge('failed', { terms: old }), /<title>Beleg: failed\. The chain does not hold/);
});

test('badgeLanguage: the language and direction a tag is spoken as', () => {
  assert.deepEqual(badgeLanguage('de-AT'), { lang: 'de-AT', dir: 'ltr' });
  assert.deepEqual(badgeLanguage('ar'), { lang: 'ar', dir: 'rtl' });
  assert.deepEqual(badgeLanguage('he-IL'), { lang: 'he-IL', dir: 'rtl' });
  assert.equal(badgeLanguage('xx'), undefined);
  assert.equal(badgeLanguage('*'), undefined);
});

test("a static badge is <chain-badge>'s badge, byte for byte, for every outcome", async () => {
  const { outcomeBadge } = await import('../../src/elements/shared/outcome-badge.js');
  const { englishBadgeWords } = await import('../../src/elements/shared/badge-words.js');
  const { OUTCOMES } = await import('../../src/badge/index.js');
  for (const outcome of OUTCOMES) {
    const drawn = { idPrefix: 'b', darkStyle: 'none' } as const;
    assert.equal(receiptBadge(outcome, { id: 'rcpt_1', ...drawn }), outcomeBadge(outcome, englishBadgeWords(), { id: 'rcpt_1', ...drawn }), outcome);
    assert.equal(receiptBadge(outcome, drawn), outcomeBadge(outcome, englishBadgeWords(), drawn), outcome);
  }
  const pending = { id: 'rcpt_2', verified: false };
  assert.equal(receiptBadge(pending), outcomeBadge('pending', englishBadgeWords(), { id: 'rcpt_2' }));
});
