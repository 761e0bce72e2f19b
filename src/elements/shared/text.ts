/**
 * How the elements show a server-supplied string: bidirectional controls made
 * visible (see badge/text.ts) and the value inside `<bdi>`, which isolates its
 * direction, so a right-to-left value displays right to left without
 * reordering the label, punctuation or values around it.
 */
import { html, type TemplateResult } from 'lit';
import { neutralizeBidi } from '../../badge/text.js';

export { neutralizeBidi, hasBidiControls } from '../../badge/text.js';

/** A server value for display: controls neutralised, direction isolated. */
export function shown(value: unknown): TemplateResult {
  return html`<bdi>${neutralizeBidi(typeof value === 'string' ? value : String(value ?? ''))}</bdi>`;
}
