/**
 * The elements' events: typed `Event` subclasses that bubble and cross shadow
 * boundaries. Each carries a `detail` too, so frameworks that read
 * `event.detail` (as with CustomEvent) work unchanged.
 */
import type { Receipt, Session } from '../../spec/index.js';
import type { BadgeReceiptData } from '../../client/badge-read.js';
import type { Outcome } from '../../badge/outcome.js';
import type { RunCompleteEvent, RunErrorEvent, RunStartEvent } from './run-events.js';

import { INIT, type ErrorDetail } from './event-init.js';

export { INIT, type ErrorDetail };

export interface ReceiptLoadDetail {
  /**
   * From `<reasoning-receipt>`: the receipt, checked field by field. From
   * `<chain-badge>`: the service's answer with the fields a badge shows
   * checked (`id`, `verified`, `badge_svg`), the others as sent.
   */
  receipt: Receipt | BadgeReceiptData;
  session?: Session;
  /** The outcome the element shows now (src/badge/outcome.ts), also its custom state (`:state(verified)`). */
  outcome?: Outcome;
}

export class ReceiptLoadEvent extends Event {
  static readonly eventName = 'receipt-load';
  constructor(readonly detail: ReceiptLoadDetail) {
    super(ReceiptLoadEvent.eventName, INIT);
  }
}

export class ReceiptErrorEvent extends Event {
  static readonly eventName = 'receipt-error';
  constructor(readonly detail: ErrorDetail & { receiptId: string; outcome?: Outcome }) {
    super(ReceiptErrorEvent.eventName, INIT);
  }
}

/** Maps any thrown value to an ErrorDetail (ReasoningError carries kind and status). */
export function errorDetail(error: unknown): ErrorDetail {
  const err = error instanceof Error ? error : new Error(String(error));
  const { kind, status } = err as Error & { kind?: unknown; status?: unknown };
  return {
    error: err,
    kind: typeof kind === 'string' ? kind : 'error',
    ...(typeof status === 'number' ? { status } : {}),
  };
}

// The console's events are a module of their own (a page of badges loads none of them).
export type { RunCompleteEvent, RunErrorEvent, RunStartEvent };

declare global {
  interface GlobalEventHandlersEventMap {
    'receipt-load': ReceiptLoadEvent;
    'receipt-error': ReceiptErrorEvent;
    'run-start': RunStartEvent;
    'run-complete': RunCompleteEvent;
    'run-error': RunErrorEvent;
  }
}
