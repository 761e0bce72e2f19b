/**
 * Colours for badges: parsing, WCAG 2 contrast, and the text colour that
 * stays readable (AA, 4.5:1) on any background.
 */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Badges reuse a handful of colours: remember their normal form. */
const normalized = new Map<string, string>();

/** `#abc` or `#aabbcc` (with or without `#`) to lowercase `#aabbcc`; throws on anything else. */
export function normalizeColor(input: string, what = 'color'): string {
  const known = normalized.get(input);
  if (known !== undefined) return known;
  const match = HEX.exec(String(input).trim());
  if (!match) throw new TypeError(`badge ${what} must be a hex colour like #1f7a3a, got ${JSON.stringify(input)}`);
  let hex = match[1]!.toLowerCase();
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c);
  if (normalized.size < 256) normalized.set(input, `#${hex}`);
  return `#${hex}`;
}

/** WCAG 2 relative luminance of `#aabbcc`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two `#aabbcc` colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';
export const AA = 4.5;

/**
 * White text where it passes AA, else black. One of the two always passes:
 * if white is below 4.5:1 the luminance is above 0.183, so black is above 4.66:1.
 */
export function textColorOn(background: string): string {
  let color = textColors.get(background);
  if (color === undefined) {
    color = contrast(WHITE, background) >= AA ? WHITE : BLACK;
    if (textColors.size < 256) textColors.set(background, color);
  }
  return color;
}
/** Badges reuse a handful of colours: remember their text colour. */
const textColors = new Map<string, string>();

/** `#aabbcc` mixed toward black by `amount` (0..1): the dark-scheme shade. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

/** `#aabbcc` → `#abc` when it can; the shortest form svgo would also choose. */
export function shortColor(hex: string): string {
  const [, r1, r2, g1, g2, b1, b2] = hex;
  return r1 === r2 && g1 === g2 && b1 === b2 ? `#${r1}${g1}${b1}` : hex;
}
