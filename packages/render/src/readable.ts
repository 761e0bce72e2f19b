/**
 * The receipt as plain HTML in light DOM: what a reader without script or
 * shadow DOM, a search engine or a link preview gets. The element's shadow
 * root (no default slot) hides it wherever the card itself shows. Its words
 * are the card's own terms, in the card's language.
 */
import { linkUrls } from 'reasoning-elements/badge';
import { attestHref } from 'reasoning-elements/client';
import type { ChainCheck } from 'reasoning-elements/client';
import type { TermsInLanguage } from 'reasoning-elements/i18n';
import type { Receipt, Session } from 'reasoning-elements/spec';
import { escapeHtml } from '@reasoning-elements/protocol';
import type { RenderEndpoints } from './html.js';
import { termHtml } from './words.js';

/** The attest link from a root-relative base: attestHref wants an absolute one, so join by hand. */
function attestLink(receipt: Receipt, endpoints: Required<Pick<RenderEndpoints, 'baseUrl'>> & RenderEndpoints): string | null {
  const placeholderBase = 'https://site.invalid';
  const relative = endpoints.baseUrl.startsWith('/');
  const href = attestHref(receipt.attest_id, {
    baseUrl: relative ? `${placeholderBase}${endpoints.baseUrl}` : endpoints.baseUrl,
    ...(endpoints.attestUrl ? { template: endpoints.attestUrl.startsWith('/') ? `${placeholderBase}${endpoints.attestUrl}` : endpoints.attestUrl } : {}),
  });
  return href?.startsWith(placeholderBase) ? href.slice(placeholderBase.length) : href;
}

export function readableReceipt(
  receipt: Receipt,
  endpoints: Required<Pick<RenderEndpoints, 'baseUrl' | 'appUrl' | 'receiptsUrl'>> & RenderEndpoints,
  words: TermsInLanguage,
  session?: Session,
  check?: ChainCheck,
  checkedAt?: string,
): string {
  const e = escapeHtml;
  const w = words;
  const code = (value: string) => ({ html: `<code>${e(value)}</code>` });
  const link = linkUrls(receipt.id, endpoints.appUrl, endpoints.receiptsUrl);
  const state = w.t(receipt.verified ? 'verified' : 'notYetVerified');
  const attest = receipt.attest_id ? attestLink(receipt, endpoints) : null;
  const rows: Array<[string, string]> = [
    [w.t('serviceSays'), e(state)],
    [w.t('session'), `<code>${e(receipt.session_id)}</code>`],
    [w.t('chain'), `<code>${e(receipt.chain_id)}</code>`],
    [w.t('chainRoot'), `<code>${e(receipt.chain_root)}</code>`],
    [w.t('chainLength'), e(w.t('links', { count: receipt.chain_length }))],
    [w.t('created'), `<time datetime="${e(receipt.created_at)}">${e(receipt.created_at)}</time>`],
    [w.t('attestation'), receipt.attest_id ? (attest ? `<a href="${e(attest)}">${e(receipt.attest_id)}</a>` : e(receipt.attest_id)) : e(w.t('pending'))],
  ];
  if (session) rows.push([w.t('title'), e(session.title || w.t('untitled'))], [w.t('turns'), e(w.number(session.turn_count))]);
  if (check) {
    const format = termHtml(w, 'formatChecked', { algorithm: check.algorithm ? code(check.algorithm) : w.t('notAChain') }, e);
    // Where and when it ran: on the build machine, never "this browser".
    const when = checkedAt ? w.t('checkedAtBuild', { date: new Intl.DateTimeFormat(w.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(checkedAt)) }) : w.t('checkedEarlier');
    rows.push([when, `${e(w.t(check.ok ? 'passed' : 'checkFailed'))}: ${format} (${e(w.t('links', { count: check.links }))})`]);
  }
  const heading = termHtml(w, 'receiptHeading', { id: code(receipt.id) }, e);
  const title = link ? `<a href="${e(link.href)}">${heading}</a>` : heading;
  const lang = w.lang === 'en' ? '' : ` lang="${e(w.lang)}" dir="${w.dir}"`;
  return (
    `<div class="reasoning-receipt-text"${lang}><p>${termHtml(w, 'badgeAlt', { subject: { html: title }, state }, e)}</p><dl>` +
    rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${v}</dd>`).join('') +
    `</dl></div>`
  );
}
