// src/badge: goldens byte for byte, escaping, accessibility, contrast, ids,
// svgo leaving the output unchanged, and the byte budget.
// Regenerate the goldens with UPDATE_GOLDENS=1 after an intended change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { optimize } from 'svgo';
import {
  BADGE_STATES,
  BADGE_TERMS_EN,
  LEGACY_BADGE_STATES,
  OUTCOME_ICONS,
  STATE_COLORS,
  badgeContrast,
  badgeStateOf,
  contrast,
  receiptBadge,
  renderBadge,
  textColorOn,
  textWidth,
} from '../../src/badge/index.js';
import { darken } from '../../src/badge/color.js';
import { charWidth } from '../../src/badge/measure.js';
// @ts-expect-error: a plain .mjs build script without declarations
import { widthBlocks, widthsModule } from '../../scripts/gen-badge-widths.mjs';
import { SVGO_CONFIG } from '../../packages/badges/src/optimize.js';
import { TRICKY_CASES } from './badge-cases.js';

const GOLDENS = new URL('../goldens/badges/', import.meta.url);
const update = process.env.UPDATE_GOLDENS === '1';

const goldens: Record<string, string> = {
  ...Object.fromEntries(BADGE_STATES.map((s) => [`state-${s}`, receiptBadge(s)])),
  'receipt-verified': receiptBadge({ id: 'rcpt_0123456789abcdef', verified: true }),
  'receipt-pending': receiptBadge({ id: 'rcpt_0123456789abcdef', verified: false }),
  ...Object.fromEntries(Object.entries(TRICKY_CASES).map(([name, o]) => [name, renderBadge(o)])),
};

test('badges match the committed goldens byte for byte', () => {
  if (update) mkdirSync(GOLDENS, { recursive: true });
  for (const [name, svg] of Object.entries(goldens)) {
    const file = new URL(`${name}.svg`, GOLDENS);
    if (update) writeFileSync(file, svg);
    assert.equal(svg, readFileSync(file, 'utf8'), `${name}.svg differs (UPDATE_GOLDENS=1 to accept)`);
  }
  const committed = readdirSync(GOLDENS).filter((f) => f.endsWith('.svg')).sort();
  assert.deepEqual(committed, Object.keys(goldens).map((n) => `${n}.svg`).sort(), 'no stale goldens');
});

test('every badge is well-formed XML with role, aria-label and title', () => {
  for (const [name, svg] of Object.entries(goldens)) {
    // svgo parses strictly and throws on ill-formed XML.
    assert.doesNotThrow(() => optimize(svg, SVGO_CONFIG), name);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20" aria-label="[^"<]+" role="img"><title>[^<]+<\/title>/, name);
  }
});

