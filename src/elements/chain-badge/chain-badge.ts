import { html, isServer, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { badgeStateOf, fillTerm, receiptBadge, renderBadge, type BadgeState } from '../../badge/index.js';
import { ReasoningError } from '../../client/errors.js';
import { getBadgeReceipt, type BadgeReceiptData } from '../../client/badge-read.js';
import { isPlainId } from '@reasoning-elements/protocol';
import { toWellFormed } from '@reasoning-elements/protocol';
import type { Receipt } from '../../spec/resources.js';
import { ReasoningElement } from '../shared/reasoning-element.js';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { readInlineBadgeReceipt } from './inline.js';
import { themeTokens } from '../shared/theme-tokens.js';
import { linkUrls } from '../../badge/embed.js';
import { chainBadgeStyles } from './styles.js';
import { LatestLoad } from '../shared/latest-load.js';
import { badgeGroup } from '../../i18n/lang/en.badge.js';
import { badgeWords } from '../shared/badge-words.js';
import { DRAWN, LOADING_COLOR, drawnBadgeStyles, svgTemplate } from '../shared/drawn-badge.js';

/** A receipt as the badge holds it: loaded by the light read, or given whole (property or inline JSON). */
export type ShownReceipt = Receipt | BadgeReceiptData;

export type ChainBadgeMode = 'render' | 'server' | 'link';
const MODES: readonly ChainBadgeMode[] = ['render', 'server', 'link'];

const refusedId = (id: string) => new ReasoningError('bad-request', `Refused receipt id ${JSON.stringify(id)}.`);

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
 * (see `chainBadgeHtml()`); it shows until the element upgrades, for good
 * without script, and (through the default slot) until the receipt has loaded.
 * Rendered on a server without data, the element's own default is a badge
 * naming the receipt ("receipt | rcpt_…") linked to its page, never a loading badge.
 * A receipt rendered at build time (the `receipt` property, or a
 * `<script type="application/json">{"receipt":…}</script>` child) is drawn at
 * once and then refreshed.
 *
 * @tag chain-badge
 * @slot - Shown until the badge has loaded: the light-DOM `<a><img>` fallback (default: a grey "loading" badge).
 * @fires receipt-load - ReceiptLoadEvent `{ receipt }` (render and server modes).
 * @fires receipt-error - ReceiptErrorEvent `{ error, kind, status?, receiptId }`.
 * @csspart link - The link to the receipt page.
 * @csspart badge - The badge (inline SVG in render mode, an image otherwise).
 */
export class ChainBadgeElement extends ReasoningElement {
  static readonly tagName = 'chain-badge';
  static override styles = [themeTokens, chainBadgeStyles, drawnBadgeStyles];
  static override terms = [badgeGroup];
  // Static properties, not decorators: the decorator helpers would add to every badge page.
  // Lit adds the base class's (the endpoint attributes) to these.
  static override properties: PropertyDeclarations = {
    receiptId: { attribute: 'receipt-id', reflect: true },
    mode: { reflect: true },
    label: {},
    imageFailed: { state: true, attribute: false }, // attribute: false spelled out for the manifest's analyzer
    given: { state: true, attribute: false },
  };

  /** The receipt to show. */
  receiptId = '';
  /** render | server | link; anything else is treated as render. */
  mode: ChainBadgeMode = 'render';
  /** Left text of the badge in render mode; default "receipt", in the page's language. */
  label = '';

  /** The image failed to load in link mode. */
  private imageFailed = false;
  /** A receipt given before any load (property or inline JSON). */
  private given: ShownReceipt | undefined;

  private readonly load = new LatestLoad(this, {
    run: async ([receiptId, baseUrl, mode]: readonly [string, string, ChainBadgeMode], signal): Promise<BadgeReceiptData | undefined> => {
      if (mode === 'link' || !receiptId) return undefined; // the link form needs no JSON; no id, nothing to load
      if (!isPlainId(receiptId)) throw refusedId(receiptId);
      // The light read: what a badge shows, checked by hand, through the page's shared GET cache.
      return getBadgeReceipt(baseUrl, receiptId, { signal });
    },
    args: () => [this.receiptId, this.endpoints.baseUrl, this.effectiveMode] as const,
    // Called for the newest run only: stale answers never reach the page.
    onComplete: (receipt) => {
      if (receipt) this.dispatchEvent(new ReceiptLoadEvent({ receipt }));
    },
    onError: (error) => this.reportError(error),
  });

  private reportError(error: unknown): void {
    this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId: this.receiptId }));
  }

  get effectiveMode(): ChainBadgeMode {
    return MODES.includes(this.mode) ? this.mode : 'render';
  }

  /**
   * The loaded receipt (render and server modes), once there is one. Set it to
   * draw a receipt fetched elsewhere (e.g. at build time) with no loading state.
   */
  get receipt(): ShownReceipt | undefined {
    return this.load.status === 'complete' ? this.load.value : this.givenReceipt();
  }
  set receipt(receipt: ShownReceipt | undefined) {
    this.given = receipt;
    if (receipt && !this.receiptId) this.receiptId = receipt.id;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.given) {
      const receipt = readInlineBadgeReceipt(this);
      if (receipt) this.receipt = receipt;
    }
  }

  private givenReceipt(): ShownReceipt | undefined {
    return this.given && this.given.id === this.receiptId ? this.given : undefined;
  }

  /** Resolves when the current load settles (for tests and scripts). */
  get loadComplete(): Promise<unknown> {
    return this.load.complete;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('receiptId') || changed.has('mode') || changed.has('receiptsUrl')) this.imageFailed = false;
  }

  override render(): TemplateResult {
    const { appUrl, receiptsUrl } = this.endpoints;
    const link = linkUrls(this.receiptId, appUrl, receiptsUrl);
    const mode = this.effectiveMode;
    const given = this.givenReceipt();
    const shownReceipt = (receipt: ShownReceipt) => (mode === 'server' ? this.serverImage(receipt) : this.drawn(badgeStateOf(receipt), receipt));
    const { status } = this.load;
    if (mode !== 'link' && (status === 'initial' || status === 'pending') && !given) {
      // Nothing better yet: the light-DOM fallback, else a grey badge (a link of its own, never a link in a link).
      // Rendered on a server, where script may never run, the default names the receipt instead ("receipt |
      // rcpt_…", drawn, no request) and links to its page: never a loading badge that nothing would end.
      if (isServer) return html`<slot>${link ? html`<a part="link" href=${link.href}>${this.drawn('id')}</a>` : html`<span part="link">${this.linkImage(link)}</span>`}</slot>`;
      const loading = this.drawn('loading');
      return html`<slot>${link ? html`<a part="link" href=${link.href} aria-busy="true">${loading}</a>` : html`<span part="link">${loading}</span>`}</slot>`;
    }
    const badge = mode === 'link' ? this.linkImage(link) : this.loaded(given, shownReceipt);
    // An id that is not a plain token gets no link (there is no page to go to).
    if (!link) return html`<span part="link">${badge}</span>`;
    return html`<a part="link" href=${link.href}>${badge}</a>`;
  }

  /** Render and server modes once there is more to show than "loading": the answer, else what was given, else why not. */
  private loaded(given: ShownReceipt | undefined, shownReceipt: (receipt: ShownReceipt) => TemplateResult): TemplateResult {
    const { status, value, error } = this.load;
    if (status === 'complete') return value ? shownReceipt(value) : this.drawn('unknown');
    // Loading or failed with a receipt given at build time: it stays (a failed refresh keeps it).
    if (given) return shownReceipt(given);
    return this.drawn((error as { kind?: string } | null | undefined)?.kind === 'not-found' ? 'unknown' : 'error');
  }

  /** A badge from this package's renderer; its text is escaped, so inlining it is safe. */
  private drawn(state: BadgeState | 'loading' | 'id', receipt?: BadgeReceiptData): TemplateResult {
    const id = isPlainId(this.receiptId) ? this.receiptId : '';
    const terms = badgeWords(this.localize);
    const label = this.label || terms.label;
    const svg =
      state === 'loading'
        ? renderBadge({ label, message: terms.loading, color: LOADING_COLOR, title: fillTerm(terms.loadingTitle, { subject: this.subject(id) }), ...DRAWN })
        : state === 'id'
          ? renderBadge({ label, message: id, color: LOADING_COLOR, title: this.subject(id), ...DRAWN })
          : receipt
          ? receiptBadge(receipt, { label, terms, ...DRAWN })
          : receiptBadge(state, { label, terms, ...(id ? { id } : {}), ...DRAWN });
    return html`<span part="badge" data-state=${state}>${svgTemplate(svg)}</span>`;
  }

  /** The service's badge_svg, only as an image: an SVG in <img> runs no script and loads nothing. */
  private serverImage(receipt: BadgeReceiptData): TemplateResult {
    const state = badgeStateOf(receipt);
    if (!receipt.badge_svg.trim()) return this.drawn(state, receipt);
    // Lone surrogates become U+FFFD: encodeURIComponent throws on them, which would break the render.
    const wellFormed = toWellFormed(receipt.badge_svg);
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(wellFormed)}`;
    const terms = badgeWords(this.localize);
    return html`<img part="badge" data-state=${state} src=${src} alt=${fillTerm(terms.alt, { subject: this.subject(receipt.id), state: terms.states[state] })} />`;
  }

  private linkImage(link: ReturnType<typeof linkUrls>): TemplateResult {
    if (!link) return this.drawn(this.receiptId ? 'error' : 'unknown');
    if (this.imageFailed) return this.drawn('error');
    return html`<img part="badge" data-state="link" src=${link.src} alt=${this.subject(this.receiptId)} @error=${this.onImageError} />`;
  }

  /** "receipt rcpt_1" in the page's language; the label alone without an id. */
  private subject(id: string): string {
    const terms = badgeWords(this.localize);
    const label = this.label || terms.label;
    return id ? fillTerm(terms.subject, { label, id }) : label;
  }

  private onImageError = () => {
    this.imageFailed = true;
    this.reportError(new ReasoningError('network', `The badge image ${this.endpoints.receiptsUrl}/badge/${this.receiptId}.svg did not load.`));
  };

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // An invalid id in link mode is reported once, like a failed load.
    if (changed.has('receiptId') && this.effectiveMode === 'link' && !isPlainId(this.receiptId) && this.receiptId) {
      this.reportError(refusedId(this.receiptId));
    }
  }
}
