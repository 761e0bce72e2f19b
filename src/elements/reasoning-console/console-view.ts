/**
 * The console's whole layout as a function of a plain model: the toolbar, the transcript, the error panel
 * and the form; and what a server render shows, where no script may ever run to send anything.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import { DEFAULT_SESSION_NAME } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';
import type { RunProblem } from './error-messages.js';
import { renderForm, type FormViewOptions } from './form-view.js';
import { renderProblem } from './problem-view.js';
import type { Turn } from './transcript-store.js';
import { renderTurn } from './turn-view.js';

export interface ConsoleModel {
  l: Localize;
  endpoints: Endpoints;
  turns: readonly Turn[];
  /** The turn that has just arrived (it is highlighted). */
  freshTurnId: string;
  problem: RunProblem | null;
  /** Seconds left before a rate-limited run may be sent again. */
  countdown: number;
  onClear: () => void;
  onSendAgain: () => void;
  form: Omit<FormViewOptions, 'l'>;
}

/** Rendered on a server: it says what it needs rather than showing a form that does nothing. */
export function renderNeedsScript(l: Localize): TemplateResult {
  return html`<div class="console" part="base" lang=${l.lang} dir=${l.dir}>
    <div class="toolbar"><h2 class="title">${l.t('consoleTitle')}</h2></div>
    <p class="empty" part="notice">${l.t('needsScript')}</p>
  </div>`;
}

export function renderConsole(m: ConsoleModel): TemplateResult {
  const { l, endpoints, turns } = m;
  return html`<div class="console" part="base" lang=${l.lang} dir=${l.dir}>
    <div class="toolbar">
      <h2 class="title">${l.t('consoleTitle')}</h2>
      <button type="button" class="clear" part="clear-button" @click=${m.onClear} ?disabled=${turns.length === 0}>
        ${l.t('clearTranscript')}
      </button>
    </div>
    <ol class="transcript" part="transcript" aria-label=${l.t('transcript')}>
      ${turns.length === 0 ? html`<li class="empty">${l.t('noTurns')}</li>` : nothing}
      ${turns.map(
        (turn, i) =>
          html`<li>
            ${renderTurn(turn, {
              l,
              endpoints,
              defaultSessionName: DEFAULT_SESSION_NAME,
              number: i + 1,
              fresh: turn.id === m.freshTurnId,
            })}
          </li>`,
      )}
    </ol>
    ${m.problem ? renderProblem(l, m.problem, { countdown: m.countdown, busy: m.form.busy, onSendAgain: m.onSendAgain }) : nothing}
    ${renderForm({ l, ...m.form })}
  </div>`;
}