test('text is escaped: no markup from input survives', () => {
  const svg = goldens.script!;
  assert.ok(!svg.includes('<script'), 'no script element');
  assert.ok(!svg.includes('<foreignObject'), 'no foreignObject');
  // Only our own elements and attributes appear, in every golden.
  const ELEMENTS = new Set(['svg', 'title', 'linearGradient', 'stop', 'rect', 'path', 'g', 'use', 'text', 'style']);
  const ATTRS = /^(xmlns|width|height|aria-label|role|id|x|y|x2|y2|offset|stop-color|stop-opacity|fill|class|rx|d|font-family|font-size|text-anchor|opacity|href|textLength)$/;
  for (const [name, s] of Object.entries(goldens)) {
    for (const [, el, attrs] of s.matchAll(/<(\w+)([^>]*)>/g)) {
      assert.ok(ELEMENTS.has(el!), `${name}: <${el}>`);
      for (const [, attr] of attrs!.matchAll(/\s([\w:-]+)="/g)) assert.match(attr!, ATTRS, `${name}: ${attr}`);
    }
  }
  assert.ok(svg.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  const q = goldens.quotes!;
  assert.ok(q.includes('aria-label="&quot;title&quot; &amp; \'more\'"'));
  assert.ok(q.includes('<title>&quot;title&quot; &amp; &apos;more&apos;</title>'));
});

test('characters XML cannot carry are dropped, whitespace collapsed', () => {
  const svg = renderBadge({ label: 'a\u0000b\u0007c', message: 'x\n\t y\ud800', color: '#000' });
  assert.ok(svg.includes('>abc</text>'));
  assert.ok(svg.includes('>x y</text>'));
  assert.doesNotThrow(() => optimize(svg, SVGO_CONFIG));
});

test('the icon and word always name the outcome, and the title says what it means', () => {
  for (const outcome of BADGE_STATES) {
    const svg = receiptBadge(outcome);
    const word = BADGE_TERMS_EN.outcomes[outcome];
    assert.ok(svg.includes(`>${OUTCOME_ICONS[outcome]} ${word}</text>`), outcome);
    assert.match(svg, new RegExp(`<title>receipt: ${word}`));
  }
  assert.match(goldens['receipt-pending']!, /<title>receipt rcpt_0123456789abcdef: pending\. Not attested yet; it is read again shortly\.<\/title>/);
  assert.match(receiptBadge('not-found', { id: 'rcpt_9' }), /<title>receipt rcpt_9: not found\. The service has no such receipt\.<\/title>/);
});

test('the old state names draw the outcomes they became', () => {
  assert.deepEqual(LEGACY_BADGE_STATES, { unverified: 'pending', unknown: 'not-found', error: 'unavailable' });
  for (const [old, outcome] of Object.entries(LEGACY_BADGE_STATES)) {
    assert.equal(receiptBadge(old as keyof typeof LEGACY_BADGE_STATES, { id: 'r1' }), receiptBadge(outcome, { id: 'r1' }), old);
    assert.equal(STATE_COLORS[old as keyof typeof LEGACY_BADGE_STATES], STATE_COLORS[outcome]);
  }
  assert.ok(receiptBadge('unverified').includes('>… pending</text>'));
  assert.ok(receiptBadge('unknown').includes('>∅ not found</text>'));
  assert.ok(receiptBadge('error').includes('>↻ unavailable</text>'));
});

test('badgeStateOf maps receipts to outcomes', () => {
  assert.equal(badgeStateOf({ id: 'a', verified: true }), 'verified');
  assert.equal(badgeStateOf({ id: 'a', verified: false, attest_id: '' }), 'pending');
  assert.equal(badgeStateOf(null), 'not-found');
  assert.equal(badgeStateOf(undefined), 'not-found');
  assert.throws(() => receiptBadge('bogus' as never), /unknown badge state/);
  // A receipt drawn with the outcome a check found, not its record's.
  assert.ok(receiptBadge({ id: 'a', verified: true }, { outcome: 'failed' }).includes('>✗ failed</text>'));
});

test('text on every state colour passes WCAG AA, light and dark', () => {
  for (const state of Object.keys(STATE_COLORS) as (keyof typeof STATE_COLORS)[]) {
    const c = badgeContrast({ color: STATE_COLORS[state] });
    assert.ok(c.message >= 4.5, `${state}: ${c.message.toFixed(2)}`);
    assert.ok(c.label >= 4.5, `label: ${c.label.toFixed(2)}`);
    // The dark scheme darkens behind white text: contrast only rises.
    assert.ok(contrast('#ffffff', darken(STATE_COLORS[state], 0.3)) >= c.message);
  }
});

test('the chosen text colour passes AA on any background', () => {
  let seed = 42;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 256);
  for (let i = 0; i < 2000; i++) {
    const hex = `#${[rand(), rand(), rand()].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    assert.ok(contrast(textColorOn(hex), hex) >= 4.5, hex);
  }
  // And the renderer uses it: black text on yellow, white on dark green.
  assert.ok(goldens.quotes!.includes('fill="#000"'));
});

test('contrast() agrees with the WCAG reference values', () => {
  assert.equal(contrast('#ffffff', '#000000').toFixed(2), '21.00');
  assert.equal(contrast('#777777', '#ffffff').toFixed(2), '4.48');
  assert.equal(contrast('#555555', '#ffffff').toFixed(2), '7.46');
});

test('ids and classes are unique per badge and carry the prefix', () => {
  const idsOf = (svg: string) => [...svg.matchAll(/\b(?:id|class)="([^"]+)"/g)].map((m) => m[1]!);
  const a = idsOf(receiptBadge('verified'));
  const b = idsOf(receiptBadge('unverified'));
  assert.ok(a.length >= 4);
  assert.equal(a.filter((id) => b.includes(id)).length, 0, 'two different badges share no id');
  assert.deepEqual(idsOf(receiptBadge('verified')), a, 'deterministic');
  for (const id of idsOf(goldens['id-prefix']!)) assert.ok(id.startsWith('mine-1'), id);
  // Every reference points at an id of the same badge.
  for (const svg of Object.values(goldens)) {
    const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) assert.ok(ids.has(ref), ref);
  }
  assert.throws(() => renderBadge({ label: 'a', message: 'b', color: '#000', idPrefix: '1"x' }), /idPrefix/);
});

test('bad input gets a clear error', () => {
  assert.throws(() => renderBadge({ label: 'a', message: 'b', color: 'red;x' }), /color must be a hex colour/);
  assert.throws(() => renderBadge({ label: 'a', message: 'b', color: '#000', labelColor: 'url(#x)' }), /labelColor/);
  assert.throws(() => renderBadge({ label: 'a', message: '  ', color: '#000' }), /message must not be empty/);
  assert.throws(() => renderBadge(null as never), /renderBadge needs/);
});

test('widths follow the Verdana table; text boxes grow with text', () => {
  const require = createRequire(import.meta.url);
  const anafanafo = require('anafanafo') as (s: string, o: { font: string }) => number;
  for (const s of ['receipt', 'verified', 'unverified', 'Hello, World!', 'Ünïcödé ÀÉÎ', 'Привет']) {
    assert.ok(Math.abs(textWidth(s) - anafanafo(s, { font: '11px Verdana' })) < 0.05 * s.length, s);
  }
  assert.equal(textWidth('中文'), 22);
  assert.equal(textWidth('e\u0301'), textWidth('e'), 'combining marks add nothing');
  const w = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
  assert.ok(w(renderBadge({ label: 'a', message: 'bbbbbb', color: '#000' })) > w(renderBadge({ label: 'a', message: 'b', color: '#000' })));
});

test('the compact width table decodes to the generator\'s values, and is what the generator writes', () => {
  const blocks = widthBlocks() as [number, number[]][];
  let checked = 0;
  for (const [start, widths] of blocks) {
    widths.forEach((w, i) => {
      const cp = start + i;
      if (w < 0) return; // no entry: estimated by class
      // C1 controls and zero-width spaces/joiners draw nothing, whatever the font table says.
      const drawsNothing = (cp >= 0x7f && cp < 0xa0) || (cp >= 0x200b && cp <= 0x200f);
      assert.equal(charWidth(cp), drawsNothing ? 0 : w, `U+${cp.toString(16)}`);
      checked++;
    });
  }
  assert.ok(checked > 1100, `${checked} code points checked`);
  assert.equal(charWidth(0x41), 75, 'A');
  assert.equal(charWidth(0x2014), 110, 'em dash');
  assert.equal(readFileSync(new URL('../../src/badge/widths.ts', import.meta.url), 'utf8'), widthsModule(blocks), 'src/badge/widths.ts is stale: run node scripts/gen-badge-widths.mjs');
});

test('Hebrew and Arabic words are estimated close to their drawn width, never much narrower', () => {
  // Widths drawn by Chromium at 11px in DejaVu Sans (canvas measureText), the badge's font stack on Linux.
  const drawn: [string, number][] = [
    ['אומתה', 32.2], ['קבלה', 27.6], ['לא אומתה', 49.3], ['שגיאה', 29.3], ['לא ידוע', 35.4], ['טוען', 20.0],
    ['تم التحقق', 45.4], ['إيصال', 27.0], ['لم يتم التحقق', 62.9], ['خطأ', 19.2], ['غير معروف', 52.6], ['جارٍ التحميل', 53.8],
  ];
  for (const [word, width] of drawn) {
    const estimate = textWidth(word);
    // textLength fits the text to the estimate: under it squeezes, far over it stretches.
    assert.ok(estimate >= width * 0.95 && estimate <= width * 1.3, `${word}: estimated ${estimate}, drawn ${width}`);
  }
  assert.equal(textWidth('שָׁלוֹם'), textWidth('שלום'), 'Hebrew points add nothing');
  assert.equal(textWidth('سَلَام'), textWidth('سلام'), 'Arabic marks add nothing');
});

test('very long text is cut with an ellipsis', () => {
  const svg = renderBadge({ label: 'x', message: 'y'.repeat(5000), color: '#000' });
  assert.ok(svg.length < 4000);
  assert.ok(svg.includes('…</text>'));
});

test('svgo finds nothing to change in receipt badges, and keeps role/aria-label/title', () => {
  const samples = [
    ...BADGE_STATES.map((s) => receiptBadge(s)),
    receiptBadge({ id: 'rcpt_1', verified: true }),
    receiptBadge({ id: 'rcpt_2', verified: false }),
    renderBadge(TRICKY_CASES.script!),
    renderBadge(TRICKY_CASES.quotes!),
  ];
  for (const svg of samples) assert.equal(optimize(svg, SVGO_CONFIG).data, svg);
});

// The title says what the outcome means (as the elements' badge does), twice: aria-label and <title>.
test('receipt badges stay under 1,100 bytes on average', () => {
  let total = 0;
  const n = 1000;
  for (let i = 0; i < n; i++) {
    const id = `rcpt_${i.toString(16).padStart(24, '0')}`;
    total += Buffer.byteLength(receiptBadge({ id, verified: i % 5 !== 0 }));
  }
  assert.ok(total / n <= 1100, `average ${total / n}`);
});

test('src/badge is pure: no DOM, no Node built-ins', () => {
  const dir = new URL('../../src/badge/', import.meta.url);
  for (const f of readdirSync(dir)) {
    const src = readFileSync(new URL(f, dir), 'utf8');
    assert.ok(!/from ['"]node:|require\(|\bdocument\.|\bwindow\.|\bBuffer\b/.test(src), f);
  }
});
