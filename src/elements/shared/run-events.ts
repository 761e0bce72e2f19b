/** `<reasoning-console>`'s events (events.ts has those of every element). */
import type { RunRequest, RunResponse } from '../../spec/index.js';
import { INIT, type ErrorDetail } from './event-init.js';

export class RunStartEvent extends Event {
  static readonly eventName = 'run-start';
  constructor(readonly detail: { request: RunRequest }) {
    super(RunStartEvent.eventName, INIT);
  }
}

export class RunCompleteEvent extends Event {
  static readonly eventName = 'run-complete';
  constructor(readonly detail: { request: RunRequest; response: RunResponse }) {
    super(RunCompleteEvent.eventName, INIT);
  }
}

export class RunErrorEvent extends Event {
  static readonly eventName = 'run-error';
  constructor(readonly detail: ErrorDetail & { request: RunRequest }) {
    super(RunErrorEvent.eventName, INIT);
  }
}
