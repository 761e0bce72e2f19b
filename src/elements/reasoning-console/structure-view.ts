/**
 * A turn's structure layer: closest and second shape, the geometric
 * prediction, and every shape's score as a small ranked list (names and
 * numbers as text, a meter beside each; colour is never the only signal).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import type { Structure } from '../../spec/index.js';
import { shown } from '../shared/text.js';
import { formatDecimal, meterValue, rankScores } from './format.js';

function shape(l: Localize, name: string, confidence: number | null | undefined): TemplateResult {
  return html`<code class="wrap">${shown(name)}</code>${typeof confidence === 'number'
      ? html` <span class="number">(${formatDecimal(confidence, l.lang)})</span>`
      : nothing}`;
}

function renderScores(l: Localize, scores: Readonly<Record<string, number>>, turnId: string): TemplateResult {
  const ranked = rankScores(scores);
  const headingId = `${turnId}-scores`;
  if (ranked.length === 0) {
    return html`<div class="scores-block"><p class="label" id=${headingId}>${l.t('allScores')}</p><p class="muted scores-empty">${l.t('noScores')}</p></div>`;
  }
  return html`<div class="scores-block">
    <p class="label" id=${headingId}>${l.t('allScoresRanked')}</p>
    <ol class="scores" part="scores" aria-labelledby=${headingId}>
      ${ranked.map(
        ([name, score], i) =>
          html`<li class="score">
            <code class="score-name wrap" id="${turnId}-score-${i}">${shown(name)}</code>
            <meter part="meter" min="0" max="1" .value=${meterValue(score)} aria-labelledby="${turnId}-score-${i}"></meter>
            <span class="number score-value">${formatDecimal(score, l.lang)}</span>
          </li>`,
      )}
    </ol>
  </div>`;
}

/** `implicationShownElsewhere`: the conflict check already sets the geometry's implication beside the content's. */
export function renderStructure(l: Localize, structure: Structure, turnId: string, implicationShownElsewhere = false): TemplateResult {
  const s = structure;
  return html`<div class="structure-layer">
    <dl class="structure" part="structure">
      <div><dt>${l.t('closestShape')}</dt><dd class="closest-shape">${shape(l, s.closest_shape, null)}</dd></div>
      <div><dt>${l.t('geometricConfidence')}</dt><dd>${formatDecimal(s.geometric_confidence, l.lang)}</dd></div>
      ${typeof s.second_shape === 'string'
        ? html`<div><dt>${l.t('secondShape')}</dt><dd class="second-shape">${shape(l, s.second_shape, s.second_confidence)}</dd></div>`
        : nothing}
      <div><dt>${l.t('gapScore')}</dt><dd>${formatDecimal(s.gap_score, l.lang)}</dd></div>
      <div><dt>${l.t('fires')}</dt><dd class="fires">${l.t(s.fires ? 'yes' : 'no')}</dd></div>
      ${typeof s.implication_type === 'string' && !implicationShownElsewhere
        ? html`<div><dt>${l.t('geometryImplies')}</dt><dd class="implication-type">${shown(s.implication_type)}</dd></div>`
        : nothing}
      ${typeof s.geometric_prediction === 'string' && s.geometric_prediction !== ''
        ? html`<div class="wide"><dt>${l.t('geometricPrediction')}</dt><dd class="geometric-prediction">${shown(s.geometric_prediction)}</dd></div>`
        : nothing}
    </dl>
    ${s.all_scores ? renderScores(l, s.all_scores, turnId) : nothing}
  </div>`;
}
