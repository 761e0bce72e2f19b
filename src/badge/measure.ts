/**
 * Text width in Verdana 11px from the precomputed table, so a badge is sized
 * the same in a browser, in Node and in an edge runtime, with no font.
 */
import { WIDTH_BLOCKS, WIDTH_OFFSET } from './widths.js';

/**
 * Characters of other scripts (Thai, Devanagari, ...) average about 6 px in
 * the usual fallback fonts at 11px; 8 leaves room for the wider ones, since
 * text is fitted with textLength and a short estimate would overlap.
 */
const OTHER_SCRIPT = 80;

/**
 * Hebrew and Arabic are narrower, and common enough (badges in he and ar) to be
 * estimated on their own: at 8 px their words were stretched by a third to a half.
 * Measured at 11px in DejaVu Sans (the font Verdana falls back to on Linux; Arial
 * and Segoe UI are close). Hebrew letters do not join, so each has its width
 * (U+05D0 alef to U+05EA tav, in tenths of a pixel); Arabic letters as joined in
 * words are 4.5–6.4 px, estimated a little over their average so little is squeezed.
 */
const HEBREW_LETTERS = [74, 64, 45, 60, 72, 30, 38, 72, 71, 25, 59, 58, 63, 73, 75, 30, 44, 71, 69, 70, 69, 59, 65, 78, 62, 78, 72];
const HEBREW_OTHER = 60;
const ARABIC = 62;

const isHebrew = (cp: number) => (cp >= 0x5d0 && cp <= 0x5ff) || (cp >= 0xfb1d && cp <= 0xfb4f);
const isArabic = (cp: number) =>
  (cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x750 && cp <= 0x77f) || (cp >= 0x8a0 && cp <= 0x8ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff);

/** Marks and joiners that draw nothing of their own. */
function isZeroWidth(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp < 0xa0) ||
    (cp >= 0x300 && cp <= 0x36f) || // combining diacritics
    (cp >= 0x591 && cp <= 0x5c7 && cp !== 0x5be && cp !== 0x5c0 && cp !== 0x5c3 && cp !== 0x5c6) || // Hebrew points and accents
    (cp >= 0x64b && cp <= 0x65f) || cp === 0x670 || (cp >= 0x6d6 && cp <= 0x6ed && cp !== 0x6dd && cp !== 0x6de && cp !== 0x6e9) || // Arabic marks
    (cp >= 0x200b && cp <= 0x200f) || // zero-width space, joiners, marks
    (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors
    (cp >= 0x1f3fb && cp <= 0x1f3ff) || // skin tone modifiers
    (cp >= 0xe0000 && cp <= 0xe01ef) // tags, variation selectors supplement
  );
}

/** East Asian wide characters: one em in any fallback font. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Emoji draw wider than an em in colour emoji fonts; over-estimate, never clip. */
function isEmoji(cp: number): boolean {
  return (cp >= 0x1f000 && cp <= 0x1faff) || (cp >= 0x2600 && cp <= 0x27bf) || (cp >= 0x2b00 && cp <= 0x2bff);
}

/** Advance width of one code point, in tenths of a pixel. */
export function charWidth(cp: number): number {
  if (isZeroWidth(cp)) return 0;
  for (const [start, widths] of WIDTH_BLOCKS) {
    // One character per code point; its code minus the offset is the width (-1: no entry).
    if (cp >= start && cp - start < widths.length) {
      const w = widths.charCodeAt(cp - start) - WIDTH_OFFSET;
      if (w >= 0) return w;
    }
  }
  if (isHebrew(cp)) return HEBREW_LETTERS[cp - 0x5d0] ?? HEBREW_OTHER;
  if (isArabic(cp)) return ARABIC;
  if (isWide(cp)) return 110;
  if (isEmoji(cp)) return 140;
  return OTHER_SCRIPT;
}

/** Labels and state words repeat across badges: their widths are remembered (bounded). */
const widths = new Map<string, number>();
const MAX_REMEMBERED = 1024;

/** Width of `text` in Verdana 11px, in pixels (fractional). */
export function textWidth(text: string): number {
  const known = widths.get(text);
  if (known !== undefined) return known;
  let tenths = 0;
  for (const ch of text) tenths += charWidth(ch.codePointAt(0)!);
  const width = tenths / 10;
  if (text.length <= 64 && widths.size < MAX_REMEMBERED) widths.set(text, width);
  return width;
}
