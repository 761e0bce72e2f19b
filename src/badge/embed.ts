/**
 * The seed's embed form, `<a href="{app_url}/receipts/<id>"><img src="{receipts_url}/badge/<id>.svg"></a>`:
 * what `mode="link"` renders, and the light-DOM fallback to write inside
 * `<chain-badge>` so the badge shows before the element upgrades or without script.
 */
import { escapeHtml, isPlainId } from '@reasoning-elements/protocol';
import { BADGE_TERMS_EN, fillTerm, type BadgeTerms } from './receipt.js';

export interface LinkUrls {
  href: string;
  src: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The two URLs of the link form; undefined for an id that is not a plain token. */
export function linkUrls(receiptId: string, appUrl: string, receiptsUrl: string): LinkUrls | undefined {
  if (!isPlainId(receiptId)) return undefined;
  const id = encodeURIComponent(receiptId);
  return { href: `${trim(appUrl)}/receipts/${id}`, src: `${trim(receiptsUrl)}/badge/${id}.svg` };
}

/**
 * The whole element as static HTML, with its fallback inside, e.g. for
 * server-rendered pages: `chainBadgeHtml('rcpt_1', { appUrl: '/app', receiptsUrl: '/files' })`.
 * The image's description is English unless `terms` (a page's language) says it otherwise.
 */
export function chainBadgeHtml(receiptId: string, urls: { appUrl: string; receiptsUrl: string; terms?: BadgeTerms }): string {
  const link = linkUrls(receiptId, urls.appUrl, urls.receiptsUrl);
  if (!link) throw new TypeError(`chainBadgeHtml: refused receipt id ${JSON.stringify(receiptId)}`);
  const terms = urls.terms ?? BADGE_TERMS_EN;
  const alt = fillTerm(terms.subject, { label: terms.label, id: receiptId });
  return (
    `<chain-badge receipt-id="${escapeHtml(receiptId)}">` +
    `<a href="${escapeHtml(link.href)}"><img src="${escapeHtml(link.src)}" alt="${escapeHtml(alt)}" height="20"></a>` +
    `</chain-badge>`
  );
}
