/**
 * A turn's structure layer: closest and second shape, the geometric
 * prediction, and every shape's score as a small ranked list (names and
 * numbers as text, a meter beside each; colour is never the only signal).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Structure } from '../../spec/index.js';
import { shown } from '../shared/text.js';
import { formatDecimal, meterValue, rankScores } from './format.js';

function shape(name: string, confidence: number | null | undefined): TemplateResult {
  return html`<code class="wrap">${shown(name)}</code>${typeof confidence === 'number'
      ? html` <span class="number">(${formatDecimal(confidence)})</span>`
      : nothing}`;
}

function renderScores(scores: Readonly<Record<string, number>>, turnId: string): TemplateResult {
  const ranked = rankScores(scores);
  const headingId = `${turnId}-scores`;
  if (ranked.length === 0) {
    return html`<div class="scores-block"><p class="label" id=${headingId}>All scores</p><p class="muted scores-empty">No shape was scored.</p></div>`;
  }
  return html`<div class="scores-block">
    <p class="label" id=${headingId}>All scores, best first</p>
    <ol class="scores" part="scores" aria-labelledby=${headingId}>
      ${ranked.map(
        ([name, score], i) =>
          html`<li class="score">
            <code class="score-name wrap" id="${turnId}-score-${i}">${shown(name)}</code>
            <meter part="meter" min="0" max="1" .value=${meterValue(score)} aria-labelledby="${turnId}-score-${i}"></meter>
            <span class="number score-value">${formatDecimal(score)}</span>
          </li>`,
      )}
    </ol>
  </div>`;
}

/** `implicationShownElsewhere`: the conflict check already sets the geometry's implication beside the content's. */
export function renderStructure(structure: Structure, turnId: string, implicationShownElsewhere = false): TemplateResult {
  const s = structure;
  return html`<div class="structure-layer">
    <dl class="structure" part="structure">
      <div><dt>Closest shape</dt><dd class="closest-shape">${shape(s.closest_shape, null)}</dd></div>
      <div><dt>Geometric confidence</dt><dd>${formatDecimal(s.geometric_confidence)}</dd></div>
      ${typeof s.second_shape === 'string'
        ? html`<div><dt>Second shape</dt><dd class="second-shape">${shape(s.second_shape, s.second_confidence)}</dd></div>`
        : nothing}
      <div><dt>Gap score</dt><dd>${formatDecimal(s.gap_score)}</dd></div>
      <div><dt>Fires</dt><dd class="fires">${s.fires ? 'yes' : 'no'}</dd></div>
      ${typeof s.implication_type === 'string' && !implicationShownElsewhere
        ? html`<div><dt>Geometry implies</dt><dd class="implication-type">${shown(s.implication_type)}</dd></div>`
        : nothing}
      ${typeof s.geometric_prediction === 'string' && s.geometric_prediction !== ''
        ? html`<div class="wide"><dt>Geometric prediction</dt><dd class="geometric-prediction">${shown(s.geometric_prediction)}</dd></div>`
        : nothing}
    </dl>
    ${s.all_scores ? renderScores(s.all_scores, turnId) : nothing}
  </div>`;
}
