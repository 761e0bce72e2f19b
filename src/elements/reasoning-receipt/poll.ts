/**
 * Re-reads a receipt while its attestation is pending: a fixed period when
 * one is set, else a backoff (2 s, 4 s, 8 s … at most 60 s). Only while the
 * page is visible: a hidden tab stops the timer and a visible one restarts it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const BACKOFF_START_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

/** The wait before poll number `attempt` (0-based). */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
}

export interface PollOptions {
  /** True while another poll is wanted (loaded, unverified, not already fetching). */
  active(): boolean;
  /** A fixed period in ms, or undefined for the backoff. */
  period(): number | undefined;
  /** Starts one re-read. */
  tick(): void;
}

export class PollController implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  readonly #host: ReactiveControllerHost & { ownerDocument?: Document };
  readonly #options: PollOptions;

  constructor(host: ReactiveControllerHost, options: PollOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Polls made since the last reset. */
  get attempts(): number {
    return this.#attempt;
  }

  /** True while a poll is scheduled. */
  get scheduled(): boolean {
    return this.#timer !== undefined;
  }

  hostConnected(): void {
    this.#doc.addEventListener('visibilitychange', this.#onVisibility);
  }

  hostDisconnected(): void {
    this.#doc.removeEventListener('visibilitychange', this.#onVisibility);
    this.#clear();
  }

  hostUpdated(): void {
    this.#sync();
  }

  /** Starts the backoff again (a new receipt). */
  reset(): void {
    this.#attempt = 0;
    this.#clear();
  }

  get #doc(): Document {
    return this.#host.ownerDocument ?? document;
  }

  readonly #onVisibility = () => this.#sync();

  #sync(): void {
    if (!this.#options.active() || this.#doc.visibilityState !== 'visible') {
      this.#clear();
      return;
    }
    if (this.#timer !== undefined) return;
    const delay = this.#options.period() ?? backoffDelay(this.#attempt);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#attempt++;
      this.#options.tick();
    }, delay);
  }

  #clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
