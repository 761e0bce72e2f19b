/**
 * The store's contract. Reads are synchronous: the in-memory store answers
 * from its maps, the LMDB store from its memory map (LMDB reads are lookups in
 * mapped pages, no I/O on the event loop). A write resolves only once it is
 * durable; a failed write rejects, leaves nothing applied and does not stop
 * the next one.
 */
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import type { IdempotencyTag, IdempotentTurn } from '../idempotency.js';
import type { ChainMeta, ChainState, StoreHealth, StoredFile, TurnRecord } from './types.js';

export abstract class Store {
  /** True when writes reach a disk. */
  abstract readonly durable: boolean;
  abstract chainByScope(scope: string): ChainState | undefined;
  abstract chain(id: string): ChainState | undefined;
  abstract chainByReceipt(id: string): ChainState | undefined;
  abstract chainBySession(id: string): ChainState | undefined;
  abstract attestation(id: string): Attestation | undefined;
  /** The turn recorded under a scoped idempotency key, while it is remembered. */
  abstract idempotentTurn(key: string): IdempotentTurn | undefined;
  /** Chains whose newest turn no attestation covers yet. */
  abstract pendingChains(): string[];
  /** Records the turn (with its idempotency key, if any) durably, then answers the chain as it now is. */
  abstract appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState>;
  abstract addAttestation(attestation: Attestation): Promise<void>;
  /** A file kept under `key`, if any. */
  abstract file(key: readonly (string | number)[]): StoredFile | undefined;
  /** Keeps a file under `key`, dropping the other files under `key`'s first two parts (older versions of it). */
  abstract putFile(key: readonly (string | number)[], file: StoredFile): Promise<void>;
  health(): StoreHealth {
    return { ok: true };
  }
  abstract close(): Promise<void>;
}
