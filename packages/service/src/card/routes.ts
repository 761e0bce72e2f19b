/**
 * The routes for places that run no script of ours: the preview card PNG
 * (`/files/card/{id}.png`), the badge at 2× (`/files/badge/{id}.png`), the
 * card page an oEmbed frame shows (`/app/cards/{id}`) and `/oembed`.
 * Drawings are cached by what they show (PngCache) and made off the event loop
 * (Rasteriser), so receipt reads go on while cards render.
 */
import type { Context, Hono } from 'hono';
import { badgeStateOf, CARD_HEIGHT, CARD_WIDTH, receiptBadgeIn, receiptCard, type BadgeState } from 'reasoning-elements/badge';
import { isPlainId, type Receipt } from 'reasoning-elements/spec';
import { errorResponse, HttpError } from '../errors.js';
import { json, notFound, route } from '../respond.js';
import { cardPage, CARD_PAGE_CSP } from '../pages/card-page.js';
import { pageLanguage } from '../pages/receipt-page.js';
import { EMBED_SCRIPT, EMBED_SCRIPT_PATH } from '../pages/embed-section.js';
import { PngCache, type CachedPng } from './cache.js';
import { bound, CARD_WIDTHS, cardWidthWithin, oembedAnswer } from './oembed.js';
import { Rasteriser } from './raster.js';
import { drawableLanguage } from './fonts.js';
import { cardText } from './words.js';

/** A receipt as the service states it now, with the time its attestation was made (when verified). */
export interface CardReceipt {
  receipt: Receipt;
  attestedAt?: string | undefined;
}

export interface CardsOptions {
  lookup: (id: string, origin: string) => Promise<CardReceipt | undefined>;
  originOf: (c: Context) => string;
  cache?: PngCache;
  rasteriser?: Rasteriser;
}

const PNG_HEADERS = { 'content-type': 'image/png', 'content-security-policy': "default-src 'none'" };

/** `…/{id}.png` to the id, or undefined when it is not a plain one. */
function pngId(c: Context): string | undefined {
  const file = c.req.param('file') ?? '';
  const id = file.slice(0, -'.png'.length);
  return file.endsWith('.png') && isPlainId(id) ? id : undefined;
}

/**
 * `?lang=` when given, else the reader's Accept-Language (a language whose fonts are not installed: English);
 * and whether the answer varies by that header.
 */
function readerLanguage(c: Context): { lang: string; dir: 'ltr' | 'rtl'; byHeader: boolean } {
  const asked = c.req.query('lang');
  const spoken = pageLanguage(asked || c.req.header('accept-language'));
  const lang = drawableLanguage(spoken.lang);
  return { ...(lang === spoken.lang ? spoken : pageLanguage(lang)), byHeader: !asked };
}

function scheme(c: Context): 'light' | 'dark' {
  const asked = c.req.query('scheme');
  if (asked === undefined || asked === 'light') return 'light';
  if (asked === 'dark') return 'dark';
  throw new HttpError(400, 'invalid_query', `scheme must be "light" or "dark", got ${JSON.stringify(asked.slice(0, 40))}.`);
}

/** A held PNG as a static file would be served: ETag, 304 on a match, its length. */
function servePng(c: Context, { png, etag }: CachedPng, status: number, extra: Record<string, string>): Response {
  const headers = { ...PNG_HEADERS, etag, 'cache-control': status === 200 ? 'public, max-age=60, must-revalidate' : 'no-cache', ...extra };
  const match = c.req.header('if-none-match');
  if (status === 200 && match && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': headers['cache-control'], ...extra } });
  }
  return new Response(png as unknown as ConstructorParameters<typeof Response>[0], { status, headers: { ...headers, 'content-length': String(png.length) } });
}

