/**
 * oEmbed 1.0 (oembed.com) for receipt pages: a `rich` answer whose html is a
 * sandboxed iframe of the card page, sized to the card's 1200:630 within
 * `maxwidth`/`maxheight`, with the card PNG as its thumbnail.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import { CARD_HEIGHT, CARD_WIDTH } from 'reasoning-elements/badge';
import { HttpError } from '../errors.js';

/** The frame's size when the consumer sets no bound. */
export const DEFAULT_EMBED_WIDTH = 600;
/** Widths the card PNG is drawn at (few, so a consumer's bounds cannot make a drawing per pixel). */
export const CARD_WIDTHS = [300, 600, 900, 1200] as const;

/** A `maxwidth`/`maxheight` parameter: a positive whole number, or absent. */
export function bound(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) throw new HttpError(400, 'invalid_query', `${name} must be a positive whole number of pixels, got ${JSON.stringify(text.slice(0, 40))}.`);
  return Number(text);
}

/** The largest size of the card's aspect within both bounds (never larger than `preferred` wide). */
export function fitCard(maxWidth: number | undefined, maxHeight: number | undefined, preferred = DEFAULT_EMBED_WIDTH): { width: number; height: number } {
  let width = Math.min(preferred, maxWidth ?? Infinity);
  if (maxHeight !== undefined) width = Math.min(width, Math.floor((maxHeight * CARD_WIDTH) / CARD_HEIGHT));
  width = Math.max(1, Math.floor(width));
  return { width, height: Math.max(1, Math.floor((width * CARD_HEIGHT) / CARD_WIDTH)) };
}

/** The widest drawn width that fits in `max` (the smallest when none does). */
export function cardWidthWithin(max: number): number {
  return [...CARD_WIDTHS].reverse().find((w) => w <= max) ?? CARD_WIDTHS[0];
}

export interface OembedInput {
  title: string;
  providerUrl: string;
  cardPageUrl: string;
  /** The card PNG's URL without a width parameter. */
  imageUrl: string;
  maxWidth?: number | undefined;
  maxHeight?: number | undefined;
}

export function oembedAnswer({ title, providerUrl, cardPageUrl, imageUrl, maxWidth, maxHeight }: OembedInput): Record<string, unknown> {
  const { width, height } = fitCard(maxWidth, maxHeight);
  // The thumbnail respects the bounds too (oEmbed 1.0, 2.3.4).
  const thumbWidth = Math.min(cardWidthWithin(Math.min(maxWidth ?? CARD_WIDTH, Math.floor(((maxHeight ?? CARD_HEIGHT) * CARD_WIDTH) / CARD_HEIGHT))), CARD_WIDTH);
  const thumbUrl = thumbWidth === CARD_WIDTH ? imageUrl : `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=${thumbWidth}`;
  const e = escapeHtml;
  // allow-popups(-to-escape-sandbox): the card's link opens the receipt page in a tab of its own; nothing else.
  const html =
    `<iframe src="${e(cardPageUrl)}" width="${width}" height="${height}" title="${e(title)}" ` +
    `sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" referrerpolicy="no-referrer" style="border:0;max-width:100%"></iframe>`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: 'Reasoning receipts',
    provider_url: providerUrl,
    cache_age: 300,
    html,
    width,
    height,
    thumbnail_url: thumbUrl,
    thumbnail_width: thumbWidth,
    thumbnail_height: Math.round((thumbWidth * CARD_HEIGHT) / CARD_WIDTH),
  };
}
