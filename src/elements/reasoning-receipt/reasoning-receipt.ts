import { html, isServer, type PropertyDeclaration, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { linkUrls } from '../../badge/embed.js';
import { sharedReader } from '../../client/reader.js';
import type { ChainCheck } from '../../client/verify/result.js';
import type { Receipt, Session } from '../../spec/index.js';
import { ReasoningElement } from '../shared/reasoning-element.js';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { neutralizeBidi } from '../shared/text.js';
import { badgeGroup } from '../../i18n/lang/en.badge.js';
import { checkGroup } from '../../i18n/lang/en.check.js';
import { errorsGroup } from '../../i18n/lang/en.errors.js';
import { receiptGroup } from '../../i18n/lang/en.receipt.js';
import { tokens } from '../shared/tokens.js';
import { cardView, compactView, fallbackView, type CardModel, type CheckView } from './card-views.js';
import { copyText } from './clipboard.js';
import { fetchCheckCode } from './check-worker.js';
import { checkReceipt, loadReceipt, sameData, webCryptoMissing, type CheckProgress, type LoadedReceipt, type ReceiptCheck } from './fetchers.js';
import { MIN_REFRESH_S, keyListConverter, secondsConverter } from './attributes.js';
import { receiptLinks } from './links.js';
import { prepareFormatters } from './format.js';
import { PollController } from './poll.js';
import { watchReceipt } from '../shared/receipt-watch.js';
import { outcomeOfRecord, type Outcome } from '../../badge/outcome.js';
import { answeredWithPage, outcomeOfCheck, outcomeOfError } from '../../client/outcome.js';
import { isPlainId } from '@reasoning-elements/protocol';
import { showOutcome } from '../shared/outcome-state.js';
import { verifyCommand } from '../shared/terminal-command.js';
import { baseUrlConfigured, fixText, warnSetup, type SetupMistake } from '../shared/setup-warning.js';
import { badgeWords } from '../shared/badge-words.js';
import { readInlineData, type ReceiptData } from '../shared/inline-data.js';
import { receiptStyles } from './styles.js';
import { drawnBadgeStyles } from '../shared/lit-styles.js';
import { checkState, errorBlock } from './views.js';
import { LatestLoad } from '../shared/latest-load.js';

export type { CheckProgress, LoadedReceipt, ReceiptCheck, ReceiptData };

/** The check's progress bar changes at most this often (ms): a few times a second, not at each page. */
const PROGRESS_MS = 250;

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
export class ReasoningReceiptElement extends ReasoningElement {
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
  @state() private copied = false;
  @state() private commandCopied = false;
  /** The running check's progress, as last shown. */
  @state() private progress: CheckProgress | undefined;
  /** Data given before any load: the `receipt`/`session`/`check` properties or the inline JSON child. */
  @state() private given: Partial<ReceiptData> = {};

  /** The receipt and session last announced with receipt-load (an unchanged refresh is not news). */
  private announced: { receipt: Receipt; session: Session | undefined } | undefined;
  private copiedTimer: ReturnType<typeof setTimeout> | undefined;
  /** Progress heard since the bar last changed, shown when `progressTimer` ends. */
  private nextProgress: CheckProgress | undefined;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly load = new LatestLoad(this, {
    args: () => [this.receiptId.trim(), this.endpoints.baseUrl, this.withSession, this.revision, this.givenFor(this.receiptId.trim())] as const,
    run: async ([receiptId, baseUrl, withSession, revision, given], signal): Promise<LoadedReceipt | null> => {
      if (!receiptId) return null;
      // What is on screen now: this load's own last result for the same receipt, else the given data.
      const last = this.load.value;
      const before: LoadedReceipt | undefined =
        last && last.receiptId === receiptId && last.baseUrl === baseUrl
          ? last
          : given
            ? { receiptId, baseUrl, receipt: given.receipt, ...(given.session ? { session: given.session } : {}) }
            : undefined;
      // `verify` runs its check once the receipt is here: its code is fetched meanwhile.
      if (this.verify && !webCryptoMissing()) fetchCheckCode();
      try {
        const fromWatch = this.fromWatch;
        this.fromWatch = false;
        const loaded = await loadReceipt(sharedReader({ baseUrl }), { receiptId, baseUrl, withSession, fresh: revision > 0 && !fromWatch, signal });
        // Unchanged data keeps its objects, so nothing that depends on them (the check) runs again.
        if (before && sameData(before.receipt, loaded.receipt)) loaded.receipt = before.receipt;
        if (before?.session && loaded.session && sameData(before.session, loaded.session)) loaded.session = before.session;
        return loaded;
      } catch (error) {
        if (signal.aborted) throw error;
        // A failed refresh keeps the receipt already shown; the next poll tries again.
        if (before) {
          this.emitError(error, receiptId);
          return { ...before, baseUrl, refreshError: errorDetail(error) };
        }
        throw error;
      }
    },
    onComplete: (loaded) => this.onLoaded(loaded),
    onError: (error) => this.emitError(error, this.receiptId.trim()),
  });

  private readonly checker = new LatestLoad(this, {
    args: () => [this.verify, this.current()?.receipt, this.endpoints.baseUrl, this.trustedKeys, this.checkRevision] as const,
    run: async ([verify, receipt, baseUrl, trustedKeys], signal): Promise<ReceiptCheck | null> => {
      this.stopProgress();
      if (!verify || !receipt) return null;
      const onProgress = (progress: CheckProgress) => {
        if (!signal.aborted) this.showProgress(progress);
      };
      return checkReceipt(sharedReader({ baseUrl }), receipt, { trustedKeys, signal, onProgress });
    },
    // A check of a long chain reads many pages: none is asked for once the element has left the page.
    abortOnDisconnect: true,
    onComplete: (result) => {
      this.stopProgress();
      if (!result) return;
      const s = checkState(this.localize, result.check, result.receipt.attest_id);
      this.announce(this.localize.t('announceCheck', { state: s.word, meaning: s.meaning }));
    },
    onError: () => {
      this.stopProgress();
      this.announce(this.localize.t('announceCheckError'));
    },
  });

  private readonly poll = new PollController(this, {
    active: () => {
      const value = this.load.value;
      return (
        this.isConnected &&
        this.fixedRefresh() !== undefined &&
        this.load.status === 'complete' &&
        !!value &&
        value.receiptId === this.receiptId.trim() &&
        !value.receipt.verified
      );
    },
    period: () => this.fixedRefresh(),
    tick: () => this.revision++,
  });

  /** `refresh` in ms when it sets a period; undefined when unset (the page's shared watch) or 0 (off). */
  private fixedRefresh(): number | undefined {
    return typeof this.refresh === 'number' && Number.isFinite(this.refresh) && this.refresh > 0 ? Math.max(MIN_REFRESH_S, this.refresh) * 1000 : undefined;
  }

  /** The page's shared re-read of this unverified receipt (shared/receipt-watch.ts), while `refresh` is unset. */
  private watching: { key: string; stop: () => void } | undefined;
  /** The next load may answer from the page's cache: the shared watch has just read the receipt afresh. */
  private fromWatch = false;

  private syncWatch(): void {
    const value = this.load.value;
    const id = this.receiptId.trim();
    const wanted =
      this.isConnected && this.refresh === undefined && this.load.status === 'complete' && value && value.receiptId === id && value.baseUrl && !value.receipt.verified ? id : '';
    const baseUrl = this.endpoints.baseUrl;
    const key = wanted && `${baseUrl}\n${wanted}`;
    if (this.watching?.key === key) return;
    this.watching?.stop();
    this.watching = undefined;
    if (!key) return;
    const stop = watchReceipt(
      baseUrl,
      wanted,
      ({ receipt }) => {
        const shown = this.load.value?.receipt;
        if (!receipt || receipt.id !== this.receiptId.trim() || !shown) return;
        if (receipt.verified === shown.verified && receipt.attest_id === shown.attest_id) return;
        // The watch's answer is in the page's cache: the card reads it from there, with no request of its own.
        this.fromWatch = true;
        this.revision++;
      },
      this.ownerDocument,
    );
    this.watching = { key, stop };
  }

  /**
   * The receipt shown, if any. Set it (with `receipt-id` unset or equal to its
   * id) to show data fetched elsewhere, e.g. at build time, with no loading state.
   */
  get receipt(): Receipt | undefined {
    return this.current()?.receipt;
  }
  set receipt(receipt: Receipt | undefined) {
    this.given = { ...this.given, receipt };
    if (receipt && !this.receiptId.trim()) this.setIdQuietly(receipt.id);
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
        if (!this.receiptId.trim()) this.setIdQuietly(data.receipt.id);
      }
    }
  }

  /** Set while the element takes a given receipt's id: its own choice, never written to the page's markup. */
  private quietId = false;

  private setIdQuietly(id: string): void {
    // A server render writes the id into the markup it makes: the page's markup, which the element then keeps.
    this.quietId = !isServer;
    try {
      this.receiptId = id;
    } finally {
      this.quietId = false;
    }
  }

  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: PropertyDeclaration, useNewValue?: boolean, newValue?: unknown): void {
    const quiet = this.quietId && name === 'receiptId';
    const ctor = this.constructor as typeof ReasoningReceiptElement;
    super.requestUpdate(name, oldValue, quiet ? { ...(options ?? ctor.getPropertyOptions(name!)), reflect: false } : options, useNewValue, newValue);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiptId')) this.poll.reset();
  }

  protected override updated(): void {
    this.syncWatch();
    showOutcome(this.internals, this.outcome);
    const mistake = this.mistake();
    if (mistake) warnSetup(ReasoningReceiptElement.tagName, mistake);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watching?.stop();
    this.watching = undefined;
    clearTimeout(this.copiedTimer);
    this.stopProgress();
  }

  /** Shows a check's progress now if the bar has not changed for PROGRESS_MS, else when that time is up. */
  private showProgress(progress: CheckProgress): void {
    this.nextProgress = progress;
    if (this.progressTimer === undefined) this.flushProgress();
  }

  private flushProgress(): void {
    this.progressTimer = undefined;
    if (!this.nextProgress) return;
    this.progress = this.nextProgress;
    this.nextProgress = undefined;
    this.progressTimer = setTimeout(() => this.flushProgress(), PROGRESS_MS);
  }

  private stopProgress(): void {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
    this.nextProgress = undefined;
    if (this.progress) this.progress = undefined;
  }

  private givenFor(receiptId: string): ReceiptData | undefined {
    const { given } = this;
    return given.receipt && given.receipt.id === receiptId ? (given as ReceiptData) : undefined;
  }

  /** Given data in the shape of a load ('' base URL: it came from no request of ours). */
  private givenAsLoaded(): LoadedReceipt | undefined {
    const given = this.givenFor(this.receiptId.trim());
    return given ? { receiptId: given.receipt.id, baseUrl: '', receipt: given.receipt, ...(given.session ? { session: given.session } : {}) } : undefined;
  }

  /** What to show for the receipt-id now set: the newest load, else given data (stale values are never shown). */
  private current(): LoadedReceipt | undefined {
    const value = this.load.value;
    const id = this.receiptId.trim();
    if (value && value.receiptId === id && value.baseUrl === this.endpoints.baseUrl) return value;
    return this.givenAsLoaded();
  }

  private onLoaded(loaded: LoadedReceipt | null): void {
    if (!loaded) return;
    const before = this.announced;
    if (before && before.receipt === loaded.receipt && before.session === loaded.session) return;
    this.announced = { receipt: loaded.receipt, session: loaded.session };
    const l = this.localize;
    const state = l.t(loaded.receipt.verified ? 'stateVerified' : 'statePending');
    this.announce(
      before && before.receipt.id === loaded.receipt.id
        ? l.t('announceUpdated', { state, count: loaded.receipt.chain_length })
        : l.t('announceLoaded', { id: neutralizeBidi(loaded.receipt.id), state }),
    );
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
    const id = this.receiptId.trim();
    if (id && !isPlainId(id)) return { kind: 'id', id };
    if (this.load.status === 'error' && answeredWithPage(this.load.error)) return { kind: 'html', url: this.endpoints.baseUrl, configured: baseUrlConfigured(this, this.pageDocument()) };
    return undefined;
  }

  private async copyCommand(command: string): Promise<void> {
    const ok = await copyText(command, this.ownerDocument);
    this.commandCopied = ok;
    this.announce(this.localize.t(ok ? 'copied' : 'copyFailed'));
    setTimeout(() => (this.commandCopied = false), 2000);
  }

  private async copyRoot(root: string): Promise<void> {
    const ok = await copyText(root, this.ownerDocument);
    this.copied = ok;
    this.announce(this.localize.t(ok ? 'copied' : 'copyFailed'));
    clearTimeout(this.copiedTimer);
    this.copiedTimer = setTimeout(() => (this.copied = false), 2000);
  }

  /** The check to show: this browser's own once it is done, else a given one, else pending. */
  private checkView(receipt: Receipt): CheckView | undefined {
    if (!this.verify) return undefined;
    const status = this.checker.status;
    const value = this.checker.value;
    const own = status === 'complete' && value && value.receipt === receipt ? value.check : undefined;
    const given = this.givenFor(receipt.id)?.check;
    const check = own ?? (status === 'error' ? undefined : given);
    const pending = status === 'pending' || status === 'initial';
    const givenData = this.givenFor(receipt.id);
    const builtAt = !own && check && check === given ? (givenData?.checkedAt ?? '') : undefined;
    const signerKey = own ? value?.attestation?.public_key : undefined;
    return {
      pending,
      ...(builtAt !== undefined ? { builtAt } : {}),
      ...(signerKey ? { signerKey } : {}),
      ...(pending && this.progress ? { progress: this.progress } : {}),
      ...(check ? { check } : {}),
      ...(status === 'error' ? { error: errorDetail(this.checker.error) } : {}),
      canRetry: !webCryptoMissing(),
    };
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
        check: this.checkView(current.receipt),
        copied: this.copied,
        // A server render leaves out "3 minutes ago": it would be stale by the time anyone reads it.
        now: this.pageDocument() ? new Date() : undefined,
        onCopy: (root) => void this.copyRoot(root),
        outcome: this.outcome,
        command: verifyCommand(current.receipt.id, this.endpoints.baseUrl),
        commandCopied: this.commandCopied,
        onCopyCommand: () => void this.copyCommand(verifyCommand(current.receipt.id, this.endpoints.baseUrl)),
        onRecheck: () => this.recheck(),
      };
      return this.compact ? compactView(model) : cardView(model);
    }
    const mistake = this.mistake();
    if (mistake && this.load.status === 'error') {
      // A setup mistake, never "not found": what is wrong and how to fix it.
      return html`<slot name="error"><div class="error state tone-danger" part="error" role="alert">
        <span class="word">${l.t('outcomeMisconfigured')}</span>
        <p>${l.t('sayMisconfigured', { fix: fixText(badgeWords(l).fixes, mistake) })}</p>
      </div></slot>`;
    }
    if (this.load.status === 'error') {
      return html`<slot name="error">${errorBlock(l, errorDetail(this.load.error), id, () => this.reload())}</slot>`;
    }
    const { appUrl, receiptsUrl } = this.endpoints;
    // On a server the fallback is all a reader without script will get: no "Loading receipt…" that nothing ends.
    return html`<slot name="loading">${fallbackView(l, id, linkUrls(id, appUrl, receiptsUrl), this.compact, !isServer)}</slot>`;
  }
}
