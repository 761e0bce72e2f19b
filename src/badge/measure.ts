/**
 * Text width in Verdana 11px from the precomputed table, so a badge is sized
 * the same in a browser, in Node and in an edge runtime, with no font.
 */
import { WIDTH_BLOCKS, WIDTH_OFFSET } from './widths.js';

/**
 * Characters of other scripts (Hebrew, Arabic, Thai, Devanagari, ...) average
 * about 6 px in the usual fallback fonts at 11px; 8 leaves room for the wider
 * ones, since text is fitted with textLength and a short estimate would overlap.
 */
const OTHER_SCRIPT = 80;

/** Marks and joiners that draw nothing of their own. */
function isZeroWidth(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp < 0xa0) ||
    (cp >= 0x300 && cp <= 0x36f) || // combining diacritics
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
