// Bidirectional controls in server strings: the pure helper (src/badge/text.ts,
// re-exported for the elements) and the badge renderer that uses it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bidiMarker, hasBidiControls, neutralizeBidi, receiptBadge, renderBadge } from '../../src/badge/index.js';

const CONTROLS = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const ANY_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

test('every bidi control becomes a visible marker naming its code point', () => {
  for (const c of CONTROLS) {
    const out = neutralizeBidi(`a${c}b`);
    assert.doesNotMatch(out, ANY_CONTROL, `U+${c.codePointAt(0)!.toString(16)}`);
    assert.equal(out, `a${bidiMarker(c)}b`);
    assert.ok(hasBidiControls(`x${c}`));
  }
  assert.equal(neutralizeBidi('rcpt_evil\u202egpj.exe'), 'rcpt_evil\u27e8U+202E\u27e9gpj.exe');
  assert.equal(bidiMarker('\u061c'), '\u27e8U+061C\u27e9');
  assert.equal(neutralizeBidi('\u2067\u2067'), '\u27e8U+2067\u27e9\u27e8U+2067\u27e9');
});

test('legitimate text, right-to-left scripts included, is kept as it is', () => {
  for (const s of ['', 'rcpt_0123', 'שלום עולם', 'مرحبا بالعالم', 'mixed שלום and مرحبا 123', '\u200b\u200d zero widths', '😀 ok']) {
    assert.equal(neutralizeBidi(s), s);
    assert.equal(hasBidiControls(s), false);
  }
  // Arabic letters near U+061C are not controls.
  assert.equal(neutralizeBidi('\u061b\u061d\u061f'), '\u061b\u061d\u061f');
});

test('hasBidiControls gives the same answer on repeated calls (no regex state)', () => {
  for (let i = 0; i < 3; i++) assert.equal(hasBidiControls('a\u202eb'), true);
});

test('the badge renderer shows markers, never raw controls, in label, message, title and aria-label', () => {
  const svg = renderBadge({ label: 'rcpt\u202egpj.exe', message: 'ok\u2066x\u2069', color: '#1a7f37', title: 'name\u202b \u202c' });
  assert.doesNotMatch(svg, ANY_CONTROL);
  assert.match(svg, /<text [^>]*>rcpt⟨U\+202E⟩gpj\.exe<\/text>/);
  assert.match(svg, /<text [^>]*>ok⟨U\+2066⟩x⟨U\+2069⟩<\/text>/);
  assert.match(svg, /aria-label="name⟨U\+202B⟩ ⟨U\+202C⟩"/);
  assert.match(svg, /<title>name⟨U\+202B⟩ ⟨U\+202C⟩<\/title>/);
  const wide = renderBadge({ label: 'rcpt\u202egpj.exe', message: 'ok', color: '#1a7f37' });
  const plain = renderBadge({ label: 'rcptgpj.exe', message: 'ok', color: '#1a7f37' });
  const width = (s: string) => Number(/width="(\d+)"/.exec(s)![1]);
  assert.ok(width(wide) > width(plain), 'the marker is measured, so the badge grows to fit it');
});

test('a receipt badge names a hostile id with markers; Hebrew and Arabic stay intact', () => {
  const svg = receiptBadge({ id: 'rcpt_\u202eevil', verified: true });
  assert.doesNotMatch(svg, ANY_CONTROL);
  assert.match(svg, /rcpt_⟨U\+202E⟩evil/);
  const rtl = renderBadge({ label: 'קבלה', message: 'مرحبا', color: '#0969da' });
  assert.match(rtl, />קבלה<\/text>/);
  assert.match(rtl, />مرحبا<\/text>/);
});
