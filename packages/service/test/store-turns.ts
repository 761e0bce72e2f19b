/** Chains and turns for the store tests, linked by the service's own chain code (no HTTP, no engine). */
import type { ChainEntry } from 'reasoning-elements/spec';
import { nextEntry } from '../src/chain/index.js';
import type { ChainMeta, TurnRecord } from '../src/store/index.js';

/** An engine answer of the shape the rule engine gives. */
export const ENGINE_OUTPUT = {
  status: 'GROUND',
  content: { answer: 'a', confidence: 0.9, implication: 'i' },
  structure: { closest_shape: 'feedback_system', geometric_confidence: 0.9, gap_score: 0.1, fires: false },
  bridge: null,
  conflict: { conflict: false, message: '' },
};

export function chainMeta(name: string): ChainMeta {
  return { chain_id: `chain_${name}`, session_id: `session-${name}`, receipt_id: `rcpt_${name}`, session_type: 'reasoning', title: name, scope: `t:${name}`, created_at: '2026-01-01T00:00:00.000Z' };
}

/** The turn after `previous` on `chain` (its first when undefined); by default its input is `turn N ✓ "quoted"`. */
export function nextTurn(chain: ChainMeta, previous: ChainEntry | undefined, options: { input?: string; at?: Date } = {}): { entry: ChainEntry; record: TurnRecord } {
  const index = previous ? previous.index + 1 : 0;
  const record: TurnRecord = { chain_id: chain.chain_id, index, session_type: 'reasoning', input: options.input ?? `turn ${index} ✓ "quoted"`, output: ENGINE_OUTPUT };
  return { entry: nextEntry(previous, record, (options.at ?? new Date()).toISOString()), record };
}
