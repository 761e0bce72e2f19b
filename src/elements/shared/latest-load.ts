/**
 * The elements' loads as a Lit reactive controller, in place of @lit/task (a
 * dependency and about 0.6 kB min+gzip for features the elements do not use).
 * It keeps Task's guarantee: when the arguments change, a new run starts and
 * the previous one is aborted through its signal, and only the newest run's
 * answer or error reaches the host (its state, its callbacks, a render).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type LoadStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface LatestLoadOptions<A extends readonly unknown[], T> {
  /** Runs the load; `signal` aborts when a newer run starts. */
  run: (args: A, signal: AbortSignal) => Promise<T>;
  /** Read before each host update; a run starts when any item changed (===). */
  args: () => A;
  /** Called with the newest run's answer only. */
  onComplete?: (value: T) => void;
  /** Called with the newest run's error only. */
  onError?: (error: unknown) => void;
  /**
   * Abort a pending run when the host leaves the page (its answer is dropped), and start it
   * again if the host comes back. For long runs, e.g. a chain check read in many pages.
   */
  abortOnDisconnect?: boolean;
}

export class LatestLoad<A extends readonly unknown[], T> implements ReactiveController {
  status: LoadStatus = 'initial';
  /** The newest run's answer (status 'complete'). */
  value: T | undefined;
  /** The newest run's error (status 'error'). */
  error: unknown;
  private lastArgs: A | undefined;
  private runs = 0;
  private controller: AbortController | undefined;
  private settled: Promise<void> = Promise.resolve();
  private settle: () => void = () => {};
  /** The host has left the page (tracked with `abortOnDisconnect` only). */
  private away = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: LatestLoadOptions<A, T>,
  ) {
    host.addController(this);
  }

  /** Resolves when the newest run has settled (at once when none is pending). */
  get complete(): Promise<void> {
    return this.settled;
  }

  /** Like Task's: the newest run's answer once it has settled, or its error as a rejection. */
  get taskComplete(): Promise<T | undefined> {
    return this.settled.then(() => (this.status === 'error' ? Promise.reject(this.error) : this.value));
  }

  hostConnected(): void {
    if (!this.away) return;
    this.away = false;
    // Back on the page: the next update starts a run stopped by hostDisconnected, or one whose arguments changed meanwhile.
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    if (!this.options.abortOnDisconnect) return;
    this.away = true;
    if (this.status !== 'pending' || !this.controller) return;
    this.runs++; // the stopped run's answer or abort never reaches the host
    this.controller.abort(new DOMException('The element left the page.', 'AbortError'));
    this.controller = undefined;
    this.lastArgs = undefined;
  }

  hostUpdate(): void {
    // A host updated while away from the page starts nothing; it catches up when it is back.
    if (this.away) return;
    const args = this.options.args();
    const last = this.lastArgs;
    if (last && args.length === last.length && args.every((a, i) => a === last[i])) return;
    this.lastArgs = args;
    void this.start(args);
  }

  private async start(args: A): Promise<void> {
    const run = ++this.runs;
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    if (this.status !== 'pending') this.settled = new Promise((resolve) => (this.settle = resolve));
    // Set during the host's update, before it renders: this render already shows the pending state.
    this.status = 'pending';
    let value: T | undefined;
    let error: unknown;
    let failed = false;
    try {
      value = await this.options.run(args, controller.signal);
    } catch (e) {
      failed = true;
      error = e;
    }
    if (run !== this.runs) return; // a newer run started: this answer (or abort) never reaches the page
    this.status = failed ? 'error' : 'complete';
    this.value = value;
    this.error = error;
    if (failed) this.options.onError?.(error);
    else this.options.onComplete?.(value as T);
    this.host.requestUpdate();
    this.settle();
  }
}
