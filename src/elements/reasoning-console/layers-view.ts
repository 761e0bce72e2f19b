/**
 * How a turn's layers relate: the content layer's own success flag, the
 * conflict check (a conflict is an alert; "Layers agree or compatible." with
 * `conflict: false` is a calm note, never an alert) and the bridge.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import type { TermKey } from '../../i18n/types.js';
import type { Bridge, Conflict, Content, Structure } from '../../spec/index.js';
import { shown } from '../shared/text.js';
import { formatDecimal, isFlatRecord, meterValue, readableValue, words } from './format.js';

/** Labels for the bridge fields the open-source server sends; others show their own key. */
const BRIDGE_LABELS: Record<string, TermKey> = {
  status: 'bridgeStatus',
  shape_name: 'shape',
  target_domain: 'targetDomain',
  implication_type: 'geometryImplies',
  geometric_prediction: 'geometricPrediction',
  gap_score: 'gapScore',
  gap_dims: 'gapDims',
};

/** yes, no, none and decimals in the element's language. */
const readable = (l: Localize, value: unknown) => readableValue(value, { yes: l.t('yes'), no: l.t('no'), none: l.t('none'), lang: l.lang });
const BRIDGE_SHOWN_APART = new Set(['bridge', 'assumptions', 'confidence']);
/** Bridge fields that repeat a structure field (the server copies them): shown once, under structure, when equal. */
const SAME_AS_STRUCTURE: Record<string, keyof Structure> = {
  shape_name: 'closest_shape',
  geometric_prediction: 'geometric_prediction',
  implication_type: 'implication_type',
  gap_score: 'gap_score',
};

export function confidence(l: Localize, label: string, value: number, id: string): TemplateResult {
  return html`<div class="confidence">
    <span id=${id}>${label}</span>
    <meter part="meter" min="0" max="1" low="0.4" high="0.7" optimum="1" .value=${meterValue(value)} aria-labelledby=${id}></meter>
    <span class="number">${formatDecimal(value, l.lang)}</span>
  </div>`;
}

/** `success: false` means the content layer did not answer: what stands in the answer is a placeholder. */
export function renderContentNote(l: Localize, content: Content): TemplateResult | typeof nothing {
  if (content.success !== false) return nothing;
  return html`<p class="content-note" part="content-note"><strong>${l.t('noContent')}</strong> ${l.t('noContentNote')}</p>`;
}

function layerFacts(l: Localize, conflict: Conflict): TemplateResult | typeof nothing {
  const rows: [string, string, unknown][] = [
    ['content-implication', l.t('contentImplies'), conflict.content_implication],
    ['geometric-implication', l.t('geometryImplies'), conflict.geometric_implication],
    ['directional-conflict', l.t('directionalConflict'), conflict.directional_conflict],
    ['confidence-gap', l.t('confidenceGap'), conflict.confidence_gap],
  ];
  const present = rows.filter(([, , value]) => value !== undefined && value !== null);
  if (present.length === 0) return nothing;
  return html`<dl class="layer-facts">
    ${present.map(([cls, label, value]) => html`<div><dt>${label}</dt><dd class=${cls}>${shown(readable(l, value))}</dd></div>`)}
  </dl>`;
}

export function renderConflict(l: Localize, conflict: Conflict, fresh: boolean): TemplateResult | typeof nothing {
  if (conflict.conflict) {
    return html`<div class="conflict" part="conflict" role=${fresh ? 'alert' : 'note'}>
      <p><strong>${l.t('conflict')}</strong> <span class="conflict-message">${conflict.message ? shown(conflict.message) : l.t('conflictReported')}</span></p>
      ${layerFacts(l, conflict)}
    </div>`;
  }
  // No conflict: the service's own words ("Layers agree or compatible.") and layer facts, if any, as a quiet note.
  const facts = layerFacts(l, conflict);
  if (!conflict.message && facts === nothing) return nothing;
  return html`<div class="agreement" part="agreement">
    <p><span class="label">${l.t('noConflict')}</span>${conflict.message ? html` <span class="agreement-message">${shown(conflict.message)}</span>` : nothing}</p>
    ${facts}
  </div>`;
}

function bridgeValue(l: Localize, value: unknown): TemplateResult {
  if (isFlatRecord(value)) {
    return html`<ul class="flat">
      ${Object.entries(value).map(([k, v]) => html`<li><span class="muted">${shown(words(k))}</span> ${shown(readable(l, v))}</li>`)}
    </ul>`;
  }
  return shown(readable(l, value));
}

export function renderBridge(l: Localize, bridge: Bridge, turnId: string, structure: Structure): TemplateResult {
  const repeats = (key: string, value: unknown) => Object.hasOwn(SAME_AS_STRUCTURE, key) && structure[SAME_AS_STRUCTURE[key]!] === value;
  const extras = Object.entries(bridge).filter(([key, value]) => !BRIDGE_SHOWN_APART.has(key) && !repeats(key, value));
  // Known fields first, in a reading order; then the rest as the service sent them.
  const order = Object.keys(BRIDGE_LABELS);
  extras.sort(([a], [b]) => rank(order, a) - rank(order, b));
  return html`<section class="bridge" part="bridge" aria-labelledby="${turnId}-bridge">
    <h4 id="${turnId}-bridge">${l.t('bridge')}</h4>
    ${typeof bridge.bridge === 'string' ? html`<p class="bridge-text">${shown(bridge.bridge)}</p>` : nothing}
    ${Array.isArray(bridge.assumptions) && bridge.assumptions.length
      ? html`<p class="label">${l.t('assumptions')}</p>
          <ul class="assumptions">
            ${bridge.assumptions.map((a) => html`<li>${shown(a)}</li>`)}
          </ul>`
      : nothing}
    ${typeof bridge.confidence === 'number' ? confidence(l, l.t('bridgeConfidence'), bridge.confidence, `${turnId}-bconf`) : nothing}
    ${extras.length
      ? html`<dl class="extras">
          ${extras.map(
            ([key, value]) =>
              html`<div data-key=${key}><dt>${Object.hasOwn(BRIDGE_LABELS, key) ? l.t(BRIDGE_LABELS[key]!) : shown(key)}</dt><dd>${bridgeValue(l, value)}</dd></div>`,
          )}
        </dl>`
      : nothing}
  </section>`;
}

function rank(order: string[], key: string): number {
  const at = order.indexOf(key);
  return at < 0 ? order.length : at;
}
