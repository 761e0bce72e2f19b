/**
 * Renders one turn: every field of the run response, as text only (Lit
 * escapes every binding; nothing from the service becomes markup, a class
 * name or a URL unless it passes a check).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import { isKnownStatus } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';
import { shown } from '../shared/text.js';
import { confidence, renderBridge, renderConflict, renderContentNote } from './layers-view.js';
import { renderChain, renderReceipt } from './receipt-view.js';
import { renderStructure } from './structure-view.js';
import type { Turn } from './transcript-store.js';

export interface TurnViewOptions {
  l: Localize;
  endpoints: Endpoints;
  defaultSessionName: string;
  /** Ordinal shown in the heading (1-based). */
  number: number;
  /** True for the turn that just arrived: its conflict is an assertive alert. */
  fresh: boolean;
}

export function renderStatus(l: Localize, status: string): TemplateResult {
  const known = isKnownStatus(status);
  return html`<span class="pill" part="status status-${known ? status.toLowerCase() : 'unknown'}" data-status=${known ? status : 'unknown'}
    ><span class="visually-hidden">${l.t('statusLabel')} </span>${shown(status)}${known ? nothing : html`<span class="unknown-note"> ${l.t('unknownStatus')}</span>`}</span
  >`;
}

export function renderTurn(turn: Turn, options: TurnViewOptions): TemplateResult {
  const { l } = options;
  const r = turn.response;
  const id = turn.id;
  const session = turn.sessionName || options.defaultSessionName;
  return html`<article class="turn" part="turn" id=${id} aria-labelledby="${id}-h" data-status=${isKnownStatus(r.status) ? r.status : 'unknown'}>
    <header>
      <h3 id="${id}-h" tabindex="-1">
        <span class="visually-hidden">${l.t('turn')} </span><span class="ordinal">${l.number(options.number)}</span>
        <span class="session" title=${l.t('sessionName')}>${shown(session)}</span>
      </h3>
      ${renderStatus(l, r.status)}
    </header>
    <p class="input" part="turn-input"><span class="label">${l.t('you')}</span> <span class="text">${shown(turn.input)}</span></p>
    <p class="answer" part="answer">${shown(r.content.answer)}</p>
    ${renderContentNote(l, r.content)}
    ${confidence(l, l.t('confidence'), r.content.confidence, `${id}-conf`)}
    <p class="implication"><span class="label">${l.t('implication')}</span> ${shown(r.content.implication)}</p>
    ${renderConflict(l, r.conflict, options.fresh)}
    ${renderStructure(l, r.structure, id, typeof r.conflict.geometric_implication === 'string')}
    ${r.bridge ? renderBridge(l, r.bridge, id, r.structure) : nothing}
    ${renderChain(l, r.chain)} ${renderReceipt(l, r.receipt, options.endpoints)}
  </article>`;
}
