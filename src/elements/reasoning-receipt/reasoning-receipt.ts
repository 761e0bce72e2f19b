import { html, isServer, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { linkUrls } from '../../badge/embed.js';
import type { ChainCheck } from '../../client/verify/result.js';
import type { Receipt, Session } from '../../spec/index.js';
import { QuietElement } from './quiet-element.js';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { badgeGroup } from '../../i18n/lang/en.badge.js';
import { checkGroup } from '../../i18n/lang/en.check.js';
import { errorsGroup } from '../../i18n/lang/en.errors.js';
import { receiptGroup } from '../../i18n/lang/en.receipt.js';
import { tokens } from '../shared/tokens.js';
import { cardView, compactView, fallbackView, type CardModel } from './card-views.js';
import { CopiedFlag } from './copied-flag.js';
import { checkViewOf } from './check-view.js';
import type { CheckProgress, LoadedReceipt, ReceiptCheck } from './fetchers.js';
import { givenAsLoaded, receiptLoad } from './receipt-load.js';
import { keyListConverter, secondsConverter } from './attributes.js';
import { receiptLinks } from './links.js';
import { prepareFormatters } from './format.js';
import { CheckRun } from './check-run.js';
import { ReceiptRefresh } from './refresh.js';
import { outcomeOfRecord, type Outcome } from '../../badge/outcome.js';
import { outcomeOfCheck, outcomeOfError } from '../../client/outcome.js';
import { showOutcome } from '../shared/outcome-state.js';
import { verifyCommand } from '../shared/terminal-command.js';
import { fixText, setupMistake, warnSetup, type SetupMistake } from '../shared/setup-warning.js';
import { badgeWords } from '../shared/badge-words.js';
import { readInlineData, type ReceiptData } from '../shared/inline-data.js';
import { receiptStyles } from './styles.js';
import { drawnBadgeStyles } from '../shared/lit-styles.js';
import { errorBlock, loadedText, misconfiguredBlock } from './views.js';

export type { CheckProgress, LoadedReceipt, ReceiptCheck, ReceiptData };

/**
 * The public receipt of a Reasoning Service chain: what the service says
 * (its `verified` flag), kept apart from what this page checked itself
 * (`verify`: every link recomputed and the attestation's signature checked).
 *
 * Data rendered at build time (a `receipt` property, or a
 * `<script type="application/json">{"receipt":…}</script>` child, see
 * `reasoning-elements/render`) is shown at once, then refreshed as usual.
 *
 * @tag reasoning-receipt
 * @slot loading - Shown while the receipt loads (default: the receipt id, its badge image and a link to its page, role="status").
 * @slot error - Shown when the receipt cannot be loaded (default: the reason and a retry button).
 * @fires receipt-load - ReceiptLoadEvent `{ receipt, session? }`: first load, and each refresh that changed something.
 * @fires receipt-error - ReceiptErrorEvent `{ error, kind, status?, receiptId }`: a load or refresh failed.
 * @csspart card - The receipt card (every state but loading and error).
 * @csspart status - The service's verified state: icon, word and meaning.
 * @csspart fields - The list of receipt fields.
 * @csspart check - The result of the chain check run in this browser (`verify`).
 * @csspart session - The session block (`with-session`).
 * @csspart badge - The badge (drawn inline, like `<chain-badge>`'s).
 * @csspart copy-button - The button that copies the chain root.
 * @csspart skeleton - The default loading placeholder.
 * @csspart error - The default error message.
 * @csspart retry-button - The default error's retry button.
 * @cssprop --reasoning-card-min-height - Height kept while loading (default: the card's usual height).
 */
export class ReasoningReceiptElement extends QuietElement {
  static readonly tagName = 'reasoning-receipt';
  static override styles = [tokens, receiptStyles, drawnBadgeStyles];
  static override terms = [badgeGroup, errorsGroup, receiptGroup, checkGroup];

  /** The receipt to show (GET {base-url}/receipts/{receipt-id}). */
  @property({ attribute: 'receipt-id', reflect: true, useDefault: true }) receiptId = '';
  /** Also load the receipt's session and cross-check the two. */
  @property({ attribute: 'with-session', type: Boolean, reflect: true, useDefault: true }) withSession = false;
  /** Re-check the chain and its attestation in this browser. */
  @property({ type: Boolean, reflect: true, useDefault: true }) verify = false;
  /**
   * Seconds between re-reads while the receipt is unverified; unset means the page's
   * shared re-read (shared/receipt-watch.ts: 1 s, then 2 s, backing off to 60 s, for
   * at most 15 minutes); 0 turns polling off. Polling stops once verified.
   */
  @property({ reflect: true, converter: secondsConverter }) refresh?: number;
  /** A short, one-block layout. */
  @property({ type: Boolean, reflect: true, useDefault: true }) compact = false;
  /** Base64 raw Ed25519 keys to trust for `verify` (space-separated); any other key fails the check. */
  @property({ attribute: 'trusted-keys', converter: keyListConverter }) trustedKeys?: string[];

  /** Bumped to re-read the receipt (retry, polling); a bump re-reads past the client's short cache. */
  @state() private revision = 0;
  @state() private checkRevision = 0;
  /** Data given before any load: the `receipt`/`session`/`check` properties or the inline JSON child. */
  @state() private given: Partial<ReceiptData> = {};

  /** The receipt and session last announced with receipt-load (an unchanged refresh is not news). */
  private announced: { receipt: Receipt; session: Session | undefined } | undefined;
  /** The copy buttons' "Copied" states: the chain root's and the verify command's. */
  readonly #rootCopied = new CopiedFlag(this);
  readonly #commandCopied = new CopiedFlag(this);

  private readonly load = receiptLoad(this, {
    args: () => [this.receiptId.trim(), this.endpoints.baseUrl, this.withSession, this.revision, this.givenFor(this.receiptId.trim())],
    verify: () => this.verify,
    fromWatch: () => this.#refresher.takeFromWatch(),
    onRefreshError: (error, receiptId) => this.emitError(error, receiptId),
    onComplete: (loaded) => this.onLoaded(loaded),
    onError: (error) => this.emitError(error, this.receiptId.trim()),
  });

  /** This browser's check of the receipt shown (`verify`), with its progress bar. */
  private readonly checker = new CheckRun(this, this.localize, (text) => this.announce(text), () => [
    this.verify,
    this.current()?.receipt,
    this.endpoints.baseUrl,
    this.trustedKeys,
    this.checkRevision,
  ]);

  /** Re-reads an unverified receipt: every `refresh` seconds, else with the page's shared watch. */
  readonly #refresher = new ReceiptRefresh(this, {
    refresh: () => this.refresh,
    receiptId: () => this.receiptId.trim(),
    baseUrl: () => this.endpoints.baseUrl,
    load: this.load,
    reread: () => this.revision++,
  });

  /**
   * The receipt shown, if any. Set it (with `receipt-id` unset or equal to its
   * id) to show data fetched elsewhere, e.g. at build time, with no loading state.
   */
  get receipt(): Receipt | undefined {
    return this.current()?.receipt;
  }
  set receipt(receipt: Receipt | undefined) {
    this.given = { ...this.given, receipt };
    if (receipt && !this.receiptId.trim()) this.setQuietly('receiptId', receipt.id);
  }

  /** The session shown (`with-session`), if any; settable beside `receipt`. */
  get session(): Session | undefined {
    return this.current()?.session;
  }
  set session(session: Session | undefined) {
    this.given = { ...this.given, session };
  }

  /** The result of the in-browser check (`verify`), once it has run; settable beside `receipt` (shown until this browser's own check ends). */
  get check(): ChainCheck | undefined {
    if (this.checker.status === 'complete') return this.checker.value?.check ?? undefined;
    return this.givenFor(this.receiptId.trim())?.check;
  }
  set check(check: ChainCheck | undefined) {
    this.given = { ...this.given, check };
  }

  /** When a given `check` ran (ISO 8601; a build-time render sets it): the card says "checked at build time, <date>". */
  get checkedAt(): string | undefined {
    return this.given.checkedAt;
  }
  set checkedAt(checkedAt: string | undefined) {
    this.given = { ...this.given, checkedAt };
  }

  /** 'idle' | 'loading' | 'loaded' | 'error'. */
  get state(): 'idle' | 'loading' | 'loaded' | 'error' {
    if (!this.receiptId.trim()) return 'idle';
    if (this.current()) return 'loaded';
    return this.load.status === 'error' ? 'error' : 'loading';
  }

  /** Settles when the current load (and check, with `verify`) has finished. */
  get loadComplete(): Promise<unknown> {
    return this.updateComplete.then(() => this.load.taskComplete).then(async () => {
      await this.updateComplete;
      return this.checker.taskComplete;
    });
  }

  /** Reads the receipt again, past any cache (the retry button does this). */
  reload(): void {
    this.revision++;
  }

  /** Runs the in-browser check again. */
  recheck(): void {
    this.checkRevision++;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!isServer) prepareFormatters(this.localize.lang);
    // Data written into the page at build time; a property set before wins.
    if (!this.given.receipt) {
      const data = readInlineData(this);
      if (data) {
        this.given = data;
        if (!this.receiptId.trim()) this.setQuietly('receiptId', data.receipt.id);
      }
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiptId')) this.#refresher.reset();
  }

  protected override updated(): void {
    showOutcome(this.internals, this.outcome);
    const mistake = this.mistake();
    if (mistake) warnSetup(ReasoningReceiptElement.tagName, mistake);
  }

  private givenFor(receiptId: string): ReceiptData | undefined {
    const { given } = this;
    return given.receipt && given.receipt.id === receiptId ? (given as ReceiptData) : undefined;
  }

  /** What to show for the receipt-id now set: the newest load, else given data (stale values are never shown). */
  private current(): LoadedReceipt | undefined {
    const value = this.load.value;
    const id = this.receiptId.trim();
    if (value && value.receiptId === id && value.baseUrl === this.endpoints.baseUrl) return value;
    // Given data came from no request of ours: '' base URL.
    const given = this.givenFor(id);
    return given && givenAsLoaded(given, '');
  }

  private onLoaded(loaded: LoadedReceipt | null): void {
    if (!loaded) return;
    const before = this.announced;
    if (before && before.receipt === loaded.receipt && before.session === loaded.session) return;
    this.announced = { receipt: loaded.receipt, session: loaded.session };
    this.announce(loadedText(this.localize, loaded.receipt, before?.receipt.id === loaded.receipt.id));
    this.dispatchEvent(new ReceiptLoadEvent({ receipt: loaded.receipt, ...(loaded.session ? { session: loaded.session } : {}), outcome: this.outcome }));
  }

  private emitError(error: unknown, receiptId: string): void {
    this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId, outcome: this.mistake() ? 'misconfigured' : outcomeOfError(error) }));
  }

  /** `:state(verified)` and the others (src/badge/outcome.ts); undefined on a server and in old browsers. */
  private readonly internals = !isServer && typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;

  /**
   * The outcome shown now: the check's (`verify`, once this browser's check ended), else the service's record;
   * loading, not-found, unavailable or misconfigured otherwise.
   */
  get outcome(): Outcome {
    if (this.mistake() || this.state === 'idle') return 'misconfigured';
    const current = this.current();
    if (!current) return this.load.status === 'error' ? outcomeOfError(this.load.error) : 'loading';
    const own = this.verify && this.checker.status === 'complete' && this.checker.value?.receipt === current.receipt ? this.checker.value.check : undefined;
    return own ? outcomeOfCheck(own, !current.receipt.verified && own.signatures.valid === 0) : outcomeOfRecord(current.receipt);
  }

  /** The setup mistake this card makes, if any: an id that is no id, or a base URL answering HTML. */
  private mistake(): SetupMistake | undefined {
    return setupMistake(this.receiptId.trim(), this.load, this.endpoints.baseUrl, this, this.pageDocument());
  }

  private async copy(flag: CopiedFlag, text: string): Promise<void> {
    const ok = await flag.copy(text);
    this.announce(this.localize.t(ok ? 'copied' : 'copyFailed'));
  }

  override render(): TemplateResult {
    const l = this.localize;
    const id = this.receiptId.trim();
    if (!id) return html`<p class="card muted" part="card" lang=${l.lang} dir=${l.dir}>${l.t('noReceipt')}</p>`;
    const current = this.current();
    if (current) {
      const model: CardModel = {
        l,
        receipt: current.receipt,
        withSession: this.withSession,
        session: current.session,
        sessionError: current.sessionError,
        refreshError: current.refreshError,
        polling: !current.receipt.verified && this.refresh !== 0,
        links: receiptLinks(current.receipt, this.endpoints, this.pageDocument()),
        check: this.verify ? checkViewOf(current.receipt, this.checker, this.givenFor(current.receipt.id), this.checker.progress.shown) : undefined,
        copied: this.#rootCopied.on,
        // A server render leaves out "3 minutes ago": it would be stale by the time anyone reads it.
        now: this.pageDocument() ? new Date() : undefined,
        onCopy: (root) => void this.copy(this.#rootCopied, root),
        outcome: this.outcome,
        command: verifyCommand(current.receipt.id, this.endpoints.baseUrl),
        commandCopied: this.#commandCopied.on,
        onCopyCommand: () => void this.copy(this.#commandCopied, verifyCommand(current.receipt.id, this.endpoints.baseUrl)),
        onRecheck: () => this.recheck(),
      };
      return this.compact ? compactView(model) : cardView(model);
    }
    const mistake = this.mistake();
    if (mistake && this.load.status === 'error') {
      return html`<slot name="error">${misconfiguredBlock(l, fixText(badgeWords(l).fixes, mistake))}</slot>`;
    }
    if (this.load.status === 'error') {
      return html`<slot name="error">${errorBlock(l, errorDetail(this.load.error), id, () => this.reload())}</slot>`;
    }
    const { appUrl, receiptsUrl } = this.endpoints;
    // On a server the fallback is all a reader without script will get: no "Loading receipt…" that nothing ends.
    return html`<slot name="loading">${fallbackView(l, id, linkUrls(id, appUrl, receiptsUrl), this.compact, !isServer)}</slot>`;
  }
}
