/**
 * The receipt card's whole layouts (full card, compact row, the fallback shown
 * before data arrives) as functions of a plain model, so the element only
 * decides which one to show, and a server renders the very same markup.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { receiptBadge } from '../../badge/index.js';
import { svgSize } from '../../badge/size.js';
import type { ChainCheck } from '../../client/verify/result.js';
import type { Receipt, Session } from '../../spec/index.js';
import type { ErrorDetail } from '../shared/events.js';
import { neutralizeBidi, shown } from '../shared/text.js';
import { crossCheck } from './cross-check.js';
import { plural, sessionTypeLabel } from './format.js';
import { checkBlock, checkState, hash, serviceState, sessionBlock, stateBlock, time, toneIcon } from './views.js';

/** What the in-browser check (`verify`) has to show; undefined when `verify` is off. */
export interface CheckView {
  pending: boolean;
  check?: ChainCheck;
  error?: ErrorDetail;
  /** False where a check can never run (no WebCrypto): no "Check again" button. */
  canRetry: boolean;
}

export interface CardModel {
  receipt: Receipt;
  withSession: boolean;
  session?: Session | undefined;
  sessionError?: ErrorDetail | undefined;
  refreshError?: ErrorDetail | undefined;
  /** The card will re-read the receipt until it is verified. */
  polling: boolean;
  /** Checked hrefs (null: not linked). */
  links: { attest: string | null; pdf: string | null };
  check: CheckView | undefined;
  copied: boolean;
  /** For relative times ("3 minutes ago"); undefined leaves them out. */
  now: Date | undefined;
  onCopy: (root: string) => void;
  onRecheck: () => void;
}

function badge(receipt: Receipt): TemplateResult {
  // Our own renderer, shown as an image: the service's badge_svg is never put into the page.
  const svg = receiptBadge(receipt);
  const { width, height } = svgSize(svg);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return html`<img class="badge" part="badge" src=${src} width=${width} height=${height} alt=${`Badge: receipt ${receipt.verified ? 'verified' : 'unverified'}`} />`;
}

function rootValue(root: string, copied: boolean, onCopy: (root: string) => void): TemplateResult {
  return html`<span class="root"
    >${hash(root)}<button type="button" part="copy-button" aria-label=${copied ? 'Copied chain root' : 'Copy chain root'} @click=${() => onCopy(root)}>
      ${copied ? 'Copied' : 'Copy'}
    </button></span
  >`;
}

function attestValue(receipt: Receipt, href: string | null): TemplateResult {
  if (!receipt.attest_id) return html`<span class="muted">Pending</span>`;
  if (!href) return html`<code>${shown(receipt.attest_id)}</code> <span class="muted">(not a safe link)</span>`;
  return html`<a href=${href} target="_blank" rel="noopener noreferrer"
    ><code>${shown(receipt.attest_id)}</code><span class="visually-hidden"> (attestation record, opens in a new tab)</span></a
  >`;
}

function pdfValue(receipt: Receipt, href: string | null): TemplateResult {
  return href
    ? html`<a href=${href} target="_blank" rel="noopener noreferrer">Download the receipt as PDF<span class="visually-hidden"> (opens in a new tab)</span></a>`
    : html`<span class="muted">${receipt.pdf_url ? 'Not linked: it is not under the receipts address.' : 'None'}</span>`;
}

export function cardView(m: CardModel): TemplateResult {
  const { receipt } = m;
  return html`<article class="card" part="card" aria-labelledby="title">
    <div class="head">
      <h2 id="title">Receipt <code>${shown(receipt.id)}</code></h2>
      ${badge(receipt)}
    </div>
    ${stateBlock(serviceState(receipt, m.polling), 'The service says')}
    <dl part="fields">
      <dt>Session type</dt>
      <dd>${shown(sessionTypeLabel(receipt.session_type))}</dd>
      <dt>Session</dt>
      <dd><code>${shown(receipt.session_id)}</code></dd>
      <dt>Chain</dt>
      <dd><code>${shown(receipt.chain_id)}</code></dd>
      <dt>Chain root</dt>
      <dd>${rootValue(receipt.chain_root, m.copied, m.onCopy)}</dd>
      <dt>Chain length</dt>
      <dd>${plural(receipt.chain_length, 'link')}</dd>
      <dt>Created</dt>
      <dd>${time(receipt.created_at, m.now)}</dd>
      <dt>Attestation</dt>
      <dd>${attestValue(receipt, m.links.attest)}</dd>
      <dt>PDF</dt>
      <dd>${pdfValue(receipt, m.links.pdf)}</dd>
    </dl>
    ${m.withSession ? sessionBlock(m.session, m.sessionError, m.session ? crossCheck(receipt, m.session) : [], m.now) : nothing}
    ${m.check ? checkBlock(m.check, receipt.attest_id, m.onRecheck) : nothing}
    ${m.refreshError
      ? html`<p class="note">Could not refresh (${m.refreshError.error.message}); showing the receipt as last loaded.</p>`
      : nothing}
  </article>`;
}

export function compactView(m: CardModel): TemplateResult {
  const { receipt } = m;
  const s = serviceState(receipt, m.polling);
  const check = m.check?.check ? checkState(m.check.check, receipt.attest_id) : undefined;
  return html`<article class="card" part="card" aria-label=${`Receipt ${neutralizeBidi(receipt.id)}`}>
    <div class="compact-row">
      <span class="tone-${s.tone}" part="status" title=${s.meaning}
        ><span class="word">${toneIcon(s.tone)}${s.word}</span><span class="visually-hidden">: ${s.meaning}</span></span
      >
      <code>${shown(receipt.id)}</code>
      <span>${plural(receipt.chain_length, 'link')}</span>
      ${rootValue(receipt.chain_root, m.copied, m.onCopy)} ${time(receipt.created_at, m.now)}
      ${check
        ? html`<span class="tone-${check.tone}" part="check" title=${check.meaning}
            ><span class="word">${toneIcon(check.tone)}Browser check: ${check.word}</span></span
          >`
        : m.check?.error
          ? html`<span class="tone-danger" part="check"><span class="word">${toneIcon('danger')}Browser check: could not be checked</span></span>`
          : nothing}
    </div>
  </article>`;
}

/**
 * Before the receipt's data is here (and for good without script): the
 * receipt's id, its static badge image and a link to its page, in a box the
 * size of the card, so nothing moves when the card replaces it.
 */
export function fallbackView(
  receiptId: string,
  link: { href: string; src: string } | undefined,
  compact: boolean,
): TemplateResult {
  return html`<div class="skeleton ${compact ? 'compact' : ''}" part="skeleton" role="status" aria-busy="true">
    <p class="fallback-head">
      Receipt <code>${shown(receiptId)}</code>
      ${link ? html`<img class="badge" src=${link.src} alt="" width="102" height="20" />` : nothing}
    </p>
    ${link ? html`<p><a href=${link.href}>Open the receipt page</a></p>` : nothing}
    <span class="visually-hidden">Loading receipt…</span>
  </div>`;
}
