/**
 * Keeps an unverified receipt fresh: with `refresh` set, the card's own re-read every period (poll.ts);
 * unset, the page's shared re-read (shared/receipt-watch.ts), one for every element showing the receipt.
 * Either stops once the receipt is verified.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Receipt } from '../../spec/index.js';
import { WatchSlot } from '../shared/receipt-watch.js';
import { MIN_REFRESH_S } from './attributes.js';
import { PollController } from './poll.js';

export interface RefreshOptions {
  /** The `refresh` attribute: seconds, 0 (off) or undefined (the page's shared watch). */
  refresh(): number | undefined;
  /** The receipt id set now (trimmed). */
  receiptId(): string;
  /** The base URL in force now. */
  baseUrl(): string;
  /** The card's load: its newest answer, kept while the next one is pending. */
  readonly load: { readonly status: string; readonly value: Loaded | null | undefined };
  /** Starts one re-read. */
  reread(): void;
}

type Loaded = { receiptId: string; baseUrl: string; receipt: Receipt };
type Host = ReactiveControllerHost & { readonly isConnected: boolean; readonly ownerDocument: Document };

export class ReceiptRefresh implements ReactiveController {
  readonly #host: Host;
  readonly #options: RefreshOptions;
  readonly #poll: PollController;
  readonly #watch = new WatchSlot();
  /** The next load may answer from the page's cache: the shared watch has just read the receipt afresh. */
  #fromWatch = false;

  constructor(host: Host, options: RefreshOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.#poll = new PollController(host, {
      active: () => this.#fixedPeriod() !== undefined && !!this.#unverified(),
      period: () => this.#fixedPeriod(),
      tick: () => options.reread(),
    });
  }

  /** Starts the backoff again (a new receipt). */
  reset(): void {
    this.#poll.reset();
  }

  /** Whether the load starting now may answer from the page's cache (asked once per load). */
  takeFromWatch(): boolean {
    const fromWatch = this.#fromWatch;
    this.#fromWatch = false;
    return fromWatch;
  }

  hostUpdated(): void {
    const options = this.#options;
    const loaded = options.refresh() === undefined ? this.#unverified() : undefined;
    const wanted = loaded?.baseUrl ? options.receiptId() : '';
    this.#watch.follow(
      options.baseUrl(),
      wanted,
      ({ receipt }) => {
        const shown = options.load.value?.receipt;
        if (!receipt || receipt.id !== options.receiptId() || !shown) return;
        if (receipt.verified === shown.verified && receipt.attest_id === shown.attest_id) return;
        // The watch's answer is in the page's cache: the card reads it from there, with no request of its own.
        this.#fromWatch = true;
        options.reread();
      },
      this.#host.ownerDocument,
    );
  }

  hostDisconnected(): void {
    this.#watch.stop();
  }

  /** The receipt loaded for the id set now, while it is unverified and the element is on the page. */
  #unverified(): Loaded | undefined {
    const { load, receiptId } = this.#options;
    const { status, value } = load;
    return this.#host.isConnected && status === 'complete' && value && value.receiptId === receiptId() && !value.receipt.verified ? value : undefined;
  }

  /** `refresh` in ms when it sets a period; undefined when unset (the page's shared watch) or 0 (off). */
  #fixedPeriod(): number | undefined {
    const refresh = this.#options.refresh();
    return typeof refresh === 'number' && Number.isFinite(refresh) && refresh > 0 ? Math.max(MIN_REFRESH_S, refresh) * 1000 : undefined;
  }
}
