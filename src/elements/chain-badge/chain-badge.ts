import { isOutcome, outcomeOfRecord, type Outcome } from '../../badge/outcome.js';
import { outcomeOfError } from '../../client/outcome.js';
import { ReasoningError } from '../../client/errors.js';
import { getBadgeReceipt, peekBadgeReceipt, type BadgeReceiptData } from '../../client/badge-read.js';
import { isPlainId } from '@reasoning-elements/protocol';
import { ReceiptErrorEvent, ReceiptLoadEvent, errorDetail } from '../shared/events.js';
import { readInlineBadgeReceipt } from './inline.js';
import { registerSchemeProbe } from './styles.js';
import { LatestLoad } from '../shared/latest-load.js';
import { badgeGroup } from '../../i18n/lang/en.badge.js';
import { LanguageController } from '../../i18n/language.js';
import { badgeWords } from '../shared/badge-words.js';
import { PlainElement, sheetOf } from '../shared/plain-element.js';
import { resolveEndpoints, type Endpoints } from '../shared/endpoints.js';
import { CopyCount, copiesOf } from './copies.js';
import { SummaryTrigger } from './summary-trigger.js';
import { endpointsThisTaskFor } from './task-endpoints.js';
import { drawView, viewKey } from './view.js';
import { CSS, MODES, badgeView, type ChainBadgeMode, type ShownReceipt } from './badge-view.js';
import { dataImagesKnown } from '../shared/data-images.js';
import { WatchSlot } from '../shared/receipt-watch.js';
import { fixText, setupMistake, warnSetup, type SetupMistake } from '../shared/setup-warning.js';
import { showOutcome } from '../shared/outcome-state.js';

const refusedId = (id: string) => new ReasoningError('bad-request', `Refused receipt id ${JSON.stringify(id)}.`);

const sheet = sheetOf(CSS);

export { badgeOutcome, badgeView, chainBadgeShadowFor, type BadgeInputs, type ChainBadgeMode, type ShownReceipt } from './badge-view.js';

/**
 * A compact badge for a receipt, always a link to its receipt page.
 *
 * - `mode="render"` (default): loads the receipt (GET {base-url}/receipts/{id})
 *   and draws the badge with this package's renderer, in the shadow root: as an
 *   image of the SVG file where the page shows the receipt five times or more
 *   (one decode for all its copies), else inline, and inline wherever the page
 *   refuses `data:` images (view.ts, shared/data-images.ts).
 * - `mode="server"`: shows the service's own `badge_svg`, only ever as an
 *   image (`data:image/svg+xml`), so nothing in it can run or style the page;
 *   where the page refuses `data:` images, draws its own badge inline instead.
 * - `mode="link"`: the seed's embed form, `{receipts-url}/badge/{id}.svg` as
 *   an image, with no JSON request at all.
 *
 * Put the link form inside the element as its light-DOM fallback
 * (see `chainBadgeHtml()`); it shows until the element upgrades, for good
 * without script, and (through the default slot) until the receipt has loaded.
 * Rendered on a server without data, the badge names the receipt
 * ("receipt | rcpt_…") linked to its page, never a loading badge.
 * A receipt rendered at build time (the `receipt` property, or a
 * `<script type="application/json">{"receipt":…}</script>` child) is drawn at
 * once and then refreshed.
 *
 * It is a plain custom element, not a Lit one (shared/plain-element.ts): a page of
 * badges loads no template engine, and each distinct badge is read once and cloned.
 *
 * @tag chain-badge
 * @attr {string} receipt-id - The receipt to show.
 * @attr {ChainBadgeMode} mode - render | server | link; anything else is treated as render.
 * @attr {string} label - Left text of the badge in render mode; default "receipt", in the page's language.
 * @attr {string} base-url - The service's base_url. Falls back to `<meta name="reasoning:base-url">`, then `/api`.
 * @attr {string} receipts-url - receipts_url (badge files). Falls back to `<meta name="reasoning:receipts-url">`, then `/files`.
 * @attr {string} app-url - app_url (receipt pages). Falls back to `<meta name="reasoning:app-url">`, then `/app`.
 * @attr {string} proxy-url - Not used by the badge; accepted like on the other elements.
 * @attr {string} attest-url - Not used by the badge; accepted like on the other elements.
 * @slot - Shown until the badge has loaded: the light-DOM `<a><img>` fallback (default: a grey "loading" badge).
 * @fires receipt-load - ReceiptLoadEvent `{ receipt }` (render and server modes).
 * @fires receipt-error - ReceiptErrorEvent `{ error, kind, status?, receiptId }`.
 * @csspart link - The link to the receipt page.
 * @csspart badge - The badge (in render mode inline SVG, or an image of its SVG with `role="img"` for a receipt the page shows five times or more; an `<img>` otherwise).
 */
