/**
 * How a turn's layers relate: the content layer's own success flag, the
 * conflict check (a conflict is an alert; "Layers agree or compatible." with
 * `conflict: false` is a calm note, never an alert) and the bridge.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Bridge, Conflict, Content, Structure } from '../../spec/index.js';
import { shown } from '../shared/text.js';
import { formatDecimal, isFlatRecord, meterValue, readableValue, words } from './format.js';

/** Labels for the bridge fields the open-source server sends; others show their own key. */
const BRIDGE_LABELS: Record<string, string> = {
  status: 'Bridge status',
  shape_name: 'Shape',
  target_domain: 'Target domain',
  implication_type: 'Geometry implies',
  geometric_prediction: 'Geometric prediction',
  gap_score: 'Gap score',
  gap_dims: 'Gap dimensions',
};
const BRIDGE_SHOWN_APART = new Set(['bridge', 'assumptions', 'confidence']);
/** Bridge fields that repeat a structure field (the server copies them): shown once, under structure, when equal. */
const SAME_AS_STRUCTURE: Record<string, keyof Structure> = {
  shape_name: 'closest_shape',
  geometric_prediction: 'geometric_prediction',
  implication_type: 'implication_type',
  gap_score: 'gap_score',
};

export function confidence(label: string, value: number, id: string): TemplateResult {
  return html`<div class="confidence">
    <span id=${id}>${label}</span>
    <meter part="meter" min="0" max="1" low="0.4" high="0.7" optimum="1" .value=${meterValue(value)} aria-labelledby=${id}></meter>
    <span class="number">${formatDecimal(value)}</span>
  </div>`;
}

/** `success: false` means the content layer did not answer: what stands in the answer is a placeholder. */
export function renderContentNote(content: Content): TemplateResult | typeof nothing {
  if (content.success !== false) return nothing;
  return html`<p class="content-note" part="content-note">
    <strong>No content answer.</strong> The service's content layer did not succeed (success: no), so the text above is
    its placeholder, not an answer; the structure below still applies.
  </p>`;
}

function layerFacts(conflict: Conflict): TemplateResult | typeof nothing {
  const rows: [string, string, unknown][] = [
    ['content-implication', 'Content implies', conflict.content_implication],
    ['geometric-implication', 'Geometry implies', conflict.geometric_implication],
    ['directional-conflict', 'Directional conflict', conflict.directional_conflict],
    ['confidence-gap', 'Confidence gap', conflict.confidence_gap],
  ];
  const present = rows.filter(([, , value]) => value !== undefined && value !== null);
  if (present.length === 0) return nothing;
  return html`<dl class="layer-facts">
    ${present.map(([cls, label, value]) => html`<div><dt>${label}</dt><dd class=${cls}>${shown(readableValue(value))}</dd></div>`)}
  </dl>`;
}

export function renderConflict(conflict: Conflict, fresh: boolean): TemplateResult | typeof nothing {
  if (conflict.conflict) {
    return html`<div class="conflict" part="conflict" role=${fresh ? 'alert' : 'note'}>
      <p><strong>Conflict</strong> <span class="conflict-message">${conflict.message ? shown(conflict.message) : 'The service reported a conflict.'}</span></p>
      ${layerFacts(conflict)}
    </div>`;
  }
  // No conflict: the service's own words ("Layers agree or compatible.") and layer facts, if any, as a quiet note.
  const facts = layerFacts(conflict);
  if (!conflict.message && facts === nothing) return nothing;
  return html`<div class="agreement" part="agreement">
    <p><span class="label">No conflict</span>${conflict.message ? html` <span class="agreement-message">${shown(conflict.message)}</span>` : nothing}</p>
    ${facts}
  </div>`;
}

function bridgeValue(value: unknown): TemplateResult {
  if (isFlatRecord(value)) {
    return html`<ul class="flat">
      ${Object.entries(value).map(([k, v]) => html`<li><span class="muted">${shown(words(k))}</span> ${shown(readableValue(v))}</li>`)}
    </ul>`;
  }
  return shown(readableValue(value));
}

export function renderBridge(bridge: Bridge, turnId: string, structure: Structure): TemplateResult {
  const repeats = (key: string, value: unknown) => Object.hasOwn(SAME_AS_STRUCTURE, key) && structure[SAME_AS_STRUCTURE[key]!] === value;
  const extras = Object.entries(bridge).filter(([key, value]) => !BRIDGE_SHOWN_APART.has(key) && !repeats(key, value));
  // Known fields first, in a reading order; then the rest as the service sent them.
  const order = Object.keys(BRIDGE_LABELS);
  extras.sort(([a], [b]) => rank(order, a) - rank(order, b));
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
          ${extras.map(
            ([key, value]) =>
              html`<div data-key=${key}><dt>${Object.hasOwn(BRIDGE_LABELS, key) ? BRIDGE_LABELS[key] : shown(key)}</dt><dd>${bridgeValue(value)}</dd></div>`,
          )}
        </dl>`
      : nothing}
  </section>`;
}

function rank(order: string[], key: string): number {
  const at = order.indexOf(key);
  return at < 0 ? order.length : at;
}
