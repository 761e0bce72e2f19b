import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Task, TaskStatus } from '@lit/task';
import { receiptBadge } from '../../badge/index.js';
import { attestHref, isUnder, safeHttpUrl, sharedClient, type ChainCheck } from '../../client/index.js';
import type { Receipt, Session } from '../../spec/index.js';
import { ReasoningElement } from '../shared/reasoning-element.js';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { neutralizeBidi, shown } from '../shared/text.js';
import { tokens } from '../shared/tokens.js';
import { copyText } from './clipboard.js';
import { crossCheck } from './cross-check.js';
import { checkReceipt, loadReceipt, type LoadedReceipt, type ReceiptCheck } from './fetchers.js';

export type { LoadedReceipt, ReceiptCheck };
import { plural, sessionTypeLabel } from './format.js';
import { PollController } from './poll.js';
import { receiptStyles } from './styles.js';
import { checkBlock, errorBlock, hash, serviceState, sessionBlock, skeleton, stateBlock, time, toneIcon, checkState } from './views.js';

/** `refresh="…"` as seconds; empty or unreadable means unset (the backoff), never 0 (off). */
function parseSeconds(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Shortest `refresh` period honoured, in seconds. */
const MIN_REFRESH_S = 0.1;

/**
 * The public receipt of a Reasoning Service chain: what the service says
 * (its `verified` flag), kept apart from what this page checked itself
 * (`verify`: every link recomputed and the attestation's signature checked).
 *
 * @tag reasoning-receipt
 * @slot loading - Shown while the receipt loads (default: a skeleton with role="status").
 * @slot error - Shown when the receipt cannot be loaded (default: the reason and a retry button).
 * @fires receipt-load - ReceiptLoadEvent `{ receipt, session? }`: first load, and each refresh that changed something.
 * @fires receipt-error - ReceiptErrorEvent `{ error, kind, status?, receiptId }`: a load or refresh failed.
 * @csspart card - The receipt card (every state but loading and error).
 * @csspart status - The service's verified state: icon, word and meaning.
 * @csspart fields - The list of receipt fields.
 * @csspart check - The result of the chain check run in this browser (`verify`).
 * @csspart session - The session block (`with-session`).
 * @csspart badge - The badge image.
 * @csspart copy-button - The button that copies the chain root.
 * @csspart skeleton - The default loading placeholder.
 * @csspart error - The default error message.
 * @csspart retry-button - The default error's retry button.
 */
export class ReasoningReceiptElement extends ReasoningElement {
  static readonly tagName = 'reasoning-receipt';
  static override styles = [tokens, receiptStyles];

  /** The receipt to show (GET {base-url}/receipts/{receipt-id}). */
  @property({ attribute: 'receipt-id', reflect: true }) receiptId = '';
  /** Also load the receipt's session and cross-check the two. */
  @property({ attribute: 'with-session', type: Boolean, reflect: true }) withSession = false;
  /** Re-check the chain and its attestation in this browser. */
  @property({ type: Boolean, reflect: true }) verify = false;
  /**
   * Seconds between re-reads while the receipt is unverified; unset means a
   * backoff (2 s doubling to 60 s); 0 turns polling off. Polling stops once verified.
   */
  @property({ reflect: true, converter: { fromAttribute: parseSeconds, toAttribute: (v?: number) => (v === undefined ? null : String(v)) } })
  refresh?: number;
  /** A short, one-block layout. */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Base64 raw Ed25519 keys to trust for `verify` (space-separated); any other key fails the check. */
  @property({
    attribute: 'trusted-keys',
    converter: { fromAttribute: (v: string | null) => (v ? v.split(/\s+/).filter(Boolean) : undefined), toAttribute: (v?: string[]) => v?.join(' ') },
  })
  trustedKeys?: string[];

  /** Bumped to re-read the receipt (retry, polling); a bump re-reads past the client's short cache. */
  @state() private _revision = 0;
  @state() private _checkRevision = 0;
  @state() private _announcement = '';
  @state() private _copied = false;

  private _loadedEventKey = '';
  private _copiedTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly _load = new Task(this, {
    args: () => [this.receiptId.trim(), this.endpoints.baseUrl, this.withSession, this._revision] as const,
    task: async ([receiptId, baseUrl, withSession, revision], { signal }): Promise<LoadedReceipt | null> => {
      if (!receiptId) return null;
      const previous = this._load.value;
      const refreshing = revision > 0 && previous?.receiptId === receiptId && previous.baseUrl === baseUrl;
      try {
        return await loadReceipt(sharedClient({ baseUrl }), { receiptId, baseUrl, withSession, fresh: revision > 0, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        // A failed refresh keeps the receipt already shown; the next poll tries again.
        if (refreshing && previous) {
          this._emitError(error, receiptId);
          return { ...previous, refreshError: errorDetail(error) };
        }
        throw error;
      }
    },
    onComplete: (loaded) => this._onLoaded(loaded),
    onError: (error) => this._emitError(error, this.receiptId.trim()),
  });

  private readonly _check = new Task(this, {
    args: () => {
      const r = this._load.value?.receipt;
      const key = r ? [r.id, r.chain_id, r.chain_root, r.chain_length, r.attest_id, r.verified].join('\n') : '';
      return [this.verify, key, this.endpoints.baseUrl, (this.trustedKeys ?? []).join(' '), this._checkRevision] as const;
    },
    task: async ([verify, key, baseUrl], { signal }): Promise<ReceiptCheck | null> => {
      const receipt = this._load.value?.receipt;
      if (!verify || !key || !receipt) return null;
      return checkReceipt(sharedClient({ baseUrl }), receipt, { trustedKeys: this.trustedKeys, signal });
    },
    onComplete: (result) => {
      if (!result) return;
      const s = checkState(result.check, this._load.value?.receipt.attest_id ?? '');
      this._announce(`${s.word}. ${s.meaning}`);
    },
    onError: () => this._announce('The chain could not be checked in this browser.'),
  });

  private readonly _poll = new PollController(this, {
    active: () => {
      const value = this._load.value;
      return (
        this.isConnected &&
        this.refresh !== 0 &&
        this._load.status === TaskStatus.COMPLETE &&
        !!value &&
        value.receiptId === this.receiptId.trim() &&
        !value.receipt.verified
      );
    },
    period: () =>
      typeof this.refresh === 'number' && Number.isFinite(this.refresh) && this.refresh > 0
        ? Math.max(MIN_REFRESH_S, this.refresh) * 1000
        : undefined,
    tick: () => this._revision++,
  });

  /** The receipt shown, if any. */
  get receipt(): Receipt | undefined {
    return this._current()?.receipt;
  }

  /** The session shown (`with-session`), if any. */
  get session(): Session | undefined {
    return this._current()?.session;
  }

  /** The result of the in-browser check (`verify`), once it has run. */
  get check(): ChainCheck | undefined {
    return this._check.status === TaskStatus.COMPLETE ? (this._check.value?.check ?? undefined) : undefined;
  }

  /** 'idle' | 'loading' | 'loaded' | 'error'. */
  get state(): 'idle' | 'loading' | 'loaded' | 'error' {
    if (!this.receiptId.trim()) return 'idle';
    if (this._current()) return 'loaded';
    return this._load.status === TaskStatus.ERROR ? 'error' : 'loading';
  }

  /** Settles when the current load (and check, with `verify`) has finished. */
  get loadComplete(): Promise<unknown> {
    return this.updateComplete.then(() => this._load.taskComplete).then(async () => {
      await this.updateComplete;
      return this._check.taskComplete;
    });
  }

  /** Reads the receipt again, past any cache (the retry button does this). */
  reload(): void {
    this._revision++;
  }

  /** Runs the in-browser check again. */
  recheck(): void {
    this._checkRevision++;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiptId')) this._poll.reset();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this._copiedTimer);
  }

  /** The loaded value when it belongs to the receipt-id now set (stale values are never shown). */
  private _current(): LoadedReceipt | undefined {
    const value = this._load.value;
    return value && value.receiptId === this.receiptId.trim() && value.baseUrl === this.endpoints.baseUrl ? value : undefined;
  }

  private _onLoaded(loaded: LoadedReceipt | null): void {
    if (!loaded) return;
    const key = JSON.stringify([loaded.receipt, loaded.session ?? null]);
    if (key === this._loadedEventKey) return; // an unchanged refresh is not news
    const before = this._loadedEventKey ? (JSON.parse(this._loadedEventKey) as [Receipt]) : undefined;
    this._loadedEventKey = key;
    const word = serviceState(loaded.receipt, false).word;
    this._announce(
      before && before[0].id === loaded.receipt.id
        ? `Receipt updated: ${word.toLowerCase()}, chain of ${plural(loaded.receipt.chain_length, 'link')}.`
        : `Receipt ${neutralizeBidi(loaded.receipt.id)} loaded: ${word.toLowerCase()}.`,
    );
    this.dispatchEvent(
      new ReceiptLoadEvent({ receipt: loaded.receipt, ...(loaded.session ? { session: loaded.session } : {}) }),
    );
  }

  private _emitError(error: unknown, receiptId: string): void {
    this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId }));
  }

  private _announce(text: string): void {
    // Cleared first so that the same words twice are announced twice.
    // (Not requestAnimationFrame: it never fires in a background tab.)
    this._announcement = '';
    void this.updateComplete.then(() => (this._announcement = text));
  }

  private async _copyRoot(root: string): Promise<void> {
    const ok = await copyText(root, this.ownerDocument);
    this._copied = ok;
    this._announce(ok ? 'Copied' : 'Copy failed: select the chain root and copy it by hand.');
    clearTimeout(this._copiedTimer);
    this._copiedTimer = setTimeout(() => (this._copied = false), 2000);
  }

  override render(): TemplateResult {
    return html`${this._renderBody()}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this._announcement}</div>`;
  }

  private _renderBody(): TemplateResult {
    const id = this.receiptId.trim();
    if (!id) return html`<p class="card muted" part="card">No receipt selected.</p>`;
    const current = this._current();
    if (current) return this.compact ? this._renderCompact(current) : this._renderCard(current);
    if (this._load.status === TaskStatus.ERROR) {
      const detail = errorDetail(this._load.error);
      return html`<slot name="error">${errorBlock(detail, id, () => this.reload())}</slot>`;
    }
    return html`<slot name="loading">${skeleton}</slot>`;
  }

  private _links(receipt: Receipt) {
    const { baseUrl, receiptsUrl, attestUrl } = this.endpoints;
    // An attest_id written as a URL of another scheme (javascript:, data:…) is refused outright,
    // not linked as an encoded id: whoever wrote it meant a link we will not follow.
    const otherScheme = /^[a-z][a-z0-9+.-]*:/i.test(receipt.attest_id.trim()) && !/^https?:/i.test(receipt.attest_id.trim());
    const attest = otherScheme ? null : attestHref(receipt.attest_id, { baseUrl, ...(attestUrl ? { template: attestUrl } : {}) });
    const pdf = receipt.pdf_url && isUnder(receipt.pdf_url, receiptsUrl) ? safeHttpUrl(receipt.pdf_url, this.ownerDocument.baseURI) : null;
    return { attest, pdf };
  }

  private _polling(loaded: LoadedReceipt): boolean {
    return !loaded.receipt.verified && this.refresh !== 0;
  }

  private _badge(receipt: Receipt): TemplateResult {
    // Our own renderer, shown as an image: the service's badge_svg is never put into the page.
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(receiptBadge(receipt))}`;
    return html`<img class="badge" part="badge" src=${src} alt=${`Badge: receipt ${receipt.verified ? 'verified' : 'unverified'}`} />`;
  }

  private _rootValue(root: string): TemplateResult {
    return html`<span class="root"
      >${hash(root)}<button type="button" part="copy-button" aria-label=${this._copied ? 'Copied chain root' : 'Copy chain root'} @click=${() => this._copyRoot(root)}>
        ${this._copied ? 'Copied' : 'Copy'}
      </button></span
    >`;
  }

  private _checkSection(receipt: Receipt): TemplateResult | typeof nothing {
    if (!this.verify) return nothing;
    const pending = this._check.status === TaskStatus.PENDING || this._check.status === TaskStatus.INITIAL;
    const value = this._check.value;
    return checkBlock(
      {
        pending,
        ...(this._check.status === TaskStatus.COMPLETE && value ? { check: value.check } : {}),
        ...(this._check.status === TaskStatus.ERROR ? { error: errorDetail(this._check.error) } : {}),
      },
      receipt.attest_id,
      () => this.recheck(),
    );
  }

  private _renderCard(loaded: LoadedReceipt): TemplateResult {
    const { receipt } = loaded;
    const now = new Date();
    const { attest, pdf } = this._links(receipt);
    return html`<article class="card" part="card" aria-labelledby="title">
      <div class="head">
        <h2 id="title">Receipt <code>${shown(receipt.id)}</code></h2>
        ${this._badge(receipt)}
      </div>
      ${stateBlock(serviceState(receipt, this._polling(loaded)), 'The service says')}
      <dl part="fields">
        <dt>Session type</dt>
        <dd>${shown(sessionTypeLabel(receipt.session_type))}</dd>
        <dt>Session</dt>
        <dd><code>${shown(receipt.session_id)}</code></dd>
        <dt>Chain</dt>
        <dd><code>${shown(receipt.chain_id)}</code></dd>
        <dt>Chain root</dt>
        <dd>${this._rootValue(receipt.chain_root)}</dd>
        <dt>Chain length</dt>
        <dd>${plural(receipt.chain_length, 'link')}</dd>
        <dt>Created</dt>
        <dd>${time(receipt.created_at, now)}</dd>
        <dt>Attestation</dt>
        <dd>${this._attestValue(receipt, attest)}</dd>
        <dt>PDF</dt>
        <dd>
          ${pdf
            ? html`<a href=${pdf} target="_blank" rel="noopener noreferrer">Download the receipt as PDF<span class="visually-hidden"> (opens in a new tab)</span></a>`
            : html`<span class="muted">${receipt.pdf_url ? 'Not linked: it is not under the receipts address.' : 'None'}</span>`}
        </dd>
      </dl>
      ${this.withSession ? sessionBlock(loaded.session, loaded.sessionError, loaded.session ? crossCheck(receipt, loaded.session) : [], now) : nothing}
      ${this._checkSection(receipt)}
      ${loaded.refreshError
        ? html`<p class="note">Could not refresh (${loaded.refreshError.error.message}); showing the receipt as last loaded.</p>`
        : nothing}
    </article>`;
  }

  private _attestValue(receipt: Receipt, href: string | null): TemplateResult {
    if (!receipt.attest_id) return html`<span class="muted">Pending</span>`;
    if (!href) return html`<code>${shown(receipt.attest_id)}</code> <span class="muted">(not a safe link)</span>`;
    return html`<a href=${href} target="_blank" rel="noopener noreferrer"
      ><code>${shown(receipt.attest_id)}</code><span class="visually-hidden"> (attestation record, opens in a new tab)</span></a
    >`;
  }

  private _renderCompact(loaded: LoadedReceipt): TemplateResult {
    const { receipt } = loaded;
    const s = serviceState(receipt, this._polling(loaded));
    const check = this.verify && this._check.status === TaskStatus.COMPLETE && this._check.value ? checkState(this._check.value.check, receipt.attest_id) : undefined;
    const checkError = this.verify && this._check.status === TaskStatus.ERROR;
    return html`<article class="card" part="card" aria-label=${`Receipt ${neutralizeBidi(receipt.id)}`}>
      <div class="compact-row">
        <span class="tone-${s.tone}" part="status" title=${s.meaning}
          ><span class="word">${toneIcon(s.tone)}${s.word}</span><span class="visually-hidden">: ${s.meaning}</span></span
        >
        <code>${shown(receipt.id)}</code>
        <span>${plural(receipt.chain_length, 'link')}</span>
        ${this._rootValue(receipt.chain_root)}
        ${time(receipt.created_at, new Date())}
        ${check
          ? html`<span class="tone-${check.tone}" part="check" title=${check.meaning}
              ><span class="word">${toneIcon(check.tone)}Browser check: ${check.word}</span></span
            >`
          : checkError
            ? html`<span class="tone-danger" part="check"><span class="word">${toneIcon('danger')}Browser check: could not be checked</span></span>`
            : nothing}
      </div>
    </article>`;
  }
}
