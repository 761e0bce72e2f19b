/**
 * The wait the service asked for (a 429's Retry-After), counted down once a
 * second on the console, which re-renders on each tick. Stops when it reaches
 * zero, when stopped, or when the console leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class RetryCountdown implements ReactiveController {
  /** Whole seconds left; 0 when nothing is counting. */
  seconds = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  start(seconds: number): void {
    this.stop();
    this.seconds = seconds;
    this.timer = setInterval(() => {
      this.seconds = Math.max(0, this.seconds - 1);
      if (this.seconds === 0) this.stop();
      this.host.requestUpdate();
    }, 1000);
    this.host.requestUpdate();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    if (this.seconds === 0) return;
    this.seconds = 0;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
