/**
 * The console's input form: the session name, the input with its length
 * count, Send and Cancel, and the polite status line that announces results.
 */
import { html, type TemplateResult } from 'lit';
import { DEFAULT_SESSION_NAME, MAX_INPUT_LENGTH, MAX_SESSION_NAME_LENGTH } from '../../spec/index.js';

export interface FormViewOptions {
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
  const over = o.draft.length > MAX_INPUT_LENGTH;
  return html`<form part="form" @submit=${o.onSubmit} aria-busy=${o.busy ? 'true' : 'false'}>
    <div class="field session-field">
      <label for="session">Session name</label>
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
      <span id="session-hint" class="hint">Same name, same chain. Empty uses “${DEFAULT_SESSION_NAME}”.</span>
    </div>
    <div class="field input-field">
      <label for="input">Input</label>
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
      <span id="input-hint" class="hint">Enter sends, Shift+Enter adds a line${o.busy ? ', Escape cancels' : ''}.</span>
      <span id="input-count" class="count ${over ? 'over' : ''}"
        >${o.draft.length.toLocaleString('en')} / ${MAX_INPUT_LENGTH.toLocaleString('en')} characters${over
          ? ' (too long: the service will refuse it)'
          : ''}</span
      >
    </div>
    <div class="actions">
      <button type="submit" class="send" part="send-button" aria-disabled=${o.busy ? 'true' : 'false'}>
        ${o.busy ? 'Sending…' : 'Send'}
      </button>
      <button type="button" class="cancel" part="cancel-button" @click=${o.onCancel} ?disabled=${!o.busy}>Cancel</button>
      <p class="notice" part="notice" role="status" aria-live="polite">${o.notice}</p>
    </div>
  </form>`;
}
