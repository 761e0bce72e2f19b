/**
 * A receipt's preview card (1200×630, the size link previews ask for) as one
 * SVG string: the receipt's badge drawn large, its state in words, chain
 * length, root and attested time. Pure like the badge: the service rasterises
 * it for link previews, so every preview shows the badge the elements draw.
 * Words come in already filled (the caller speaks the reader's language); the
 * fonts named here are the ones the service bundles.
 */
import { cleanText, escapeAttr, escapeText } from './escape.js';
import { OUTCOME_COLORS, outcomeOfRecord, type Outcome } from './outcome.js';
import { BADGE_TERMS_EN, outcomeOfState, receiptBadge, type BadgeReceipt, type BadgeState, type BadgeTerms } from './receipt.js';
import { svgSize } from './size.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The families the card's text asks for, in order; a renderer falls back per glyph. */
export const CARD_FONTS = ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans SC', 'Noto Sans KR'] as const;

const font = (pkg: string, family: string, weight: string) => `@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`;
const SCRIPT_FONTS: Readonly<Record<string, readonly string[]>> = {
  ar: [font('noto-sans-arabic', 'NotoSansArabic', '400Regular'), font('noto-sans-arabic', 'NotoSansArabic', '700Bold')],
  he: [font('noto-sans-hebrew', 'NotoSansHebrew', '400Regular'), font('noto-sans-hebrew', 'NotoSansHebrew', '700Bold')],
  // CJK files are 6-10 MB each: the regular weight only (bold lines fall back to it). Japanese shares
  // Noto Sans SC, which carries kana and every kanji the terms use.
  zh: [font('noto-sans-sc', 'NotoSansSC', '400Regular')],
  ja: [font('noto-sans-sc', 'NotoSansSC', '400Regular')],
  ko: [font('noto-sans-kr', 'NotoSansKR', '400Regular')],
};

/**
 * The font files (as module paths in registry packages, for `require.resolve`) that draw the card or a
 * badge in `lang`: Noto Sans regular and bold for Latin, the language's script, and the outcomes' icons.
 * No system fonts.
 */
export function cardFontFiles(lang: string): string[] {
  const base = lang.split('-')[0]!.toLowerCase();
  return [font('noto-sans', 'NotoSans', '400Regular'), font('noto-sans', 'NotoSans', '700Bold'), ...(SCRIPT_FONTS[base] ?? []), ...ICON_FONTS];
}

/** The outcomes' icons (OUTCOME_ICONS) that Noto Sans lacks: ↻ ∅ ✓ from Noto Sans Math, ✗ from Noto Sans Symbols 2. */
const ICON_FONTS = [font('noto-sans-math', 'NotoSansMath', '400Regular'), font('noto-sans-symbols-2', 'NotoSansSymbols2', '400Regular')];

export interface CardWords {
  /** The card's heading, e.g. "Reasoning receipt". */
  heading: string;
  /** The state in words, e.g. "verified". */
  state: string;
  /** Label and value of the chain length, e.g. "Chain length", "3 links". */
  chainLength: readonly [string, string];
  /** Label of the chain root. */
  chainRoot: string;
  /** Label and value of the attestation time, e.g. "Attestation", "28 Nov 2026, 20:02 UTC" or "pending". */
  attested: readonly [string, string];
  /** A short line at the foot, e.g. the site's host. */
  footer?: string;
}

export interface CardInput {
  receipt: BadgeReceipt & { chain_root: string };
  words: CardWords;
  /** The badge's words (the same language as `words`); default English. */
  terms?: BadgeTerms;
  /** Text direction of `words`; default ltr. */
  dir?: 'ltr' | 'rtl';
  /** BCP 47 tag of `words`, written on the root (a renderer may pick glyph forms by it). */
  lang?: string;
  /** Light (default) or dark colours. */
  scheme?: 'light' | 'dark';
  /** Overrides the outcome the receipt's record gives (e.g. `unavailable`; an old state name is its outcome). */
  state?: BadgeState;
}

const M = 64; // margin
const SCHEMES = {
  light: { bg: '#ffffff', fg: '#1f2328', muted: '#59636e', rule: '#d0d7de' },
  dark: { bg: '#0d1117', fg: '#e6edf3', muted: '#9198a1', rule: '#30363d' },
} as const;
/** Outcome colours readable as text on the dark background, 4.5:1 or more (tested); the badge keeps its own. */
const DARK_OUTCOME_TEXT: Readonly<Record<Outcome, string>> = {
  verified: '#3fb950',
  'unrecognized-signer': '#a371f7',
  failed: '#f85149',
  pending: '#d29922',
  unavailable: '#4493f8',
  'not-found': '#9198a1',
  misconfigured: '#db6d28',
  loading: '#9198a1',
};

