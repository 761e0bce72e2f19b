/**
 * renderChainBadge: `<chain-badge>` as HTML at build time. With the receipt,
 * the final badge is drawn in declarative shadow DOM (the element's own
 * render, through @lit-labs/ssr) and the receipt rides along as JSON; with
 * only an id, the shadow root holds a slot and the light-DOM `<a><img>` link
 * form shows. Either way the link form is in light DOM for readers without script.
 */
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { render } from '@lit-labs/ssr';
import { html, nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import * as v from 'valibot';
import { linkUrls } from 'reasoning-elements/badge';
import { receiptBadge } from 'reasoning-elements/badge';
import type { ChainBadgeMode } from 'reasoning-elements/chain-badge';
import 'reasoning-elements/chain-badge';
import { svgSize } from 'reasoning-elements/badge';
import { ReceiptSchema, type Receipt } from 'reasoning-elements/spec';
import { escapeHtml } from '@reasoning-elements/protocol';
import { checkEndpoints, DEFAULT_ENDPOINTS, jsonIsland, type RenderEndpoints } from './html.js';

export interface RenderChainBadgeOptions {
  /** Written as the element's attributes; unset ones stay relative (`/api`, `/files`, `/app`). */
  endpoints?: RenderEndpoints;
  /** render (default) | server | link. */
  mode?: ChainBadgeMode;
  /** Left text of the badge (default "receipt"). */
  label?: string;
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
  const label = options.label ?? 'receipt';
  // The static file is drawn by the same renderer, so a known receipt gives its exact size.
  const size = data ? svgSize(receiptBadge(data, { label })) : undefined;
  const fallback =
    `<a href="${escapeHtml(link.href)}"><img src="${escapeHtml(link.src)}" alt="${escapeHtml(`${label} ${id}`)}"` +
    `${size ? ` width="${size.width}"` : ''} height="20"></a>`;
  const light = `${data && options.mode !== 'link' ? jsonIsland({ receipt: data }) : ''}${fallback}`;
  // prettier-ignore
  const template = html`<chain-badge receipt-id=${id} mode=${options.mode ?? nothing} label=${options.label ?? nothing} base-url=${endpoints.baseUrl ?? nothing} receipts-url=${endpoints.receiptsUrl ?? nothing} app-url=${endpoints.appUrl ?? nothing} .receipt=${data}>${unsafeHTML(light)}</chain-badge>`;
  return collectResultSync(render(template));
}
