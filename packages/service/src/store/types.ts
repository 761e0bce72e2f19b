/** What every store holds and answers, whatever engine keeps it. */
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import type { EngineOutput } from '../engine/index.js';
import type { IdempotencyOptions, IdempotencyTag, IdempotentTurn } from '../idempotency.js';

/** The content a chain entry's `y` commits to (hashed as RFC 8785 JSON). */
export interface TurnRecord {
  chain_id: string;
  index: number;
  session_type: string;
  input: string;
  output: EngineOutput;
}

export interface ChainMeta {
  chain_id: string;
  session_id: string;
  receipt_id: string;
  session_type: string;
  title: string;
  /** Key scope + session name: who may extend this chain. */
  scope: string;
  created_at: string;
}

/**
 * A chain as the store holds it. A durable store reads `entries` and
 * `records` from disk one item at a time, as they are indexed, so holding a
 * ChainState costs no memory per turn.
 */
export interface ChainState extends ChainMeta {
  readonly entries: readonly ChainEntry[];
  readonly records: readonly TurnRecord[];
  updated_at: string;
  /** The newest attestation of this chain, current or not. */
  attestation: Attestation | undefined;
}

export type StoreEvent =
  // `idempotency` is optional: journals written before it existed still load.
  | { type: 'turn'; chain: ChainMeta; entry: ChainEntry; record: TurnRecord; idempotency?: IdempotencyTag }
  | { type: 'attestation'; attestation: Attestation };

export interface StoreOptions {
  /** Directory of the database (and of a journal from an earlier version, migrated on first start); ignored with `memory`. */
  dataDir?: string;
  memory?: boolean;
  /** A Postgres URL (postgres://…): the store lives in that database, shared by every process opening it. */
  url?: string;
  warn?: (message: string) => void;
  /** Window and bound of remembered idempotency keys. */
  idempotency?: IdempotencyOptions;
  /**
   * LMDB: growth of the process's resident file pages, in bytes, after which
   * the store re-opens its memory map (default 8 MiB; see lmdb-env.ts).
   */
  mapBudget?: number;
  /** Called when writes succeed again after a fault. */
  onRecovered?: () => void;
}

/** Whether the store can write now; `reason` says why not. */
export type StoreHealth = { ok: true } | { ok: false; reason: string };

/** A rendered file kept with the store (receipt PDFs), found by its exact key. */
export interface StoredFile {
  etag: string;
  body: Uint8Array;
}

export type { IdempotentTurn };
