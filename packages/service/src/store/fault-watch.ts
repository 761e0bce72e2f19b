/**
 * A store's fault and its recovery, the same for every store: the first fault
 * is said once and turns `/healthz` to 503 with its reason; a probe runs every
 * second until it succeeds, then recovery is said once and the store's
 * `onRecovered` runs. A probe answers `false` when it did not try (a real
 * write is about to tell), throws while the fault lasts.
 */
import type { StoreHealth } from './types.js';

const PROBE_MS = 1000;

export interface FaultWatchOptions {
  /** The reason's start, e.g. "the store cannot write". */
  reason: string;
  /** Said with the first fault: how long runs are refused. */
  refusedUntil: string;
  /** Said on recovery. */
  recovered: string;
  probe: () => boolean | Promise<boolean>;
  warn: (message: string) => void;
  onRecovered?: (() => void) | undefined;
}

export class FaultWatch {
  readonly #options: FaultWatchOptions;
  #fault: string | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(options: FaultWatchOptions) {
    this.#options = options;
  }

  get faulty(): boolean {
    return this.#fault !== null;
  }

  health(): StoreHealth {
    return this.#fault === null ? { ok: true } : { ok: false, reason: this.#fault };
  }

  faulted(error: Error): void {
    const first = this.#fault === null;
    this.#fault = `${this.#options.reason}: ${error.message}`;
    if (!first) return;
    this.#options.warn(`store: ${this.#fault}; ${this.#options.refusedUntil}`);
    this.#timer = setInterval(() => void this.#probe(), PROBE_MS);
    this.#timer.unref();
  }

  recovered(): void {
    if (this.#fault === null) return;
    this.#fault = null;
    this.stop();
    this.#options.warn(`store: ${this.#options.recovered}`);
    this.#options.onRecovered?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async #probe(): Promise<void> {
    try {
      if (await this.#options.probe()) this.recovered();
    } catch (e) {
      if (this.#fault !== null) this.#fault = `${this.#options.reason}: ${(e as Error).message}`;
    }
  }
}
