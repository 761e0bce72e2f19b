/**
 * The receipt as plain HTML in light DOM: what a reader without script or
 * shadow DOM, a search engine or a link preview gets. The element's shadow
 * root (no default slot) hides it wherever the card itself shows.
 */
import { linkUrls } from 'reasoning-elements/badge';
import { attestHref } from 'reasoning-elements/client';
import type { ChainCheck } from 'reasoning-elements/client';
import type { Receipt, Session } from 'reasoning-elements/spec';
import { escapeHtml } from '@reasoning-elements/protocol';
import type { RenderEndpoints } from './html.js';

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
  session?: Session,
  check?: ChainCheck,
): string {
  const e = escapeHtml;
  const link = linkUrls(receipt.id, endpoints.appUrl, endpoints.receiptsUrl);
  const state = receipt.verified ? 'Verified' : 'Not yet verified';
  const attest = receipt.attest_id ? attestLink(receipt, endpoints) : null;
  const rows: Array<[string, string]> = [
    ['State', state],
    ['Session', `<code>${e(receipt.session_id)}</code>`],
    ['Chain', `<code>${e(receipt.chain_id)}</code>`],
    ['Chain root', `<code>${e(receipt.chain_root)}</code>`],
    ['Chain length', `${receipt.chain_length} link${receipt.chain_length === 1 ? '' : 's'}`],
    ['Created', `<time datetime="${e(receipt.created_at)}">${e(receipt.created_at)}</time>`],
    ['Attestation', receipt.attest_id ? (attest ? `<a href="${e(attest)}">${e(receipt.attest_id)}</a>` : e(receipt.attest_id)) : 'Pending'],
  ];
  if (session) rows.push(['Session title', e(session.title || '(untitled)')], ['Turns', String(session.turn_count)]);
  if (check) rows.push(['Chain check', `${check.ok ? 'Passed' : 'Failed'} (${e(check.algorithm ?? 'unreadable')}, ${check.links} links)`]);
  const title = link ? `<a href="${e(link.href)}">Receipt <code>${e(receipt.id)}</code></a>` : `Receipt <code>${e(receipt.id)}</code>`;
  return (
    `<div class="reasoning-receipt-text"><p>${title}: ${state}</p><dl>` +
    rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('') +
    `</dl></div>`
  );
}
