/**
 * The receipt card's whole layouts (full card, compact row, the fallback shown
 * before data arrives) as functions of a plain model, so the element only
 * decides which one to show, and a server renders the very same markup.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { outcomeOfRecord, type Outcome } from '../../badge/outcome.js';
import { outcomeBadge } from '../shared/outcome-badge.js';
import type { Localize } from '../../i18n/localize.js';
import { badgeWords } from '../shared/badge-words.js';
import { DRAWN } from '../shared/drawn-badge.js';
import { drawnSvg } from '../shared/lit-styles.js';
import { receiptTerms } from '../../i18n/lang/en.receipt.js';
import type { ChainCheck } from '../../client/verify/result.js';
import type { Receipt, Session } from '../../spec/index.js';
import type { ErrorDetail } from '../shared/events.js';
import type { CheckProgress } from './fetchers.js';
import { neutralizeBidi, shown } from '../shared/text.js';
import { crossCheck } from './cross-check.js';
import { sessionTypeLabel } from './format.js';
import { checkBlock, checkState, hash, serviceState, sessionBlock, stateBlock, time, toneIcon } from './views.js';
import { errorText } from '../shared/error-text.js';

/** What the in-browser check (`verify`) has to show; undefined when `verify` is off. */
export interface CheckView {
  pending: boolean;
  /** How far the running check has come, once its first page is read. */
  progress?: CheckProgress;
  check?: ChainCheck;
  error?: ErrorDetail;
  /** False where a check can never run (no WebCrypto): no "Check again" button. */
  canRetry: boolean;
  /** The check shown ran at build time, on this date (ISO 8601): the card says so, never "this browser". */
  builtAt?: string;
  /** The key that signed the attestation (base64), for an unrecognized signer. */
  signerKey?: string;
}

export interface CardModel {
  /** The element's words, numbers and dates. */
  l: Localize;
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
  /** The outcome the card shows (its custom state), drawn as its badge. */
  outcome?: Outcome;
  /** The "check it yourself" command (`reasoning-verify`), the same the badge's summary shows. */
  command: string;
  commandCopied: boolean;
  onCopyCommand: () => void;
  onRecheck: () => void;
}

function badge(l: Localize, receipt: Receipt, shown?: Outcome): TemplateResult {
  // Our own renderer (every text escaped), drawn inline: the service's badge_svg is never put into the page,
  // and no image is loaded, so a page's Content-Security-Policy needs no `img-src data:` for the card.
  // The card's outcome: its own check's once that has run here, else the service's record.
  const outcome = shown ?? outcomeOfRecord(receipt);
  const svg = outcomeBadge(outcome, badgeWords(l), { id: receipt.id, noIcon: true, ...DRAWN });
  return html`<span class="badge" part="badge" data-state=${outcome}>${drawnSvg(svg)}</span>`;
}

function rootValue(l: Localize, root: string, copied: boolean, onCopy: (root: string) => void): TemplateResult {
  return html`<span class="root"
    >${hash(root)}<button type="button" part="copy-button" aria-label=${l.t(copied ? 'copiedRoot' : 'copyRoot')} @click=${() => onCopy(root)}>
      ${l.t(copied ? 'copied' : 'copy')}
    </button></span
  >`;
}

function attestValue(l: Localize, receipt: Receipt, href: string | null): TemplateResult {
  if (!receipt.attest_id) return html`<span class="muted">${l.t('pending')}</span>`;
  if (!href) return html`<code>${shown(receipt.attest_id)}</code> <span class="muted">${l.t('notSafeLink')}</span>`;
  return html`<a href=${href} target="_blank" rel="noopener noreferrer"
    ><code>${shown(receipt.attest_id)}</code><span class="visually-hidden"> ${l.t('attestationNewTab')}</span></a
  >`;
}

function pdfValue(l: Localize, receipt: Receipt, href: string | null): TemplateResult {
  return href
    ? html`<a href=${href} target="_blank" rel="noopener noreferrer">${l.t('downloadPdf')}<span class="visually-hidden"> ${l.t('newTab')}</span></a>`
    : html`<span class="muted">${l.t(receipt.pdf_url ? 'pdfNotLinked' : 'none')}</span>`;
}