export class ChainBadgeElement extends PlainElement {
  static readonly tagName = 'chain-badge';
  static override sheets = sheet ? [sheet] : [];
  static override plainProperties = {
    receiptId: { attribute: 'receipt-id', reflect: true, value: '' },
    mode: { attribute: 'mode', reflect: true, value: 'render' },
    label: { attribute: 'label', value: '' },
    baseUrl: { attribute: 'base-url', reflect: true },
    receiptsUrl: { attribute: 'receipts-url', reflect: true },
    appUrl: { attribute: 'app-url', reflect: true },
    proxyUrl: { attribute: 'proxy-url', reflect: true },
    attestUrl: { attribute: 'attest-url', reflect: true },
  };
  static {
    this.finalizeProperties();
  }

  /** The receipt to show. */
  declare receiptId: string;
  /** render | server | link; anything else is treated as render. */
  declare mode: ChainBadgeMode;
  /** Left text of the badge in render mode; default "receipt", in the page's language. */
  declare label: string;
  /** The service's base_url. Falls back to `<meta name="reasoning:base-url">`, then `/api`. */
  declare baseUrl?: string;
  /** receipts_url (badge files). Falls back to `<meta name="reasoning:receipts-url">`, then `/files`. */
  declare receiptsUrl?: string;
  /** app_url (receipt pages). Falls back to `<meta name="reasoning:app-url">`, then `/app`. */
  declare appUrl?: string;
  /** The key-hiding proxy (not used by the badge). */
  declare proxyUrl?: string;
  /** Template for attestation links (not used by the badge). */
  declare attestUrl?: string;

