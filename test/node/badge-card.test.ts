// The preview card, the one-scheme badges and the embed snippets: pure drawing code shared by the service and the build.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BADGE_TERMS_EN,
  CARD_HEIGHT,
  CARD_WIDTH,
  badgeDarkColors,
  cardFontFiles,
  embedSnippets,
  receiptBadge,
  receiptBadgeIn,
  receiptCard,
  shortRoot,
  STATE_COLORS,
  OUTCOMES,
  OUTCOME_COLORS,
  OUTCOME_ICONS,
  contrast,
  svgSize,
  type CardWords,
} from '../../src/badge/index.js';

const ROOT = `0x${'ab'.repeat(32)}`;
const words: CardWords = { heading: 'Reasoning receipt', state: 'verified', chainLength: ['Chain length', '3 links'], chainRoot: 'Chain root', attested: ['Attestation', 'Nov 28, 2026'], footer: 'x.example' };

describe('receiptCard', () => {
  it('is a 1200×630 SVG with the badge the elements draw, the state, length, root and attestation', () => {
    const svg = receiptCard({ receipt: { id: 'rcpt_1', verified: true, chain_root: ROOT, chain_length: 3 }, words });
    assert.deepEqual(svgSize(svg), { width: CARD_WIDTH, height: CARD_HEIGHT });
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    assert.ok(svg.includes(receiptBadge({ id: 'rcpt_1', verified: true }, { darkStyle: 'none', idPrefix: 'cb' })), 'the badge, as drawn for the elements');
    for (const text of ['Reasoning receipt', 'rcpt_1', '>verified<', '3 links', 'Nov 28, 2026', 'Chain root', shortRoot(ROOT)]) assert.ok(svg.includes(text), text);
    assert.ok(svg.includes(`fill="${STATE_COLORS.verified}"`));
  });

  it('escapes what it is given and cuts what would not fit', () => {
    const evil = '"><script>alert(1)</script>';
    const svg = receiptCard({ receipt: { id: evil, verified: false, chain_root: evil, chain_length: 1 }, words: { ...words, heading: evil, state: 'x'.repeat(200) } });
    assert.doesNotMatch(svg, /<script>/);
    assert.ok(svg.includes('&lt;script&gt;'));
    assert.ok(svg.includes(`>${'x'.repeat(25)}…</text>`), 'the state is cut to one line');
  });

  it('mirrors for right-to-left words, keeps identifiers left to right, and says the language', () => {
    const rtl = receiptCard({ receipt: { id: 'rcpt_1', verified: true, chain_root: ROOT, chain_length: 3 }, words, dir: 'rtl', lang: 'ar' });
    assert.match(rtl, /xml:lang="ar"/);
    assert.match(rtl, /direction="rtl"/);
    assert.match(rtl, /<text x="1136" y="128"[^>]*text-anchor="end"[^>]*>\u200f/);
    assert.match(rtl, new RegExp(`direction="ltr" unicode-bidi="embed">${shortRoot(ROOT)}<`));
  });

  it('has a dark scheme, and an error state when asked', () => {
    const dark = receiptCard({ receipt: { id: 'rcpt_1', verified: true, chain_root: ROOT }, words, scheme: 'dark', state: 'error' });
    assert.ok(dark.includes('fill="#0d1117"'));
    assert.ok(dark.includes(`fill="${STATE_COLORS.error}"`));
  });
});

describe('receiptCard outcomes', () => {
  it('draws a receipt not yet attested as pending, in the pending colour', () => {
    const svg = receiptCard({ receipt: { id: 'rcpt_p', verified: false, chain_root: ROOT, chain_length: 2 }, words });
    assert.ok(svg.includes('>… pending</text>'), 'the badge says pending');
    assert.ok(svg.includes(`<rect width="1200" height="16" fill="${OUTCOME_COLORS.pending}"/>`));
    assert.doesNotMatch(svg, /unverified/);
  });

  it('draws every outcome in its word and colour, its state text readable (4.5:1) on light and dark', () => {
    for (const outcome of OUTCOMES) {
      for (const scheme of ['light', 'dark'] as const) {
        const svg = receiptCard({ receipt: { id: 'rcpt_1', verified: true, chain_root: ROOT }, words, scheme, state: outcome });
        assert.ok(svg.includes(`>${BADGE_TERMS_EN.outcomes[outcome]}</text>`) || svg.includes(` ${BADGE_TERMS_EN.outcomes[outcome]}</text>`), outcome);
        assert.ok(svg.includes(`<rect width="1200" height="16" fill="${OUTCOME_COLORS[outcome]}"/>`), outcome);
        const bg = /<rect width="1200" height="630" fill="(#[0-9a-f]{6})"/.exec(svg)![1]!;
        const accent = /<text x="64" y="290" font-size="72" fill="(#[0-9a-f]{6})"/.exec(svg)![1]!;
        assert.ok(contrast(accent, bg) >= 4.5, `${outcome} ${scheme}: ${contrast(accent, bg).toFixed(2)}`);
      }
    }
  });
});

