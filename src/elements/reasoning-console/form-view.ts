/**
 * The console's input form: the session name, the input with its length
 * count, Send and Cancel, and the status line (results are also announced,
 * through the page's shared live region).
 */
import { html, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import { DEFAULT_SESSION_NAME, MAX_INPUT_LENGTH, MAX_SESSION_NAME_LENGTH } from '../../spec/index.js';

export interface FormViewOptions {
  l: Localize;
  draft: string;
  sessionName: string;
  placeholder: string;
  busy: boolean;
  /** The status line's text. */
  notice: string;
  onSubmit: (event: SubmitEvent) => void;
  onInput: (event: InputEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onSessionInput: (event: InputEvent) => void;
  onCancel: () => void;
}

export function renderForm(o: FormViewOptions): TemplateResult {
  const { l } = o;
  const over = o.draft.length > MAX_INPUT_LENGTH;
  return html`<form part="form" @submit=${o.onSubmit} aria-busy=${o.busy ? 'true' : 'false'}>
    <div class="field session-field">
      <label for="session">${l.t('sessionName')}</label>
      <input
        id="session"
        part="session-name"
        name="session_name"
        autocomplete="off"
        spellcheck="false"
        maxlength=${MAX_SESSION_NAME_LENGTH}
        placeholder=${DEFAULT_SESSION_NAME}
        aria-describedby="session-hint"
        .value=${o.sessionName}
        @input=${o.onSessionInput}
      />
      <span id="session-hint" class="hint">${l.t('sessionHint', { name: DEFAULT_SESSION_NAME })}</span>
    </div>
    <div class="field input-field">
      <label for="input">${l.t('input')}</label>
      <textarea
        id="input"
        part="input"
        name="input"
        rows="3"
        placeholder=${o.placeholder}
        aria-describedby="input-hint input-count"
        aria-invalid=${over ? 'true' : 'false'}
        .value=${o.draft}
        @input=${o.onInput}
        @keydown=${o.onKeyDown}
      ></textarea>
      <span id="input-hint" class="hint">${l.t(o.busy ? 'inputHintBusy' : 'inputHint')}</span>
      <span id="input-count" class="count ${over ? 'over' : ''}">${l.t(over ? 'charCountOver' : 'charCount', { count: o.draft.length, max: MAX_INPUT_LENGTH })}</span>
    </div>
    <div class="actions">
      <button type="submit" class="send" part="send-button" aria-disabled=${o.busy ? 'true' : 'false'}>
        ${l.t(o.busy ? 'sending' : 'send')}
      </button>
      <button type="button" class="cancel" part="cancel-button" @click=${o.onCancel} ?disabled=${!o.busy}>${l.t('cancel')}</button>
      <!-- Seen here; heard through the page's shared live region (shared/announce.ts). -->
      <p class="notice" part="notice">${o.notice}</p>
    </div>
  </form>`;
}

/**
 * What a key in the input does: Escape cancels a run in flight; Enter sends, where Shift+Enter keeps the
 * newline, an IME composing text owns Enter, and Alt, Ctrl or Meta with it do something else.
 */
export function keyAction(event: KeyboardEvent, busy: boolean): 'cancel' | 'send' | undefined {
  if (event.key === 'Escape' && busy) return 'cancel';
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.keyCode === 229) return undefined;
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  return 'send';
}
