/**
 * Templates for the parts of the receipt card. Every value from a response
 * goes into text nodes or attribute values (Lit escapes both); links come
 * only from the checked hrefs computed in the element. Words come from the
 * element's terms (`l`), in the page's language.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChainCheck } from '../../client/index.js';
import type { Localize } from '../../i18n/localize.js';
import type { Receipt, Session } from '../../spec/index.js';
import { errorText } from '../shared/error-text.js';
import type { ErrorDetail } from '../shared/events.js';
import { neutralizeBidi, shown } from '../shared/text.js';
import type { Problem } from './cross-check.js';
import { problemItems, showValues } from './findings.js';
import { formatTime, shortHash } from './format.js';
import { iconCheck, iconCross, iconPending, iconWarn } from './icons.js';
import { outcomeOfCheck } from '../../client/outcome.js';
import { isServer } from 'lit';

export type Tone = 'ok' | 'pending' | 'danger' | 'signer';

/**
 * Sentences one after another: a space between them, none after a
 * full-width stop (Chinese and Japanese write them side by side).
 */
const sentences = (...texts: string[]) => texts.reduce((all, next) => (/[。！？]$/.test(all) ? all + next : `${all} ${next}`));

/** A message as a sentence: "HTTP 404 Not Found" gets its full stop before the next sentence. */
const sentence = (text: string) => (/[.!?…。！？]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A value shortened for reading, in full while hovered or focused, and always in full for screen readers. */
export function reveal(short: string, full: string): TemplateResult {
  return html`<span class="reveal mono" tabindex="0" title=${full}
    ><span class="short" aria-hidden="true">${short}</span><span class="full">${full}</span></span
  >`;
}

export function hash(value: string): TemplateResult {
  const short = shortHash(value);
  return short === value ? html`<code>${value}</code>` : reveal(short, value);
}

/** Local time and relative time in the element's language; the full ISO instant on hover and focus. */
export function time(iso: string, now: Date | undefined, lang: string): TemplateResult {
  const t = formatTime(iso, now ?? new Date(), lang);
  if (!now) t.relative = '';
  return html`<time datetime=${t.iso} class="reveal" tabindex="0" title=${t.iso}
    ><span class="short">${t.local}${t.relative ? html`${' '}<span class="muted">(${t.relative})</span>` : nothing}</span
    ><span class="full mono">${t.iso}</span></time
  >`;
}

export interface StateText {
  tone: Tone;
  word: string;
  meaning: string;
}

export function serviceState(l: Localize, receipt: Receipt, polling: boolean): StateText {
  if (receipt.verified) {
    return { tone: 'ok', word: l.t('verified'), meaning: l.t('verifiedMeaning', { count: receipt.chain_length }) };
  }
  return { tone: 'pending', word: l.t('notYetVerified'), meaning: l.t(polling ? 'pendingMeaningPolling' : 'pendingMeaning') };
}

export function toneIcon(tone: Tone): TemplateResult {
  return tone === 'ok' ? iconCheck : tone === 'pending' ? iconPending : tone === 'signer' ? iconWarn : iconCross;
}

export function stateBlock(state: StateText, label: string): TemplateResult {
  return html`<div class="state tone-${state.tone}" part="status">
    <span class="word">${toneIcon(state.tone)}<span class="visually-hidden">${label}: </span>${state.word}</span>
    <p>${state.meaning}</p>
  </div>`;
}

/** The format the checker recognised, in words a reader can look up. */
export function algorithmText(l: Localize, check: ChainCheck): string {
  return check.algorithm ?? l.t('notAChain');
}

/** What the chain check in this browser found, in words; its problems in the element's language once their words are here. */
export function checkState(l: Localize, check: ChainCheck, attestId: string): StateText & { problems: unknown[] } {
  if (outcomeOfCheck(check) === 'unrecognized-signer') {
    // C2PA's three outcomes: valid and trusted, valid from a signer not recognised, invalid. This is the second.
    return { tone: 'signer', word: l.t('outcomeUnrecognizedSigner'), meaning: l.t('sayUnrecognizedSigner'), problems: [] };
  }
  if (!check.ok) {
    return {
      tone: 'danger',
      word: l.t('checkFailed'),
      meaning: check.firstBadLink !== null ? l.t('firstBadLink', { index: check.firstBadLink }) : l.t('chainMismatch'),
      problems: problemItems(l, check) ?? [],
    };
  }
  const recomputed = l.t('recomputed', { count: check.links, algorithm: check.algorithm ?? '' });
  if (check.signature === 'valid') {
    const signed =
      check.algorithm === 'xycore'
        ? l.t('entrySignatures', { count: check.signatures.valid })
        : l.t('attestationSignature', { id: neutralizeBidi(attestId) });
    return { tone: 'ok', word: l.t('passed'), meaning: l.t(check.keyPinned ? 'passedMeaningPinned' : 'passedMeaning', { recomputed, signed }), problems: [] };
  }
  return {
    tone: 'pending',
    word: l.t('linksPass'),
    meaning: l.t(check.algorithm === 'xycore' ? 'noSignatureYet' : 'noAttestationYet', { recomputed }),
    problems: [],
  };
}

/**
 * How far a running check has come: a progress bar (not a live region: only the outcome is
 * announced) and its words, "41,000 of 100,000 links", numbers in the element's language.
 */
export function progressBar(l: Localize, progress: { done: number; total: number }): TemplateResult {
  const { done, total } = progress;
  const words = l.t('checkProgress', { done, count: total });
  const share = total > 0 ? Math.min(1, done / total) : 1;
  // The fill's size is written through the CSSOM (`.style`, a property, not a style attribute):
  // allowed under a strict CSP, and no styleMap directive to ship.
  return html`<div class="progress">
    <div
      class="progress-track"
      role="progressbar"
      aria-label=${l.t('checkProgressLabel')}
      aria-valuemin="0"
      aria-valuemax=${total}
      aria-valuenow=${Math.min(done, total)}
      aria-valuetext=${words}
    >
      <span class="progress-fill" .style=${`inline-size: ${(share * 100).toFixed(1)}%`}></span>
    </div>
    <span class="progress-text" aria-hidden="true">${words}</span>
  </div>`;
}

/** A build's date in the reader's language, as an absolute date (UTC: a build has no reader's zone). */
function builtDate(l: Localize, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(l.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function checkBlock(
  l: Localize,
  result: { check?: ChainCheck; error?: ErrorDetail; pending: boolean; canRetry: boolean; progress?: { done: number; total: number }; builtAt?: string; signerKey?: string },
  attestId: string,
  onRetry: () => void,
): TemplateResult {
  let body: TemplateResult;
  const bar = result.pending && result.progress ? progressBar(l, result.progress) : nothing;
  // Rendered on a server there is no check running, and none to promise: the live element starts its own.
  if (isServer && !result.check) return html``;
  if (result.pending && !result.check) {
    // The same lines the result will have (the meaning's kept for three: styles.ts), so the card does not grow when the check ends.
    body = html`<div class="state tone-pending">
      <span class="word">${iconPending} ${l.t('checking')}</span>
      <p class="meaning">${l.t('checkingNote')}</p>
      ${result.progress ? bar : html`<p class="algorithm" aria-hidden="true">&nbsp;</p>`}
    </div>`;
  } else if (result.error) {
    body = html`<div class="state tone-danger">
      <span class="word">${iconWarn} ${l.t('notChecked')}</span>
      <p>${sentences(sentence(errorText(l, result.error.error)), l.t('nothingChecked'))}</p>
      ${result.canRetry ? html`<button type="button" @click=${onRetry}>${l.t('checkAgain')}</button>` : nothing}
    </div>`;
  } else if (result.check) {
    const s = checkState(l, result.check, attestId);
    body = html`<div class="state tone-${s.tone}">
      <span class="word">${toneIcon(s.tone)}${s.word}</span>
      <p class="meaning">${s.meaning}</p>
      <p class="algorithm">${l.parts('formatChecked', { algorithm: html`<code>${algorithmText(l, result.check)}</code>` })}</p>
      ${s.problems.length ? html`<ul>${s.problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
      ${s.tone === 'signer' && result.signerKey
        ? html`<p class="signer">${l.t('summarySigner')}: <code class="wrap">${result.signerKey}</code></p>
            <p class="trust-how">${l.t('trustHow')}</p>`
        : nothing}
      ${bar}
    </div>`;
  } else {
    return html``;
  }
  // Not a named region (see sessionBlock): a heading inside the card.
  return html`<section part="check">
    <h3>${result.builtAt === undefined ? l.t('checkedHere') : result.builtAt ? l.t('checkedAtBuild', { date: builtDate(l, result.builtAt) }) : l.t('checkedEarlier')}</h3>
    ${body}
  </section>`;
}

export function sessionBlock(
  l: Localize,
  session: Session | undefined,
  error: ErrorDetail | undefined,
  problems: Problem[],
  now: Date | undefined,
): TemplateResult {
  // The card's parts are found by their headings, not as landmarks: a named <section> is a region, and a
  // page of ten cards would list twenty regions called "Session" and "Checked in this browser" (axe:
  // landmark-unique), alike and each without its receipt. The card itself (<article>) carries the receipt's name.
  if (!session) {
    return html`<section part="session">
      <h3>${l.t('session')}</h3>
      <p class="note">${iconWarn} ${l.t('sessionNotLoaded', { message: error ? errorText(l, error.error) : l.t('unknownError') })}</p>
    </section>`;
  }
  return html`<section part="session">
    <h3>${l.t('session')}</h3>
    <dl>
      <dt>${l.t('title')}</dt>
      <dd class="title">${session.title ? shown(session.title) : html`<span class="muted">${l.t('untitled')}</span>`}</dd>
      <dt>${l.t('turns')}</dt>
      <dd>${l.number(session.turn_count)}</dd>
      <dt>${l.t('updated')}</dt>
      <dd>${time(session.updated_at, now, l.lang)}</dd>
    </dl>
    ${problems.length
      ? html`<div class="state tone-danger">
          <span class="word">${iconCross}${l.t('disagree')}</span>
          <ul>${problems.map((p) => html`<li>${l.parts(p.key, showValues(p.values))}</li>`)}</ul>
        </div>`
      : html`<p class="note">${iconCheck} ${l.t('agree')}</p>`}
  </section>`;
}


interface ErrorCopy {
  title: string;
  text: unknown;
  retry: boolean;
}

export function errorCopy(l: Localize, detail: ErrorDetail, receiptId: string): ErrorCopy {
  const text = errorText(l, detail.error);
  switch (detail.kind) {
    case 'not-found':
      return { title: l.t('notFoundTitle'), text: l.parts('notFoundText', { id: shown(receiptId) }), retry: true };
    case 'bad-request':
      return { title: l.t('notAnId'), text, retry: false };
    case 'network':
    case 'timeout':
      return { title: l.t('unreachable'), text, retry: true };
    case 'invalid-response':
      return { title: l.t('unreadable'), text: l.t('unreadableText', { message: text }), retry: true };
    case 'rate-limited':
      return { title: l.t('tooManyRequests'), text, retry: true };
    default:
      return { title: l.t('loadFailed'), text, retry: true };
  }
}

export function errorBlock(l: Localize, detail: ErrorDetail, receiptId: string, onRetry: () => void): TemplateResult {
  const copy = errorCopy(l, detail, receiptId);
  return html`<div class="error" part="error" role="alert" lang=${l.lang} dir=${l.dir}>
    <span class="word">${iconWarn} ${copy.title}</span>
    <p>${copy.text}</p>
    ${copy.retry ? html`<button type="button" part="retry-button" @click=${onRetry}>${l.t('tryAgain')}</button>` : nothing}
  </div>`;
}

/** A setup mistake, never "not found": what is wrong and how to fix it (`fix`, in the card's words). */
export function misconfiguredBlock(l: Localize, fix: string): TemplateResult {
  return html`<div class="error state tone-danger" part="error" role="alert">
    <span class="word">${l.t('outcomeMisconfigured')}</span>
    <p>${l.t('sayMisconfigured', { fix })}</p>
  </div>`;
}

/** What the page's live region says of a load: the receipt and its state, or for the receipt shown before, its update. */
export function loadedText(l: Localize, receipt: Receipt, update: boolean): string {
  const state = l.t(receipt.verified ? 'stateVerified' : 'statePending');
  return update ? l.t('announceUpdated', { state, count: receipt.chain_length }) : l.t('announceLoaded', { id: neutralizeBidi(receipt.id), state });
}
