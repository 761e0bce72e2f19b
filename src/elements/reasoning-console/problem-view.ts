/**
 * The console's error panel: what went wrong in plain words, the server's own
 * words as text, the wait the service asked for, and "Send again".
 */
import { html, nothing, type TemplateResult } from 'lit';
import { shown } from '../shared/text.js';
import type { RunProblem } from './error-messages.js';

export interface ProblemViewOptions {
  /** Seconds left before sending again is allowed (0: none). */
  countdown: number;
  busy: boolean;
  onSendAgain: () => void;
}

export function renderProblem(problem: RunProblem, { countdown, busy, onSendAgain }: ProblemViewOptions): TemplateResult {
  const waiting = countdown > 0;
  return html`<div class="problem" part="error" role="alert" data-kind=${problem.kind} data-status=${problem.status ?? ''}>
    <p class="problem-title"><strong>${problem.title}</strong>${problem.status ? html`<span class="muted">${` (HTTP ${problem.status})`}</span>` : nothing}</p>
    <p class="problem-message">${problem.message}</p>
    ${waiting ? html`<p class="countdown">You can send again in <span class="seconds">${countdown}</span> s.</p>` : nothing}
    ${problem.serverDetail
      ? html`<p class="server-detail"><span class="label">${problem.audience === 'site-owner' ? 'Service said' : 'What was wrong'}</span> ${shown(problem.serverDetail)}</p>`
      : nothing}
    <button type="button" class="send-again" part="send-again-button" @click=${onSendAgain} ?disabled=${waiting || busy}>
      Send again
    </button>
  </div>`;
}
