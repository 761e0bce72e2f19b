/**
 * The flat, shields-style badge as one SVG string: label on the left, message
 * on the right, rounded corners and a faint gloss. Output is already minimal
 * and in svgo's own attribute order and number format, so svgo finds nothing
 * to change (a test holds it to that); accessible (role,
 * aria-label, <title>), safe (every text escaped) and self-contained.
 */
import { contrast, darken, normalizeColor, shortColor, textColorOn, WHITE } from './color.js';
import { cleanText, escapeAttr, escapeText } from './escape.js';
import { fnv1a, hashDigits } from './hash.js';
import { textWidth } from './measure.js';

export interface BadgeOptions {
  /** Left text, e.g. "receipt". May be empty for a message-only badge. */
  label: string;
  /** Right text, e.g. "verified". */
  message: string;
  /** Message background, `#rgb` or `#rrggbb`. */
  color: string;
  /** Label background; default `#555`. */
  labelColor?: string;
  /** Accessible name (title and aria-label); default "label: message". */
  title?: string;
  /**
   * Prefix for the SVG's id and class names. Give one per badge when the same
   * badge is inlined several times and some copies may be hidden; by default a
   * hash of the content, so different badges never collide.
   */
  idPrefix?: string;
  /**
   * Where the dark-scheme colours live. `'inline'` (default): a `<style>` in the SVG with a
   * `prefers-color-scheme: dark` query, so the file is whole on its own. `'none'`: no `<style>`,
   * for markup put into a page whose Content-Security-Policy refuses inline styles
   * (`style-src` without `'unsafe-inline'`); the label and message shapes keep their classes
   * (`{idPrefix}l`, `{idPrefix}m`) for the page's own style sheet, with the colours
   * `badgeDarkColors()` gives.
   */
  darkStyle?: 'inline' | 'none';
}

const HEIGHT = 20;
const PAD = 6; // horizontal padding each side of a text
const MAX_TEXT = 256; // characters; longer text is cut with an ellipsis
const FONT = 'Verdana,DejaVu Sans,sans-serif';
/** The label's background when none is given: the light fill the drawn badges pair with their dark one. */
export const DEFAULT_LABEL_COLOR = '#555555';
const ID_PREFIX = /^[A-Za-z_][\w-]{0,63}$/;

function clip(text: string): string {
  if (text.length <= MAX_TEXT) return text; // UTF-16 units bound the code points: nothing to cut
  const chars = Array.from(text);
  return chars.length > MAX_TEXT ? `${chars.slice(0, MAX_TEXT - 1).join('')}…` : text;
}

/** Numbers as svgo prints them: no trailing zeros, no leading zero. */
function num(n: number): string {
  const s = String(Math.round(n * 10) / 10);
  return s.startsWith('0.') ? s.slice(1) : s;
}

interface Part {
  text: string;
  width: number; // box width
  textLength: number;
  fill: string; // text colour
}

function part(text: string, background: string): Part {
  // Whole pixels, rounded up, so the text never exceeds the box it is measured for.
  const textLength = Math.ceil(textWidth(text));
  return { text, textLength, width: text ? textLength + 2 * PAD : 0, fill: textColorOn(background) };
}

/** The visible texts, each with an id so its shadow can be a `<use>` of it rather than a copy. */
function texts(parts: Part[], prefix: string, baseFill: string): string {
  let x = 0;
  return parts
    .map((p, i) => {
      const center = x + p.width / 2;
      x += p.width;
      if (!p.text) return '';
      const fill = p.fill === baseFill ? '' : ` fill="${shortColor(p.fill)}"`;
      return `<text id="${prefix}${i}" x="${num(center)}" y="14"${fill} textLength="${p.textLength}">${escapeText(p.text)}</text>`;
    })
    .join('');
}

/** Shadows one pixel below each text, drawn from the text itself. */
function shadows(parts: Part[], prefix: string, baseFill: string): string {
  const shadowOf = (fill: string) => (fill === WHITE ? '#010101' : '#fff');
  const groupFill = shadowOf(baseFill);
  const uses = parts
    .map((p, i) => {
      if (!p.text) return '';
      const own = shadowOf(p.fill);
      return `<use y="1"${own === groupFill ? '' : ` fill="${own}"`} href="#${prefix}${i}"/>`;
    })
    .join('');
  return `<g fill="${groupFill}" opacity=".3">${uses}</g>`;
}