/** `0x` + 64 hex is too long for one line at this size: the head and tail, which is what people compare. */
export function shortRoot(root: string, keep = 24): string {
  const chars = Array.from(cleanText(root));
  return chars.length <= 2 * keep + 3 ? chars.join('') : `${chars.slice(0, keep).join('')}…${chars.slice(-keep).join('')}`;
}

/** At most `max` characters, else cut with an ellipsis (the card has room for one line of each). */
function fit(text: string, max: number): string {
  const chars = Array.from(cleanText(text));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export function receiptCard(input: CardInput): string {
  const { receipt, words } = input;
  const rtl = input.dir === 'rtl';
  const colors = SCHEMES[input.scheme ?? 'light'];
  const outcome = input.state === undefined ? outcomeOfRecord(receipt) : outcomeOfState(input.state);
  const accent = input.scheme === 'dark' ? DARK_OUTCOME_TEXT[outcome] : OUTCOME_COLORS[outcome];
  // x of a line's start, and its anchor, in the card's direction (the layout is mirrored for rtl).
  const at = (x: number) => (rtl ? CARD_WIDTH - x : x);
  const anchor = rtl ? 'end' : 'start';
  // A right-to-left mark first: renderers that take a line's direction from its first strong character
  // (resvg does) then order "3 links" or a date right to left, as the `direction` attribute asks.
  const lead = rtl ? '\u200f' : '';
  const text = (x: number, y: number, size: number, fill: string, body: string, extra = '') =>
    `<text x="${at(x)}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}"${extra}>${extra.includes('ltr') ? '' : lead}${escapeText(body)}</text>`;
  // Identifiers and hashes read left to right in every language.
  const ltrText = (x: number, y: number, size: number, fill: string, body: string) =>
    text(x, y, size, fill, body, ' direction="ltr" unicode-bidi="embed"');

  const badge = receiptBadge(receipt.id ? receipt : outcome, { outcome, terms: input.terms ?? BADGE_TERMS_EN, darkStyle: 'none', idPrefix: 'cb' });
  const size = svgSize(badge);
  const scale = 3;
  const badgeX = rtl ? M : CARD_WIDTH - M - size.width * scale;
  const half = (CARD_WIDTH - 2 * M) / 2;
  const title = `${fit(words.heading, 60)} ${fit(receipt.id, 60)}: ${fit(words.state, 60)}`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"` +
    `${input.lang ? ` xml:lang="${escapeAttr(input.lang)}"` : ''} role="img" aria-label="${escapeAttr(title)}">` +
    `<title>${escapeText(title)}</title>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.bg}"/>` +
    `<rect width="${CARD_WIDTH}" height="16" fill="${OUTCOME_COLORS[outcome]}"/>` +
    `<g font-family="${CARD_FONTS.join(', ')}, sans-serif"${rtl ? ' direction="rtl"' : ''}>` +
    text(M, 128, 44, colors.fg, fit(words.heading, 34), ' font-weight="700"') +
    ltrText(M, 180, 30, colors.muted, fit(receipt.id, 56)) +
    `<g transform="translate(${badgeX} 88) scale(${scale})">${badge}</g>` +
    text(M, 290, 72, accent, fit(words.state, 26), ' font-weight="700"') +
    `<rect x="${M}" y="330" width="${CARD_WIDTH - 2 * M}" height="2" fill="${colors.rule}"/>` +
    text(M, 384, 26, colors.muted, fit(words.chainLength[0], 36)) +
    text(M, 428, 34, colors.fg, fit(words.chainLength[1], 30), ' font-weight="700"') +
    text(M + half, 384, 26, colors.muted, fit(words.attested[0], 36)) +
    text(M + half, 428, 34, colors.fg, fit(words.attested[1], 30), ' font-weight="700"') +
    text(M, 488, 26, colors.muted, fit(words.chainRoot, 60)) +
    ltrText(M, 530, 32, colors.fg, shortRoot(receipt.chain_root)) +
    (words.footer ? text(M, 596, 24, colors.muted, fit(words.footer, 80)) : '') +
    `</g></svg>`
  );
}