  /** The badge's words, in the page's language (it formats no numbers or dates). */
  private readonly localize = new LanguageController(this, [badgeGroup]);

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
      if (receipt) this.dispatchEvent(new ReceiptLoadEvent({ receipt, outcome: outcomeOfRecord(receipt) }));
    },
    onError: (error) => this.reportError(error),
  });

  private reportError(error: unknown): void {
    const outcome = this.mistake() ? 'misconfigured' : outcomeOfError(error);
    this.dispatchEvent(new ReceiptErrorEvent({ ...errorDetail(error), receiptId: this.receiptId, outcome }));
  }

  /** `:state(verified)` and the others (src/badge/outcome.ts); undefined in Node and old browsers. */
  private readonly internals = typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;
  #outcome: Outcome = 'loading';

  /** The outcome shown now: verified, pending, not-found, unavailable, misconfigured or loading (the badge checks no chain). */
  get outcome(): Outcome {
    return this.#outcome;
  }

  /** The setup mistake this badge makes, if any: an id that is no id, or a base URL answering HTML. */
  private mistake(): SetupMistake | undefined {
    return setupMistake(this.receiptId, this.load, this.endpoints.baseUrl, this, this.ownerDocument);
  }

  get effectiveMode(): ChainBadgeMode {
    return MODES.includes(this.mode) ? this.mode : 'render';
  }

  /**
   * The loaded receipt (render and server modes), once there is one. Set it to
   * draw a receipt fetched elsewhere (e.g. at build time) with no loading state.
   */
  get receipt(): ShownReceipt | undefined {
    return this.freshReceipt() ?? (this.load.status === 'complete' ? this.load.value : this.givenReceipt());
  }
  set receipt(receipt: ShownReceipt | undefined) {
    this.given = receipt;
    if (receipt && !this.receiptId) this.setQuietly('receiptId', receipt.id);
    this.requestUpdate();
  }

  /** The summary in place (summary.ts), loaded the first time a reader points at, focuses or taps the badge. */
  readonly #summary = new SummaryTrigger(this, () => this.root);

  /** Opens the summary (loading its code the first time). */
  openSummary(): Promise<void> {
    return this.#summary.open();
  }

  closeSummary(): void {
    this.#summary.close();
  }

  override connectedCallback(): void {
    registerSchemeProbe();
    this.#summary.listen();
    this.#copy.countAs(this.receiptId);
    super.connectedCallback();
    if (!this.given) {
      const receipt = readInlineBadgeReceipt(this);
      if (receipt) this.receipt = receipt;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#copy.countAs('');
    this.#watch.stop();
    this.closeSummary();
  }

  /** The newest read of the page's shared watch (shared/receipt-watch.ts), with the base URL it came from. */
  private fresh: { baseUrl: string; receipt: BadgeReceiptData } | undefined;
  readonly #watch = new WatchSlot();

  private freshReceipt(): BadgeReceiptData | undefined {
    const fresh = this.fresh;
    return fresh && fresh.receipt.id === this.receiptId && fresh.baseUrl === this.endpoints.baseUrl ? fresh.receipt : undefined;
  }

  /**
   * Watches the receipt shown while it is unverified: the page's one re-read of it (shared with every
   * other element showing it) brings the new state here. A given receipt is watched too: a build-time
   * render is as old as its build.
   */
  private watch(receipt: ShownReceipt | undefined): void {
    const baseUrl = this.endpoints.baseUrl;
    const wanted = this.isConnected && this.effectiveMode !== 'link' && receipt && !receipt.verified && isPlainId(receipt.id) ? receipt.id : '';
    this.#watch.follow(
      baseUrl,
      wanted,
      ({ receipt: read }) => {
        if (!read || read.id !== this.receiptId) return;
        const before = this.receipt;
        this.fresh = { baseUrl, receipt: read };
        if (before?.verified !== read.verified || (before as BadgeReceiptData | undefined)?.badge_svg !== read.badge_svg) {
          this.dispatchEvent(new ReceiptLoadEvent({ receipt: read, outcome: outcomeOfRecord(read) }));
        }
        this.requestUpdate();
      },
      this.ownerDocument,
    );
  }

  /** This badge in the page's count of copies by receipt (copies.ts). */
  readonly #copy = new CopyCount();

  /**
   * While its load is pending, the receipt the page's cache holds already (another badge of the
   * same receipt read it): drawn at once, where a loading badge would be drawn and then replaced.
   */
  private cachedReceipt(): ShownReceipt | undefined {
    if (this.load.status !== 'pending' || this.effectiveMode === 'link') return undefined;
    return peekBadgeReceipt(this.endpoints.baseUrl, this.receiptId);
  }

  private givenReceipt(): ShownReceipt | undefined {
    return this.given && this.given.id === this.receiptId ? this.given : undefined;
  }

  /** Resolves when the current load settles (for tests and scripts). */
  get loadComplete(): Promise<unknown> {
    return this.load.complete;
  }

  /** The endpoints of the update under way: read once for the load's arguments and the links. */
  private endpointsInUpdate: Endpoints | undefined;

  /** The URLs in force now (the update's, during one; else read afresh: attributes and meta tags may change). */
  get endpoints(): Endpoints {
    return this.endpointsInUpdate ?? resolveEndpoints(this, this.ownerDocument);
  }

  /**
   * The first draw in a language waits for its terms (loaded once per page), so no English flashes;
   * the page's first also for whether it shows `data:` images (shared/data-images.ts).
   */
  protected override beforeUpdate(): Promise<void> | void {
    const terms = this.localize.pending;
    const images = dataImagesKnown();
    return terms && images ? Promise.all([terms, images]).then(() => {}) : (terms ?? images);
  }

  /** What the last update drew from, to reset a failed image and report a refused id once. */
  private last: { receiptId: string; mode: string; receiptsUrl: string | undefined; key: string } | undefined;

  protected override willUpdate(): void {
    this.endpointsInUpdate = endpointsThisTaskFor(this, this.ownerDocument);
    if (this.isConnected) this.#copy.countAs(this.receiptId);
    const last = this.last;
    if (last && (last.receiptId !== this.receiptId || last.mode !== this.mode || last.receiptsUrl !== this.receiptsUrl)) this.imageFailed = false;
  }

  protected override update(): void {
    const fresh = this.freshReceipt();
    const words = badgeWords(this.localize);
    const mistake = this.mistake();
    if (mistake) warnSetup(ChainBadgeElement.tagName, mistake);
    const view = badgeView({
      fix: mistake && fixText(words.fixes, mistake),
      receiptId: this.receiptId,
      mode: this.effectiveMode,
      label: this.label,
      endpoints: this.endpoints,
      load: fresh ? { status: 'complete', value: fresh } : this.load,
      given: this.givenReceipt() ?? this.cachedReceipt(),
      imageFailed: this.imageFailed,
      words,
      copies: copiesOf(this.receiptId),
    });
    const outcome = view.badge.state;
    this.#outcome = isOutcome(outcome) ? outcome : 'loading';
    showOutcome(this.internals, isOutcome(outcome) ? outcome : undefined);
    this.watch(this.receipt ?? this.cachedReceipt());
    this.endpointsInUpdate = undefined;
    const key = viewKey(view);
    const idChanged = this.last?.receiptId !== this.receiptId;
    this.#summary.facts = {
      outcome: this.#outcome,
      words,
      lang: this.localize.lang,
      receiptId: isPlainId(this.receiptId) ? this.receiptId : '',
      href: view.href,
      baseUrl: this.endpoints.baseUrl,
      fix: mistake && fixText(words.fixes, mistake),
      receipt: this.receipt ?? this.cachedReceipt(),
    };
    if (this.last?.key !== key || !this.root.firstChild) drawView(this.root, view, key, ChainBadgeElement.sheets, this.onImageError);
    this.#summary.attach();
    this.last = { receiptId: this.receiptId, mode: this.mode, receiptsUrl: this.receiptsUrl, key };
    // An invalid id in link mode is reported once, like a failed load.
    if (idChanged && this.effectiveMode === 'link' && this.receiptId && !isPlainId(this.receiptId)) this.reportError(refusedId(this.receiptId));
  }

  private onImageError = () => {
    this.imageFailed = true;
    this.reportError(new ReasoningError('network', `The badge image ${this.endpoints.receiptsUrl}/badge/${this.receiptId}.svg did not load.`));
    this.requestUpdate();
  };
}