describe('shortRoot and cardFontFiles', () => {
  it('keeps the head and tail of a long root', () => {
    assert.equal(shortRoot(ROOT), `${ROOT.slice(0, 24)}…${ROOT.slice(-24)}`);
    assert.equal(shortRoot('0xabc'), '0xabc');
  });

  it('names Latin fonts for every language and the script fonts a language needs', () => {
    const latin = cardFontFiles('en');
    assert.equal(latin.length, 4, 'Noto Sans regular and bold, and the two fonts of the outcome icons');
    for (const lang of ['de', 'fr', 'pt-BR', 'xx']) assert.deepEqual(cardFontFiles(lang), latin);
    assert.ok(cardFontFiles('ar').some((f) => f.includes('noto-sans-arabic')));
    assert.ok(cardFontFiles('he-IL').some((f) => f.includes('noto-sans-hebrew')));
    for (const lang of ['zh', 'ja']) assert.ok(cardFontFiles(lang).some((f) => f.includes('noto-sans-sc')));
    assert.ok(cardFontFiles('ko').some((f) => f.includes('noto-sans-kr')));
    for (const f of cardFontFiles('ko')) assert.match(f, /^@expo-google-fonts\/[\w-]+\/\w+\/[\w]+\.ttf$/);
  });
});

describe('receiptBadgeIn', () => {
  it('light is the badge without its <style>; dark uses the fills the <style> would switch to', () => {
    const r = { id: 'rcpt_1', verified: true };
    assert.equal(receiptBadgeIn('light', r), receiptBadge(r, { darkStyle: 'none' }));
    const dark = receiptBadgeIn('dark', r);
    const fills = badgeDarkColors({ color: STATE_COLORS.verified });
    assert.ok(dark.includes(`fill="${fills.message}"`) && dark.includes(`fill="${fills.label}"`), dark);
    assert.doesNotMatch(dark, /<style>/);
    assert.equal(svgSize(dark).width, svgSize(receiptBadge(r)).width);
    assert.throws(() => receiptBadgeIn('sepia' as 'dark', r), /scheme must be/);
  });
});

describe('embedSnippets', () => {
  const urls = { page: 'https://s.example/app/receipts/rcpt_1', light: 'https://s.example/files/badge/rcpt_1.png', dark: 'https://s.example/files/badge/rcpt_1.png?scheme=dark', appUrl: 'https://s.example/app', receiptsUrl: 'https://s.example/files' };

  it('writes a Markdown badge, a <picture> with a dark source, and the element with its fallback', () => {
    const s = embedSnippets('rcpt_1', urls);
    assert.equal(s.markdown, '[![receipt rcpt_1](https://s.example/files/badge/rcpt_1.png)](https://s.example/app/receipts/rcpt_1)');
    assert.equal(
      s.html,
      '<a href="https://s.example/app/receipts/rcpt_1"><picture><source media="(prefers-color-scheme: dark)" srcset="https://s.example/files/badge/rcpt_1.png?scheme=dark"><img src="https://s.example/files/badge/rcpt_1.png" alt="receipt rcpt_1" height="20"></picture></a>',
    );
    assert.match(s.element, /^<chain-badge receipt-id="rcpt_1"><a href="https:\/\/s.example\/app\/receipts\/rcpt_1"><img src="https:\/\/s.example\/files\/badge\/rcpt_1.svg"/);
  });

  it('escapes words and URLs for Markdown and HTML, and refuses an id that is not a plain token', () => {
    const terms = { ...BADGE_TERMS_EN, label: 'a]b[c "d"' };
    const s = embedSnippets('rcpt_1', { ...urls, light: 'https://s.example/a b(c).png' }, terms);
    assert.ok(s.markdown.startsWith('[![a\\]b\\[c "d" rcpt_1](https://s.example/a%20b%28c%29.png)]'), s.markdown);
    assert.ok(s.html.includes('alt="a]b[c &quot;d&quot; rcpt_1"'));
    assert.throws(() => embedSnippets('"><x', urls), /refused receipt id/);
  });
});

/** The code points a TrueType font's cmap (formats 4 and 12) maps, of those asked. */
function mapped(font: Buffer, wanted: readonly number[]): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = 0;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(20 + 16 * i);
  const found = new Set<number>();
  const within = (cp: number, from: number, to: number) => cp >= from && cp <= to && found.add(cp);
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + font.readUInt32BE(cmap + 8 + 8 * i);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(at + 14 + 2 * s);
        const start = font.readUInt16BE(at + 16 + 2 * segments + 2 * s);
        for (const cp of wanted) within(cp, start, end);
      }
    } else if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(at + 12); g++) for (const cp of wanted) within(cp, font.readUInt32BE(at + 16 + 12 * g), font.readUInt32BE(at + 20 + 12 * g));
    }
  }
  return found;
}

describe('the fonts a badge or card is drawn with', () => {
  it('have a glyph for every outcome icon, so a PNG shows the icon and not a box', async () => {
    const { createRequire } = await import('node:module');
    const { readFileSync } = await import('node:fs');
    const require = createRequire(new URL('../../packages/service/package.json', import.meta.url));
    const icons = [...new Set(Object.values(OUTCOME_ICONS).map((icon) => icon.codePointAt(0)!))];
    for (const lang of ['en', 'ar', 'ko']) {
      const covered = new Set<number>();
      for (const file of cardFontFiles(lang)) for (const cp of mapped(readFileSync(require.resolve(file)), icons)) covered.add(cp);
      for (const cp of icons) assert.ok(covered.has(cp), `${lang}: U+${cp.toString(16).toUpperCase()} (${String.fromCodePoint(cp)}) is in no font`);
    }
  });
});