export function cardView(m: CardModel): TemplateResult {
  const { receipt, l } = m;
  const types = { reasoning: l.t('sessionReasoning'), structured_thinking: l.t('sessionStructured') };
  return html`<article class="card" part="card" aria-labelledby="title" lang=${l.lang} dir=${l.dir}>
    <div class="head">
      <h2 id="title">${l.parts('receiptHeading', { id: html`<code>${shown(receipt.id)}</code>` })}</h2>
      ${badge(l, receipt, m.outcome)}
    </div>
    ${stateBlock(serviceState(l, receipt, m.polling), l.t('serviceSays'))}
    <dl part="fields">
      <dt>${l.t('sessionType')}</dt>
      <dd>${shown(sessionTypeLabel(receipt.session_type, types))}</dd>
      <dt>${l.t('session')}</dt>
      <dd><code>${shown(receipt.session_id)}</code></dd>
      <dt>${l.t('chain')}</dt>
      <dd><code>${shown(receipt.chain_id)}</code></dd>
      <dt>${l.t('chainRoot')}</dt>
      <dd>${rootValue(l, receipt.chain_root, m.copied, m.onCopy)}</dd>
      <dt>${l.t('chainLength')}</dt>
      <dd>${l.t('links', { count: receipt.chain_length })}</dd>
      <dt>${l.t('created')}</dt>
      <dd>${time(receipt.created_at, m.now, l.lang)}</dd>
      <dt>${l.t('attestation')}</dt>
      <dd>${attestValue(l, receipt, m.links.attest)}</dd>
      <dt>${l.t('pdf')}</dt>
      <dd>${pdfValue(l, receipt, m.links.pdf)}</dd>
    </dl>
    <details class="command" part="command">
      <summary>${l.t('summaryCommand')}</summary>
      <div class="cmd"><code>${m.command}</code><button type="button" @click=${m.onCopyCommand}>${l.t(m.commandCopied ? 'summaryCopied' : 'summaryCopy')}</button></div>
    </details>
    ${m.withSession ? sessionBlock(l, m.session, m.sessionError, m.session ? crossCheck(receipt, m.session) : [], m.now) : nothing}
    ${m.check ? checkBlock(l, m.check, receipt.attest_id, m.onRecheck) : nothing}
    ${m.refreshError ? html`<p class="note">${l.t('refreshFailed', { message: errorText(l, m.refreshError.error) })}</p>` : nothing}
  </article>`;
}

export function compactView(m: CardModel): TemplateResult {
  const { receipt, l } = m;
  const s = serviceState(l, receipt, m.polling);
  const check = m.check?.check ? checkState(l, m.check.check, receipt.attest_id) : undefined;
  return html`<article class="card" part="card" aria-label=${l.t('receiptNamed', { id: neutralizeBidi(receipt.id) })} lang=${l.lang} dir=${l.dir}>
    <div class="compact-row">
      <span class="tone-${s.tone}" part="status" title=${s.meaning}
        ><span class="word">${toneIcon(s.tone)}${s.word}</span><span class="visually-hidden">: ${s.meaning}</span></span
      >
      <code>${shown(receipt.id)}</code>
      <span>${l.t('links', { count: receipt.chain_length })}</span>
      ${rootValue(l, receipt.chain_root, m.copied, m.onCopy)} ${time(receipt.created_at, m.now, l.lang)}
      ${check
        ? html`<span class="tone-${check.tone}" part="check" title=${check.meaning}
            ><span class="word">${toneIcon(check.tone)}${l.t('browserCheck', { state: check.word })}</span></span
          >`
        : m.check?.error
          ? html`<span class="tone-danger" part="check"><span class="word">${toneIcon('danger')}${l.t('browserCheckError')}</span></span>`
          : nothing}
    </div>
  </article>`;
}

/**
 * The link to the receipt's page. The built-in English is written into the
 * template itself, so a server render (reasoning-elements/render) keeps the
 * plain `<a href="…">Open the receipt page</a>` that readers without script get.
 */
function openLink(l: Localize, href: string): TemplateResult {
  const words = l.t('openReceiptPage');
  return words === receiptTerms.openReceiptPage ? html`<p><a href=${href}>Open the receipt page</a></p>` : html`<p><a href=${href}>${words}</a></p>`;
}

/**
 * Before the receipt's data is here (and for good without script): the
 * receipt's id, its static badge image and a link to its page, in a box the
 * size of the card, so nothing moves when the card replaces it. `loading`
 * says so to assistive technology; a server render (where script may never
 * run) leaves that out, so a reader without script is never told to wait.
 */
export function fallbackView(
  l: Localize,
  receiptId: string,
  link: { href: string; src: string } | undefined,
  compact: boolean,
  loading = true,
): TemplateResult {
  return html`<div
    class="skeleton ${compact ? 'compact' : ''}"
    part="skeleton"
    role=${loading ? 'status' : nothing}
    aria-busy=${loading ? 'true' : nothing}
    lang=${l.lang}
    dir=${l.dir}
  >
    <p class="fallback-head">
      ${l.parts('receiptHeading', { id: html`<code>${shown(receiptId)}</code>` })}
      ${link ? html`<img class="badge" src=${link.src} alt="" width="102" height="20" />` : nothing}
    </p>
    ${link ? openLink(l, link.href) : nothing}
    ${loading ? html`<span class="visually-hidden">${l.t('loadingReceipt')}</span>` : nothing}
  </div>`;
}