export function renderBadge(options: BadgeOptions): string {
  if (!options || typeof options !== 'object') throw new TypeError('renderBadge needs { label, message, color }');
  const label = clip(cleanText(options.label));
  const message = clip(cleanText(options.message));
  if (!message) throw new TypeError('badge message must not be empty');
  const color = normalizeColor(options.color, 'color');
  const labelColor = normalizeColor(options.labelColor ?? DEFAULT_LABEL_COLOR, 'labelColor');
  const title = clip(cleanText(options.title ?? (label ? `${label}: ${message}` : message))) || message;
  const darkStyle = options.darkStyle ?? 'inline';
  if (darkStyle !== 'inline' && darkStyle !== 'none') throw new TypeError(`badge darkStyle must be "inline" or "none", got ${JSON.stringify(darkStyle)}`);
  const layout = layoutOf(label, message, color, labelColor, darkStyle === 'inline');
  // The default prefix hashes label, message, colours and title; the layout has hashed all but the title.
  const prefix = options.idPrefix === undefined ? `b${hashDigits(fnv1a(title, layout.hashed))}` : options.idPrefix;
  if (!ID_PREFIX.test(prefix)) throw new TypeError(`badge idPrefix must match ${ID_PREFIX}, got ${JSON.stringify(prefix)}`);
  return `${layout.head}${escapeAttr(title)}" role="img"><title>${escapeText(title)}</title>${layout.pieces.join(prefix)}`;
}

/**
 * Everything of a badge but its title and id prefix depends on the two texts
 * and colours only, and a site's badges share a handful of those: the layout
 * is computed once per combination and remembered (bounded), so a badge costs
 * one join. `pieces` are the markup after the title, split where the prefix goes.
 */
interface Layout {
  head: string;
  pieces: string[];
  /** FNV-1a state after `label \0 message \0 color \0 labelColor \0`. */
  hashed: number;
}
const layouts = new Map<string, Layout>();
const MAX_LAYOUTS = 256;
const SLOT = '\u0000'; // never in cleaned text, never in a colour: marks where the prefix goes

function layoutOf(label: string, message: string, color: string, labelColor: string, inlineStyle: boolean): Layout {
  const base = `${label}${SLOT}${message}${SLOT}${color}${SLOT}${labelColor}`;
  // The default id prefix hashes `base` alone: a badge without its <style> keeps the ids it would have with it.
  const key = inlineStyle ? base : `${base}${SLOT}none`;
  let layout = layouts.get(key);
  if (layout) return layout;
  const left = part(label, labelColor);
  const right = part(message, color);
  const width = left.width + right.width;
  const baseFill = left.text ? left.fill : right.fill;
  const prefix = SLOT;

  // Dark scheme: calmer, darker backgrounds behind white text (contrast only rises).
  const darkFills = badgeDarkColors({ color, labelColor });
  const dark: string[] = [];
  if (left.text && darkFills.label) dark.push(`.${prefix}l{fill:${darkFills.label}}`);
  if (darkFills.message) dark.push(`.${prefix}m{fill:${darkFills.message}}`);

  const labelShape = left.text
    ? `<path fill="${shortColor(labelColor)}" d="M3 0h${left.width - 3}v${HEIGHT}H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3" class="${prefix}l"/>`
    : '';
  const body =
    `<linearGradient id="${prefix}g" x2="0" y2="1"><stop stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>` +
    `<rect width="${width}" height="${HEIGHT}" fill="${shortColor(color)}" class="${prefix}m" rx="3"/>` +
    labelShape +
    `<rect width="${width}" height="${HEIGHT}" fill="url(#${prefix}g)" rx="3"/>` +
    `<g fill="${shortColor(baseFill)}" font-family="${FONT}" font-size="11" text-anchor="middle">` +
    shadows([left, right], prefix, baseFill) +
    texts([left, right], prefix, baseFill) +
    `</g>` +
    (inlineStyle && dark.length ? `<style>@media (prefers-color-scheme:dark){${dark.join('')}}</style>` : '') +
    `</svg>`;
  layout = {
    head: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" aria-label="`,
    pieces: body.split(SLOT),
    hashed: fnv1a(`${base}${SLOT}`),
  };
  if (layouts.size < MAX_LAYOUTS) layouts.set(key, layout);
  return layout;
}

/**
 * The dark-scheme fills of a badge's label and message shapes, each only where its text is white
 * (a darker background behind white text: contrast only rises): what the badge's own `<style>` sets,
 * for a page that draws `darkStyle: 'none'` badges and styles them itself.
 */
export function badgeDarkColors(options: Pick<BadgeOptions, 'color' | 'labelColor'>): { label?: string; message?: string } {
  const color = normalizeColor(options.color, 'color');
  const labelColor = normalizeColor(options.labelColor ?? DEFAULT_LABEL_COLOR, 'labelColor');
  return {
    ...(textColorOn(labelColor) === WHITE ? { label: shortColor(darken(labelColor, 0.35)) } : {}),
    ...(textColorOn(color) === WHITE ? { message: shortColor(darken(color, 0.3)) } : {}),
  };
}

/** Contrast of each text on its background; exported for tests and docs. */
export function badgeContrast(options: Pick<BadgeOptions, 'color' | 'labelColor'>): { label: number; message: number } {
  const color = normalizeColor(options.color);
  const labelColor = normalizeColor(options.labelColor ?? DEFAULT_LABEL_COLOR);
  return { label: contrast(textColorOn(labelColor), labelColor), message: contrast(textColorOn(color), color) };
}
