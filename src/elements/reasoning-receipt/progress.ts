/**
 * The running check's progress as the card shows it: a new page of the chain is heard many times a
 * second, the bar changes at most every PROGRESS_MS (ms), with the newest progress heard meanwhile.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CheckProgress } from './fetchers.js';

const PROGRESS_MS = 250;

export class ProgressBar implements ReactiveController {
  /** The progress as last shown; undefined while no check runs. */
  shown: CheckProgress | undefined;
  /** Progress heard since the bar last changed, shown when `#timer` ends. */
  #next: CheckProgress | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Shows `progress` now if the bar has not changed for PROGRESS_MS, else when that time is up. */
  show(progress: CheckProgress): void {
    this.#next = progress;
    if (this.#timer === undefined) this.#flush();
  }

  /** Clears the bar (the check ended, or another starts). */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#next = undefined;
    if (this.shown) this.#set(undefined);
  }

  hostDisconnected(): void {
    this.stop();
  }

  #flush(): void {
    this.#timer = undefined;
    if (!this.#next) return;
    this.#set(this.#next);
    this.#next = undefined;
    this.#timer = setTimeout(() => this.#flush(), PROGRESS_MS);
  }

  #set(progress: CheckProgress | undefined): void {
    this.shown = progress;
    this.#host.requestUpdate();
  }
}
