/**
 * Templates for the parts of the receipt card. Every value from a response
 * goes into text nodes or attribute values (Lit escapes both); links come
 * only from the checked hrefs computed in the element.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChainCheck } from '../../client/index.js';
import type { Receipt, Session } from '../../spec/index.js';
import type { ErrorDetail } from '../shared/events.js';
import { neutralizeBidi, shown } from '../shared/text.js';
import { formatTime, plural, shortHash } from './format.js';
import { iconCheck, iconCross, iconPending, iconWarn } from './icons.js';

export type Tone = 'ok' | 'pending' | 'danger';

/** A message as a sentence: "HTTP 404 Not Found" gets its full stop before the next sentence. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

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

/** Local time and relative time; the full ISO instant on hover and focus. */
export function time(iso: string, now: Date | undefined): TemplateResult {
  const t = formatTime(iso, now ?? new Date());
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

export function serviceState(receipt: Receipt, polling: boolean): StateText {
  if (receipt.verified) {
    return {
      tone: 'ok',
      word: 'Verified',
      meaning: `The verification service has validated every link of this chain, from its root to turn ${receipt.chain_length}.`,
    };
  }
  return {
    tone: 'pending',
    word: 'Not yet verified',
    meaning: `The attestation is pending: the verification service has not yet validated this chain.${polling ? ' This card checks again until it has.' : ''}`,
  };
}

export function toneIcon(tone: Tone): TemplateResult {
  return tone === 'ok' ? iconCheck : tone === 'pending' ? iconPending : iconCross;
}

export function stateBlock(state: StateText, label: string): TemplateResult {
  return html`<div class="state tone-${state.tone}" part="status">
    <span class="word">${toneIcon(state.tone)}<span class="visually-hidden">${label}: </span>${state.word}</span>
    <p>${state.meaning}</p>
  </div>`;
}

/** The format the checker recognised, in words a reader can look up. */
export function algorithmText(check: ChainCheck): string {
  return check.algorithm ?? 'not a chain it can read';
}

/** What the chain check in this browser found, in words. */
export function checkState(check: ChainCheck, attestId: string): StateText & { problems: string[] } {
  const links = plural(check.links, 'link');
  if (!check.ok) {
    return {
      tone: 'danger',
      word: 'Check failed',
      meaning:
        check.firstBadLink !== null
          ? `The first bad link is entry ${check.firstBadLink}. Do not rely on this receipt.`
          : 'The chain does not match what this receipt claims. Do not rely on this receipt.',
      problems: check.problems,
    };
  }
  const recomputed = `All ${links} recomputed as ${check.algorithm} chains are (SHA-256)`;
  if (check.signature === 'valid') {
    const signed =
      check.algorithm === 'xycore'
        ? `${plural(check.signatures.valid, 'Ed25519 entry signature')} valid`
        : `the Ed25519 signature of attestation ${neutralizeBidi(attestId)} is valid`;
    return {
      tone: 'ok',
      word: 'Passed',
      meaning: `${recomputed}; root and length match this receipt; ${signed}${check.keyPinned ? ' and made with a trusted key' : ''}.`,
      problems: [],
    };
  }
  return {
    tone: 'pending',
    word: 'Links pass; not attested yet',
    meaning: `${recomputed} and root and length match this receipt. There is no ${check.algorithm === 'xycore' ? 'signature' : 'attestation'} to check yet.`,
    problems: [],
  };
}

export function checkBlock(
  result: { check?: ChainCheck; error?: ErrorDetail; pending: boolean; canRetry: boolean },
  attestId: string,
  onRetry: () => void,
): TemplateResult {
  let body: TemplateResult;
  if (result.pending && !result.check) {
    // The same three lines the result will have, so the card does not grow when the check ends.
    body = html`<div class="state tone-pending">
      <span class="word">${iconPending} Checking the chain in this browser…</span>
      <p>Every link and signature is being recomputed here, from the chain the service published.</p>
      <p class="algorithm" aria-hidden="true">&nbsp;</p>
    </div>`;
  } else if (result.error) {
    body = html`<div class="state tone-danger">
      <span class="word">${iconWarn} Could not be checked</span>
      <p>${sentence(result.error.error.message)} Nothing was checked, so nothing is confirmed.</p>
      ${result.canRetry ? html`<button type="button" @click=${onRetry}>Check again</button>` : nothing}
    </div>`;
  } else if (result.check) {
    const s = checkState(result.check, attestId);
    body = html`<div class="state tone-${s.tone}">
      <span class="word">${toneIcon(s.tone)}${s.word}</span>
      <p>${s.meaning}</p>
      <p class="algorithm">Chain format checked: <code>${algorithmText(result.check)}</code></p>
      ${s.problems.length ? html`<ul>${s.problems.map((p) => html`<li>${shown(p)}</li>`)}</ul>` : nothing}
    </div>`;
  } else {
    return html``;
  }
  return html`<section part="check" aria-labelledby="check-title">
    <h3 id="check-title">Checked in this browser</h3>
    ${body}
  </section>`;
}

export function sessionBlock(
  session: Session | undefined,
  error: ErrorDetail | undefined,
  problems: string[],
  now: Date | undefined,
): TemplateResult {
  if (!session) {
    return html`<section part="session" aria-labelledby="session-title">
      <h3 id="session-title">Session</h3>
      <p class="note">${iconWarn} The session could not be loaded: ${error?.error.message ?? 'unknown error'}</p>
    </section>`;
  }
  return html`<section part="session" aria-labelledby="session-title">
    <h3 id="session-title">Session</h3>
    <dl>
      <dt>Title</dt>
      <dd class="title">${session.title ? shown(session.title) : html`<span class="muted">(untitled)</span>`}</dd>
      <dt>Turns</dt>
      <dd>${session.turn_count}</dd>
      <dt>Updated</dt>
      <dd>${time(session.updated_at, now)}</dd>
    </dl>
    ${problems.length
      ? html`<div class="state tone-danger">
          <span class="word">${iconCross}Receipt and session disagree</span>
          <ul>${problems.map((p) => html`<li>${shown(p)}</li>`)}</ul>
        </div>`
      : html`<p class="note">${iconCheck} Receipt and session agree: same chain, root and length.</p>`}
  </section>`;
}

interface ErrorCopy {
  title: string;
  text: string;
  retry: boolean;
}

export function errorCopy(detail: ErrorDetail, receiptId: string): ErrorCopy {
  switch (detail.kind) {
    case 'not-found':
      return { title: 'Receipt not found', text: `No receipt has the id “${receiptId}”. Check the link or id.`, retry: true };
    case 'bad-request':
      return { title: 'Not a receipt id', text: detail.error.message, retry: false };
    case 'network':
    case 'timeout':
      return { title: 'Could not reach the service', text: detail.error.message, retry: true };
    case 'invalid-response':
      return { title: 'Unreadable answer', text: `The service sent a receipt this page cannot read: ${detail.error.message}`, retry: true };
    case 'rate-limited':
      return { title: 'Too many requests', text: detail.error.message, retry: true };
    default:
      return { title: 'The receipt could not be loaded', text: detail.error.message, retry: true };
  }
}

export function errorBlock(detail: ErrorDetail, receiptId: string, onRetry: () => void): TemplateResult {
  const copy = errorCopy(detail, receiptId);
  return html`<div class="error" part="error" role="alert">
    <span class="word">${iconWarn} ${copy.title}</span>
    <p>${copy.text}</p>
    ${copy.retry ? html`<button type="button" part="retry-button" @click=${onRetry}>Try again</button>` : nothing}
  </div>`;
}
