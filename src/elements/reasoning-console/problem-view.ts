/**
 * The console's error panel: what went wrong in plain words, the server's own
 * words as text, the wait the service asked for, and "Send again".
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import { errorText } from '../shared/error-text.js';
import { shown } from '../shared/text.js';
import { say, type RunProblem } from './error-messages.js';

export interface ProblemViewOptions {
  /** Seconds left before sending again is allowed (0: none). */
  countdown: number;
  busy: boolean;
  onSendAgain: () => void;
}

export function renderProblem(l: Localize, problem: RunProblem, { countdown, busy, onSendAgain }: ProblemViewOptions): TemplateResult {
  const waiting = countdown > 0;
  // The server's own words stay as they are; the client's own messages are said in the page's language.
  const detail = problem.serverDetail && problem.error ? errorText(l, problem.error) || problem.serverDetail : problem.serverDetail;
  return html`<div class="problem" part="error" role="alert" data-kind=${problem.kind} data-status=${problem.status ?? ''}>
    <p class="problem-title"><strong>${say(l, problem.title)}</strong>${problem.status ? html`<span class="muted">${` (HTTP ${problem.status})`}</span>` : nothing}</p>
    <p class="problem-message">${say(l, problem.message)}</p>
    ${waiting ? html`<p class="countdown">${l.parts('sendAgainIn', { seconds: html`<span class="seconds">${l.number(countdown)}</span>` })}</p>` : nothing}
    ${detail
      ? html`<p class="server-detail"><span class="label">${l.t(problem.audience === 'site-owner' ? 'serviceSaid' : 'whatWasWrong')}</span> ${shown(detail)}</p>`
      : nothing}
    <button type="button" class="send-again" part="send-again-button" @click=${onSendAgain} ?disabled=${waiting || busy}>
      ${l.t('sendAgain')}
    </button>
  </div>`;
}
