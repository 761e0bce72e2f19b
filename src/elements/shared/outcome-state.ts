/**
 * An element's outcome as its custom state, so `chain-badge:state(verified)` matches
 * (CustomStateSet): one state at a time, none while there is none to say.
 */
import type { Outcome } from '../../badge/outcome.js';

export function showOutcome(internals: ElementInternals | undefined, outcome: Outcome | undefined): void {
  const states = internals?.states;
  if (!states) return;
  if (outcome && states.has(outcome) && states.size === 1) return;
  states.clear();
  if (outcome) states.add(outcome);
}
