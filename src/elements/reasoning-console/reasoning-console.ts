/**
 * `<reasoning-console>`: send inputs to POST {proxy-url}/run (the proxy holds
 * the API key; the browser never does) and show every field of each answer.
 * The transcript lives in sessionStorage, since the service keeps none.
 */
import { isServer, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { newIdempotencyKey } from '../../client/index.js';
import type { RunRequest } from '../../spec/index.js';
import { RunCompleteEvent, RunErrorEvent, RunStartEvent } from '../shared/run-events.js';
import { ReasoningElement } from '../shared/reasoning-element.js';
import { RetryCountdown } from './countdown.js';
import { answeredSaid, say, type RunProblem, type Said } from './error-messages.js';
import { consoleGroup } from '../../i18n/lang/en.console.js';
import { errorsGroup } from '../../i18n/lang/en.errors.js';
import { problemsGroup } from '../../i18n/lang/en.problems.js';
import { turnGroup } from '../../i18n/lang/en.turn.js';
import { renderConsole, renderNeedsScript } from './console-view.js';
import { keyAction } from './form-view.js';
import { runClient, sendRun, timeoutOf, type RunHeaders } from './run-client.js';
import { readRunFailure } from './run-failure.js';
import { styles } from './styles.js';
import { STORAGE_PREFIX, TranscriptStore, storageName, turnOf, type Turn } from './transcript-store.js';

export type { RunHeaders };

type InFlight = { controller: AbortController; request: RunRequest };

/**
 * @summary A console that runs reasoning through the key-hiding proxy and keeps a per-page transcript.
 *
 * @fires run-start - Before the request goes out; `detail.request`.
 * @fires run-complete - A 200 arrived; `detail.request`, `detail.response`.
 * @fires run-error - The run failed or was cancelled; `detail.kind`, `detail.status`, `detail.error`, `detail.request`.
 *
 * @csspart base - The outer wrapper.
 * @csspart transcript - The list of turns.
 * @csspart turn - One turn.
 * @csspart status - A status pill (also `status-ground`, `status-bridge`, `status-conflict`, `status-provisional`, `status-unknown`).
 * @csspart turn-input - What was sent, in a turn.
 * @csspart answer - A turn's answer.
 * @csspart meter - A confidence or score meter.
 * @csspart content-note - The note shown when the service's content layer did not succeed (`content.success: false`).
 * @csspart conflict - A conflict alert.
 * @csspart agreement - The quiet note when the layers do not conflict (e.g. "Layers agree or compatible.").
 * @csspart bridge - A bridge section.
 * @csspart structure - A turn's structure fields.
 * @csspart scores - The ranked list of every shape's score (`structure.all_scores`).
 * @csspart chain - A turn's chain fields.
 * @csspart receipt - A turn's receipt (badge and link, or the inline chain receipt when there is no public one).
 * @csspart form - The input area.
 * @csspart input - The multi-line input.
 * @csspart session-name - The session name field.
 * @csspart send-button - The Send button.
 * @csspart cancel-button - The Cancel button.
 * @csspart clear-button - The Clear transcript button.
 * @csspart error - The error panel.
 * @csspart send-again-button - The error panel's Send again button.
 * @csspart notice - The status line (sending, refused, results); each is also announced through the page's shared live region.
 *
 * @cssproperty --reasoning-console-transcript-max-height - Height after which the transcript scrolls (default: none).
 */
export class ReasoningConsoleElement extends ReasoningElement {
  static readonly tagName = 'reasoning-console';
  static override styles = styles;
  static override terms = [errorsGroup, consoleGroup, turnGroup, problemsGroup];

  /** Session name sent with each input; empty means the service's default. */
  @property({ attribute: 'session-name' }) sessionName = '';
  /** Placeholder of the input box; default "Ask something…", in the page's language. */
  @property() placeholder = '';
  /** Storage slot of the transcript; defaults to the page path (plus the element's id). */
  @property({ attribute: 'storage-key' }) storageKey?: string;
  /** Milliseconds to wait for an answer before giving up (default 10000). */
  @property({ type: Number }) timeout?: number;
  /** Light or dark; unset follows the page. */
  @property({ reflect: true }) theme?: 'light' | 'dark';
  /**
   * Headers sent with each run, or a function giving them (called per run, so a token can be refreshed),
   * e.g. `{ authorization: 'Bearer …' }` for a proxy that checks a token. Same-origin cookies go anyway.
   */
  @property({ attribute: false }) headers?: RunHeaders;
  /** The fetch runs use instead of the page's (to add credentials your own way). */
  @property({ attribute: false }) fetch?: typeof globalThis.fetch;

  /** The turns shown, oldest first. */
  @state() private turnList: Turn[] = [];
  @state() private draft = '';
  @state() private inFlight: InFlight | null = null;
  @state() private problem: RunProblem | null = null;
  /** The status line: a term with its values, said in the language in force. */
  @state() private notice: Said | null = null;
  @state() private freshTurnId = '';

  @query('textarea') private textarea!: HTMLTextAreaElement | null;

  private store: TranscriptStore | undefined;
  /**
   * The last run that failed, with its idempotency key: "Send again" reuses
   * the key, so a request that reached the service but lost its answer
   * returns that answer instead of recording a second turn.
   */
  private failedRequest: { request: RunRequest; idempotencyKey: string } | null = null;
  /** The wait a 429 asked for before sending again. */
  private readonly countdown = new RetryCountdown(this);

  /** The transcript, oldest first (a copy). */
  get turns(): Turn[] {
    return [...this.turnList];
  }

  /** The text in the input box. */
  get value(): string {
    return this.draft;
  }
  set value(text: string) {
    this.draft = String(text ?? '');
    this.persist();
  }

  /** True while a run is in flight. */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.openStore();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.inFlight?.controller.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('storageKey') && changed.get('storageKey') !== undefined) this.openStore();
  }

  private openStore(): void {
    const name = storageName(this.storageKey, this.id);
    if (this.store?.key === STORAGE_PREFIX + name) return;
    this.store = new TranscriptStore(name);
    const saved = this.store.load();
    this.turnList = saved.turns;
    if (!this.draft) this.draft = saved.draft;
    // The session-name attribute wins; otherwise the name typed before the reload is back.
    if (!this.sessionName) this.sessionName = saved.sessionName;
  }

  /** Saves the transcript; false when the browser refused (storage full or blocked). */
  private persist(): boolean {
    return this.store?.save({ turns: this.turnList, draft: this.draft, sessionName: this.sessionName }) ?? false;
  }

  /**
   * Sends the input box's text under the current session name. Refused (and
   * said so) while another run is in flight or when there is nothing to send.
   * Resolves to true when an answer arrived.
   */
  send(): Promise<boolean> {
    const busy = this.refuseWhileBusy();
    if (busy) return busy;
    const input = this.draft;
    if (input.trim() === '') {
      this.textarea?.focus();
      return Promise.resolve(this.refuse({ key: 'typeFirst' }));
    }
    const name = this.sessionName;
    const request: RunRequest = name.trim() === '' ? { input } : { input, session_name: name };
    return this.run(request);
  }

  /**
   * Sends the request that failed last, exactly as it was and under the same
   * idempotency key (the "Send again" button does this), so a turn the
   * service did run is answered from its idempotency store, never run twice.
   */
  sendAgain(): Promise<boolean> {
    if (!this.failedRequest) return this.send();
    return this.refuseWhileBusy() ?? this.run(this.failedRequest.request, this.failedRequest.idempotencyKey);
  }

  /** Aborts the run in flight, if any. */
  cancel(): void {
    this.inFlight?.controller.abort(new DOMException('Cancelled by the user.', 'AbortError'));
  }

  /** Forgets the transcript (this page's storage slot). The input box is kept. */
  clear(): void {
    this.turnList = [];
    this.freshTurnId = '';
    this.problem = null;
    this.failedRequest = null;
    this.countdown.stop();
    this.store?.clear();
    this.persist();
    this.tell({ key: 'cleared' });
  }

  /** Refuses (and says so) while a run is in flight or a 429's wait is not over. */
  private refuseWhileBusy(): Promise<false> | undefined {
    if (this.inFlight) return Promise.resolve(this.refuse({ key: 'alreadySending' }));
    if (this.countdown.seconds > 0) return Promise.resolve(this.refuse({ key: 'waitMore', values: { count: this.countdown.seconds } }));
    return undefined;
  }

  /** Shows `notice` on the status line and says it once through the page's live region. */
  private tell(notice: Said): void {
    this.notice = notice;
    this.announce(say(this.localize, notice));
  }

  private refuse(message: Said): false {
    // Said again even when the words are the same: a repeated refusal is announced again.
    this.tell(message);
    return false;
  }

  private async run(request: RunRequest, idempotencyKey = newIdempotencyKey()): Promise<boolean> {
    const controller = new AbortController();
    const flight: InFlight = { controller, request };
    const seen: { challenged?: boolean } = {};
    this.inFlight = flight;
    this.problem = null;
    this.tell({ key: 'sending' });
    this.dispatchEvent(new RunStartEvent({ request }));
    try {
      const client = runClient(this.endpoints, this.fetch, timeoutOf(this.timeout), seen);
      const response = await sendRun(client, request, { signal: controller.signal, idempotencyKey, headers: this.headers });
      const turn = turnOf(request, response);
      this.turnList = [...this.turnList, turn];
      this.freshTurnId = turn.id;
      this.failedRequest = null;
      if (this.draft === request.input) this.draft = '';
      const saved = this.persist();
      this.tell(answeredSaid(response, this.turnList.length, saved));
      this.dispatchEvent(new RunCompleteEvent({ request, response }));
      return true;
    } catch (error) {
      const context = { timeoutMs: timeoutOf(this.timeout) ?? 10_000, runUrl: `${this.endpoints.proxyUrl}/run`, pageOrigin: globalThis.location?.origin, challenged: seen.challenged };
      const { aborted, problem, detail } = await readRunFailure(error, controller.signal, context);
      this.problem = problem;
      this.failedRequest = { request, idempotencyKey };
      this.tell(aborted ? { key: 'cancelledKept' } : { key: 'failedKept', values: { title: problem.title } });
      if (problem.retryAfter) this.countdown.start(problem.retryAfter);
      this.dispatchEvent(new RunErrorEvent({ ...detail, request }));
      return false;
    } finally {
      if (this.inFlight === flight) this.inFlight = null;
      await this.updateComplete;
      // Focus returns to the input so the next question can be typed at once;
      // the result itself is announced by the polite status line.
      if (this.isConnected) this.textarea?.focus();
    }
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const action = keyAction(event, this.inFlight !== null);
    if (!action) return;
    event.preventDefault();
    if (action === 'cancel') this.cancel();
    else void this.send();
  };

  private readonly onInput = (event: Event): void => {
    this.draft = (event.target as HTMLTextAreaElement).value;
    this.persist();
  };

  private readonly onSessionInput = (event: Event): void => {
    this.sessionName = (event.target as HTMLInputElement).value;
    this.persist();
  };

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    void this.send();
  };

  override render(): TemplateResult {
    const l = this.localize;
    // Rendered on a server, where script may never run: nothing here could send, so it says what it needs
    // rather than showing a form that does nothing. In the browser the first render replaces it.
    if (isServer) return renderNeedsScript(l);
    const busy = this.inFlight !== null;
    return renderConsole({
      l,
      endpoints: this.endpoints,
      turns: this.turnList,
      freshTurnId: this.freshTurnId,
      problem: this.problem,
      countdown: this.countdown.seconds,
      onClear: () => this.clear(),
      onSendAgain: () => void this.sendAgain(),
      form: {
        draft: this.draft,
        sessionName: this.sessionName,
        placeholder: this.placeholder || l.t('placeholder'),
        busy,
        notice: this.notice ? say(l, this.notice) : '',
        onSubmit: this.onSubmit,
        onInput: this.onInput,
        onKeyDown: this.onKeyDown,
        onSessionInput: this.onSessionInput,
        onCancel: () => this.cancel(),
      },
    });
  }
}
