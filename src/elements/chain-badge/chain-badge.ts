import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { Task, TaskStatus } from '@lit/task';
import { badgeStateOf, receiptBadge, renderBadge, type BadgeState } from '../../badge/index.js';
import { ReasoningError } from '../../client/errors.js';
import { getBadgeReceipt, type BadgeReceiptData } from '../../client/badge-read.js';
import { isPlainId } from '../../spec/ids.js';
import { toWellFormed } from '../../spec/http.js';
import { ReasoningElement } from '../shared/reasoning-element.js';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { tokens } from '../shared/tokens.js';
import { linkUrls } from '../../badge/embed.js';
import { chainBadgeStyles } from './styles.js';

export type ChainBadgeMode = 'render' | 'server' | 'link';
const MODES: readonly ChainBadgeMode[] = ['render', 'server', 'link'];

/** Grey with white text at 4.55:1, like the unknown state; the word says "loading". */
const LOADING_COLOR = '#6e7781';

/**
 * A compact badge for a receipt, always a link to its receipt page.
 *
 * - `mode="render"` (default): loads the receipt (GET {base-url}/receipts/{id})
 *   and draws the badge with this package's renderer, in the shadow root.
 * - `mode="server"`: shows the service's own `badge_svg`, only ever as an
 *   image (`data:image/svg+xml`), so nothing in it can run or style the page.
 * - `mode="link"`: the seed's embed form, `{receipts-url}/badge/{id}.svg` as
 *   an image, with no JSON request at all.
 *
 * Put the link form inside the element as its light-DOM fallback
 * (see `chainBadgeHtml()`); it shows until the element upgrades, or for good without script.
 *
 * @tag chain-badge
 * @fires receipt-load - ReceiptLoadEvent `{ receipt }` (render and server modes).
 * @fires receipt-error - ReceiptErrorEvent `{ error, kind, status?, receiptId }`.
 * @csspart link - The link to the receipt page.
 * @csspart badge - The badge (inline SVG in render mode, an image otherwise).
 */
export class ChainBadgeElement extends ReasoningElement {
  static readonly tagName = 'chain-badge';
  static override styles = [tokens, chainBadgeStyles];

  /** The receipt to show. */
  @property({ attribute: 'receipt-id', reflect: true }) receiptId = '';
  /** render | server | link; anything else is treated as render. */
  @property({ reflect: true }) mode: ChainBadgeMode = 'render';
  /** Left text of the badge in render mode. */
  @property() label = 'receipt';

  /** The image failed to load in link mode. */
  @state() private imageFailed = false;

  private readonly task = new Task(this, {
    task: async ([receiptId, baseUrl, mode], { signal }): Promise<BadgeReceiptData | undefined> => {
      if (mode === 'link' || !receiptId) return undefined; // the link form needs no JSON; no id, nothing to load
      if (!isPlainId(receiptId)) {
        throw new ReasoningError('bad-request', `Refused receipt id ${JSON.stringify(receiptId)}.`);
      }
      // The light read: what a badge shows, checked by hand, through the page's shared GET cache.
      return getBadgeReceipt(baseUrl, receiptId, { signal });
    },
    args: () => [this.receiptId, this.endpoints.baseUrl, this.effectiveMode] as const,
    // Task calls these for the newest run only: stale answers never reach the page.
    onComplete: (receipt) => {
      if (receipt) this.dispatchEvent(new ReceiptLoadEvent({ receipt }));
    },
    onError: (error) => {
      this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId: this.receiptId }));
    },
  });

  get effectiveMode(): ChainBadgeMode {
    return MODES.includes(this.mode) ? this.mode : 'render';
  }

  /** The loaded receipt (render and server modes), once there is one. */
  get receipt(): BadgeReceiptData | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : undefined;
  }

  /** Resolves when the current load settles (for tests and scripts). */
  get loadComplete(): Promise<unknown> {
    return this.task.taskComplete.catch(() => undefined);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiptId') || changed.has('mode') || changed.has('receiptsUrl')) this.imageFailed = false;
  }

  override render(): TemplateResult {
    const { appUrl, receiptsUrl } = this.endpoints;
    const link = linkUrls(this.receiptId, appUrl, receiptsUrl);
    const mode = this.effectiveMode;
    const badge = mode === 'link' ? this.linkImage(link) : this.task.render({
      initial: () => this.drawn('loading'),
      pending: () => this.drawn('loading'),
      complete: (receipt) => (receipt ? (mode === 'server' ? this.serverImage(receipt) : this.drawn(badgeStateOf(receipt), receipt)) : this.drawn('unknown')),
      error: (error) => this.drawn((error as { kind?: string }).kind === 'not-found' ? 'unknown' : 'error'),
    });
    // An id that is not a plain token gets no link (there is no page to go to).
    if (!link) return html`<span part="link">${badge}</span>`;
    const busy = mode !== 'link' && this.task.status <= TaskStatus.PENDING;
    return html`<a part="link" href=${link.href} aria-busy=${busy ? 'true' : nothing}>${badge}</a>`;
  }

  /** A badge from this package's renderer; its text is escaped, so inlining it is safe. */
  private drawn(state: BadgeState | 'loading', receipt?: BadgeReceiptData): TemplateResult {
    const id = isPlainId(this.receiptId) ? this.receiptId : '';
    const svg =
      state === 'loading'
        ? renderBadge({ label: this.label, message: 'loading', color: LOADING_COLOR, title: `${this.label}${id ? ` ${id}` : ''}: loading` })
        : receipt
          ? receiptBadge(receipt, { label: this.label })
          : receiptBadge(state, { label: this.label, ...(id ? { id } : {}) });
    return html`<span part="badge" data-state=${state}>${unsafeHTML(svg)}</span>`;
  }

  /** The service's badge_svg, only as an image: an SVG in <img> runs no script and loads nothing. */
  private serverImage(receipt: BadgeReceiptData): TemplateResult {
    const state = badgeStateOf(receipt);
    if (!receipt.badge_svg.trim()) return this.drawn(state, receipt);
    // Lone surrogates become U+FFFD: encodeURIComponent throws on them, which would break the render.
    const wellFormed = toWellFormed(receipt.badge_svg);
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(wellFormed)}`;
    return html`<img part="badge" data-state=${state} src=${src} alt=${`${this.label} ${receipt.id}: ${state}`} />`;
  }

  private linkImage(link: ReturnType<typeof linkUrls>): TemplateResult {
    if (!link) return this.drawn(this.receiptId ? 'error' : 'unknown');
    if (this.imageFailed) return this.drawn('error');
    return html`<img
      part="badge"
      data-state="link"
      src=${link.src}
      alt=${`${this.label} ${this.receiptId}`}
      @error=${this.onImageError}
    />`;
  }

  private onImageError = () => {
    this.imageFailed = true;
    const error = new ReasoningError('network', `The badge image ${this.endpoints.receiptsUrl}/badge/${this.receiptId}.svg did not load.`);
    this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId: this.receiptId }));
  };

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // An invalid id in link mode is reported once, like a failed load.
    if (changed.has('receiptId') && this.effectiveMode === 'link' && !isPlainId(this.receiptId) && this.receiptId) {
      const error = new ReasoningError('bad-request', `Refused receipt id ${JSON.stringify(this.receiptId)}.`);
      this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId: this.receiptId }));
    }
  }
}