export function registerCards(app: Hono, options: CardsOptions): { cache: PngCache } {
  const { lookup, originOf } = options;
  const cache = options.cache ?? new PngCache();
  const raster = options.rasteriser ?? new Rasteriser();
  const stateOf = (r: Receipt): BadgeState => badgeStateOf(r);

  route(app, '/files/card/:file{[^/]+\\.png}', ['GET'], async (c) => {
    const id = pngId(c);
    const found = id === undefined ? undefined : await lookup(id, originOf(c));
    if (!found) return notFound('receipt');
    const { receipt, attestedAt } = found;
    const reader = readerLanguage(c);
    const look = scheme(c);
    const w = c.req.query('w');
    const width = w === undefined ? CARD_WIDTH : cardWidthWithin(bound(w, 'w') ?? CARD_WIDTH);
    const key = ['card', receipt.id, stateOf(receipt), receipt.chain_root, receipt.chain_length, attestedAt ?? '', reader.lang, look, width].join('|');
    const held = await cache.get(key, async () => {
      const text = await cardText(receipt, reader.lang, attestedAt, new URL(originOf(c)).host);
      const svg = receiptCard({ receipt, words: text.words, terms: text.terms, dir: text.dir, lang: text.lang, scheme: look });
      return raster.png(svg, { lang: text.lang, ...(width === CARD_WIDTH ? {} : { width }) });
    });
    return servePng(c, held, 200, reader.byHeader ? { vary: 'Accept-Language' } : {});
  });

  route(app, '/files/badge/:file{[^/]+\\.png}', ['GET'], async (c) => {
    const id = pngId(c);
    const found = id === undefined ? undefined : await lookup(id, originOf(c));
    const reader = readerLanguage(c);
    const look = scheme(c);
    const state: BadgeState = found ? stateOf(found.receipt) : 'not-found';
    const key = ['badge', found?.receipt.id ?? '', state, reader.lang, look].join('|');
    const held = await cache.get(key, async () => {
      const { terms } = await cardText(found?.receipt ?? UNKNOWN, reader.lang, undefined);
      const svg = receiptBadgeIn(look, found ? found.receipt : state, { terms });
      return raster.png(svg, { lang: reader.lang, width: 2 * Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 100) });
    });
    // An unknown receipt still gets an image (a "not found" badge) for the <img> that asked, with its 404.
    return servePng(c, held, found ? 200 : 404, reader.byHeader ? { vary: 'Accept-Language' } : {});
  });

  route(app, '/app/cards/:id', ['GET'], async (c) => {
    const id = c.req.param('id') ?? '';
    const found = isPlainId(id) ? await lookup(id, originOf(c)) : undefined;
    if (!found) return notFound('receipt');
    const origin = originOf(c);
    const reader = readerLanguage(c);
    const text = await cardText(found.receipt, reader.lang, found.attestedAt);
    const path = encodeURIComponent(id);
    const html = cardPage({
      title: `${text.words.heading} ${id}`,
      pageUrl: `${origin}/app/receipts/${path}`,
      imageUrl: `/files/card/${path}.png?lang=${text.lang}`,
      alt: cardAlt(found.receipt, text.words),
      lang: text.lang,
      dir: text.dir,
    });
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': CARD_PAGE_CSP, 'referrer-policy': 'no-referrer', ...(reader.byHeader ? { vary: 'Accept-Language' } : {}) },
    });
  });

  route(app, EMBED_SCRIPT_PATH, ['GET'], () =>
    new Response(EMBED_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
  );

  route(app, '/oembed', ['GET'], async (c) => {
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json') return errorResponse(501, 'not_implemented', 'Only format=json is served.');
    const origin = originOf(c);
    const id = receiptIdOf(c.req.query('url'), origin);
    const found = id === undefined ? undefined : await lookup(id, origin);
    if (!found || id === undefined) return errorResponse(404, 'not_found', 'That URL is not a receipt page of this service.');
    const reader = readerLanguage(c);
    const text = await cardText(found.receipt, reader.lang, found.attestedAt);
    const path = encodeURIComponent(id);
    const answer = oembedAnswer({
      title: `${text.words.heading} ${id}: ${text.words.state}`,
      providerUrl: `${origin}/`,
      cardPageUrl: `${origin}/app/cards/${path}?lang=${text.lang}`,
      imageUrl: `${origin}/files/card/${path}.png?lang=${text.lang}`,
      maxWidth: bound(c.req.query('maxwidth'), 'maxwidth'),
      maxHeight: bound(c.req.query('maxheight'), 'maxheight'),
    });
    return json(answer, { 'access-control-allow-origin': '*', ...(reader.byHeader ? { vary: 'Accept-Language' } : {}) });
  });

  return { cache };
}

const UNKNOWN = { verified: false, chain_length: 0 } as Receipt;

/** The card image's description: what it shows, in words. */
export function cardAlt(receipt: Receipt, words: { heading: string; state: string; chainLength: readonly [string, string] }): string {
  return `${words.heading} ${receipt.id}: ${words.state}. ${words.chainLength[0]}: ${words.chainLength[1]}. ${receipt.chain_root}`;
}

/** The receipt id of one of our receipt page URLs (`{origin}/app/receipts/{id}`, or its card page), else undefined. */
export function receiptIdOf(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(origin).origin) return undefined;
  const match = /^\/app\/(?:receipts|cards)\/([^/]+)\/?$/.exec(parsed.pathname);
  let id: string | undefined;
  try {
    id = match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    return undefined; // a malformed escape is no id of ours
  }
  return id !== undefined && isPlainId(id) ? id : undefined;
}

export { CARD_HEIGHT, CARD_WIDTH, CARD_WIDTHS };
