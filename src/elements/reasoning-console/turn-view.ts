/**
 * Renders one turn: every field of the run response, as text only (Lit
 * escapes every binding; nothing from the service becomes markup, a class
 * name or a URL unless it passes a check).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isKnownStatus, isPlainId, type Bridge, type RunResponse } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';
import { shown } from '../shared/text.js';
import { formatDecimal, meterValue, plainValue, shortenHash } from './format.js';
import type { Turn } from './transcript-store.js';

const KNOWN_BRIDGE_KEYS = new Set(['bridge', 'assumptions', 'confidence']);

export interface TurnViewOptions {
  endpoints: Endpoints;
  defaultSessionName: string;
  /** Ordinal shown in the heading (1-based). */
  number: number;
  /** True for the turn that just arrived: its conflict is an assertive alert. */
  fresh: boolean;
}

export function renderStatus(status: string): TemplateResult {
  const known = isKnownStatus(status);
  return html`<span class="pill" part="status status-${known ? status.toLowerCase() : 'unknown'}" data-status=${known ? status : 'unknown'}
    ><span class="visually-hidden">Status: </span>${shown(status)}${known ? nothing : html`<span class="unknown-note"> (unrecognised status)</span>`}</span
  >`;
}

function confidence(label: string, value: number, id: string): TemplateResult {
  return html`<div class="confidence">
    <span id=${id}>${label}</span>
    <meter part="meter" min="0" max="1" low="0.4" high="0.7" optimum="1" .value=${meterValue(value)} aria-labelledby=${id}></meter>
    <span class="number">${formatDecimal(value)}</span>
  </div>`;
}

function renderBridge(bridge: Bridge, turnId: string): TemplateResult {
  const extras = Object.entries(bridge).filter(([key]) => !KNOWN_BRIDGE_KEYS.has(key));
  return html`<section class="bridge" part="bridge" aria-labelledby="${turnId}-bridge">
    <h4 id="${turnId}-bridge">Bridge</h4>
    ${typeof bridge.bridge === 'string' ? html`<p class="bridge-text">${shown(bridge.bridge)}</p>` : nothing}
    ${Array.isArray(bridge.assumptions) && bridge.assumptions.length
      ? html`<p class="label">Assumptions</p>
          <ul class="assumptions">
            ${bridge.assumptions.map((a) => html`<li>${shown(a)}</li>`)}
          </ul>`
      : nothing}
    ${typeof bridge.confidence === 'number' ? confidence('Bridge confidence', bridge.confidence, `${turnId}-bconf`) : nothing}
    ${extras.length
      ? html`<dl class="extras">
          ${extras.map(([key, value]) => html`<div><dt>${shown(key)}</dt><dd>${shown(plainValue(value))}</dd></div>`)}
        </dl>`
      : nothing}
  </section>`;
}

function renderChain(chain: RunResponse['chain']): TemplateResult {
  return html`<dl class="chain" part="chain">
    <div><dt>Chain</dt><dd><code class="wrap">${shown(chain.id)}</code></dd></div>
    <div>
      <dt>Root</dt>
      <dd>
        <code class="root" tabindex="0" title=${chain.root}
          ><span class="short" aria-hidden="true">${shortenHash(chain.root)}</span><span class="full">${chain.root}</span></code
        >
      </dd>
    </div>
    <div><dt>Length</dt><dd class="chain-length">${chain.length}</dd></div>
    <div>
      <dt>Verified</dt>
      <!-- The answer's own flag, as it was then; the badge beside the receipt shows the receipt now. -->
      <dd class="verified" data-verified=${chain.verified ? 'true' : 'false'}>${chain.verified ? 'yes' : 'not yet (at this turn)'}</dd>
    </div>
  </dl>`;
}

/** The badge is the link to the receipt's page; the id beside it is text (one link, not two). */
function renderReceipt(receipt: RunResponse['receipt'], endpoints: Endpoints): TemplateResult {
  const plain = isPlainId(receipt.id);
  return html`<div class="receipt" part="receipt">
    <span class="label">Receipt</span>
    ${plain
      ? html`<chain-badge
            receipt-id=${receipt.id}
            base-url=${endpoints.baseUrl}
            receipts-url=${endpoints.receiptsUrl}
            app-url=${endpoints.appUrl}
          ></chain-badge>
          <code class="receipt-id">${shown(receipt.id)}</code>`
      : html`<code class="wrap">${shown(receipt.id)}</code> <span class="muted">(not a linkable id)</span>`}
  </div>`;
}

export function renderTurn(turn: Turn, options: TurnViewOptions): TemplateResult {
  const r = turn.response;
  const id = turn.id;
  const session = turn.sessionName || options.defaultSessionName;
  return html`<article class="turn" part="turn" id=${id} aria-labelledby="${id}-h" data-status=${isKnownStatus(r.status) ? r.status : 'unknown'}>
    <header>
      <h3 id="${id}-h" tabindex="-1">
        <span class="visually-hidden">Turn </span><span class="ordinal">${options.number}</span>
        <span class="session" title="Session name">${shown(session)}</span>
      </h3>
      ${renderStatus(r.status)}
    </header>
    <p class="input" part="turn-input"><span class="label">You</span> <span class="text">${shown(turn.input)}</span></p>
    <p class="answer" part="answer">${shown(r.content.answer)}</p>
    ${confidence('Confidence', r.content.confidence, `${id}-conf`)}
    <p class="implication"><span class="label">Implication</span> ${shown(r.content.implication)}</p>
    ${r.conflict.conflict
      ? html`<div class="conflict" part="conflict" role=${options.fresh ? 'alert' : 'note'}>
          <strong>Conflict</strong> <span class="conflict-message">${r.conflict.message ? shown(r.conflict.message) : 'The service reported a conflict.'}</span>
        </div>`
      : nothing}
    <dl class="structure" part="structure">
      <div><dt>Closest shape</dt><dd><code class="wrap">${shown(r.structure.closest_shape)}</code></dd></div>
      <div><dt>Geometric confidence</dt><dd>${formatDecimal(r.structure.geometric_confidence)}</dd></div>
      <div><dt>Gap score</dt><dd>${formatDecimal(r.structure.gap_score)}</dd></div>
      <div><dt>Fires</dt><dd class="fires">${r.structure.fires ? 'yes' : 'no'}</dd></div>
    </dl>
    ${r.bridge ? renderBridge(r.bridge, id) : nothing}
    ${renderChain(r.chain)} ${renderReceipt(r.receipt, options.endpoints)}
  </article>`;
}
