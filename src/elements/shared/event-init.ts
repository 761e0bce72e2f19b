/** What every element's event shares: how it travels, and what an error event says (events.ts, run-events.ts). */
export const INIT: EventInit = { bubbles: true, composed: true };

/** What went wrong, in a shape any listener can use. */
export interface ErrorDetail {
  error: Error;
  /** ReasoningError's kind ('not-found', 'network', …), or 'invalid-response' / 'error'. */
  kind: string;
  /** HTTP status, when there was one. */
  status?: number;
}
