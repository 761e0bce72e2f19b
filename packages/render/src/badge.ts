/**
 * renderChainBadge: `<chain-badge>` as HTML at build time. With the receipt,
 * the final badge is drawn in declarative shadow DOM (the element's own
 * view, `chainBadgeShadowHtml`) and the receipt rides along as JSON; with
 * only an id, the shadow root holds a badge naming the receipt in a slot, which
 * the light-DOM `<a><img>` link form fills. Either way the link form is in light DOM for readers without script.
 */
import * as v from 'valibot';
import { linkUrls, receiptBadge, svgSize } from 'reasoning-elements/badge';
import { chainBadgeShadowFor, type ChainBadgeMode } from 'reasoning-elements/chain-badge';
import { ReceiptSchema, type Receipt } from 'reasoning-elements/spec';
import { escapeHtml } from '@reasoning-elements/protocol';
import { checkEndpoints, DEFAULT_ENDPOINTS, jsonIsland, type RenderEndpoints } from './html.js';
import { wordsIn } from './words.js';

export interface RenderChainBadgeOptions {
  /** Written as the element's attributes; unset ones stay relative (`/api`, `/files`, `/app`). */
  endpoints?: RenderEndpoints;
  /** render (default) | server | link. */
  mode?: ChainBadgeMode;
  /** Left text of the badge (default "receipt", in `lang`). */
  label?: string;
  /**
   * The language of the badge and its image's description (a BCP 47 tag, written as the element's
   * `lang`); its words loaded first with `loadLanguage`. Default English.
   */
  lang?: string;
}

/**
 * `<chain-badge>` for a receipt (drawn now) or a receipt id (drawn in the
 * browser; the static badge image until then). Throws TypeError on an id that
 * is not a plain token, a receipt that does not read as one, or a bad endpoint.
 */
export function renderChainBadge(receipt: Receipt | string, options: RenderChainBadgeOptions = {}): string {
  let data: Receipt | undefined;
  if (typeof receipt !== 'string') {
    const parsed = v.safeParse(ReceiptSchema, receipt);
    if (!parsed.success) throw new TypeError(`renderChainBadge: the receipt is not readable: ${parsed.issues[0].message}`);
    data = parsed.output;
  }
  const id = data ? data.id : receipt as string;
  const endpoints = checkEndpoints(options.endpoints);
  const all = { ...DEFAULT_ENDPOINTS, ...endpoints };
  const link = linkUrls(id, all.appUrl, all.receiptsUrl);
  if (!link) throw new TypeError(`renderChainBadge: refused receipt id ${JSON.stringify(id)}`);
  const words = wordsIn(options.lang, 'renderChainBadge');
  const say = (key: Parameters<typeof words.t>[0]) => words.t(key);
  const label = options.label ?? say('badgeLabel');
  // The static file is drawn by the same renderer, so a known receipt gives its exact size.
  const size = data ? svgSize(receiptBadge(data, { label })) : undefined;
  const fallback =
    `<a href="${escapeHtml(link.href)}"><img src="${escapeHtml(link.src)}" alt="${escapeHtml(words.t('badgeSubject', { label, id }))}"` +
    `${size ? ` width="${size.width}"` : ''} height="20"></a>`;
  const light = `${data && options.mode !== 'link' ? jsonIsland({ receipt: data }) : ''}${fallback}`;
  const attributes = {
    lang: options.lang?.trim() || undefined,
    'receipt-id': id,
    mode: options.mode,
    label: options.label,
    'base-url': endpoints.baseUrl,
    'receipts-url': endpoints.receiptsUrl,
    'app-url': endpoints.appUrl,
  };
  const written = Object.entries(attributes)
    .map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  const shadow = `<template shadowrootmode="open">${chainBadgeShadowFor(attributes, data, options.lang === undefined ? undefined : say)}</template>`;
  return `<chain-badge${written}>${shadow}${light}</chain-badge>`;
}
