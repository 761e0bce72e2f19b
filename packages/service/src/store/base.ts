/**
 * The store's contract. Reads are asynchronous, so a store may answer from
 * its maps (memory), its memory map (LMDB) or over a network (Postgres). A
 * ChainState, once read, holds its entries and records as plain readable
 * arrays. A write resolves only once it is durable; a failed write rejects,
 * leaves nothing applied and does not stop the next one.
 */
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import type { IdempotencyTag, IdempotentTurn } from '../idempotency.js';
import type { ChainMeta, ChainState, StoreHealth, StoredFile, TurnRecord } from './types.js';

/** What a turn sees while it holds its chain: the head, a key's earlier turn, and the append. */
export interface TurnSlot {
  /** The chain as it is now (undefined before its first turn). */
  head: ChainState | undefined;
  /** The turn already recorded under the idempotency key asked about, if any. */
  recorded: IdempotentTurn | undefined;
  /** Reads a chain while holding this one (a shared store answers on the same connection). */
  chain(id: string): Promise<ChainState | undefined>;
  append(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState>;
}

export abstract class Store {
  /** True when writes reach a disk. */
  abstract readonly durable: boolean;
  abstract chainByScope(scope: string): Promise<ChainState | undefined>;
  abstract chain(id: string): Promise<ChainState | undefined>;
  abstract chainByReceipt(id: string): Promise<ChainState | undefined>;
  abstract chainBySession(id: string): Promise<ChainState | undefined>;
  abstract attestation(id: string): Promise<Attestation | undefined>;
  /** The turn recorded under a scoped idempotency key, while it is remembered. */
  abstract idempotentTurn(key: string): Promise<IdempotentTurn | undefined>;
  /** Chains whose newest turn no attestation covers yet. */
  abstract pendingChains(): Promise<string[]>;
  /** Records the turn (with its idempotency key, if any) durably, then answers the chain as it now is. */
  abstract appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState>;
  abstract addAttestation(attestation: Attestation): Promise<void>;
  /** A file kept under `key`, if any. */
  abstract file(key: readonly (string | number)[]): Promise<StoredFile | undefined>;
  /** Keeps a file under `key`, dropping the other files under `key`'s first two parts (older versions of it). */
  abstract putFile(key: readonly (string | number)[], file: StoredFile): Promise<void>;

  /**
   * Runs `task` holding the chain of `scope`: it reads the head (and the turn
   * recorded under `idempotencyKey`) and appends at most one turn. One process
   * serialises turns per scope itself (run.ts), so here this is a plain read
   * then write; a store shared by processes overrides it to hold the chain
   * for the whole task (one transaction with a lock).
   */
  async withTurn<T>(scope: string, idempotencyKey: string | undefined, task: (slot: TurnSlot) => Promise<T>): Promise<T> {
    const head = await this.chainByScope(scope);
    const recorded = idempotencyKey === undefined ? undefined : await this.idempotentTurn(idempotencyKey);
    return task({ head, recorded, chain: (id) => this.chain(id), append: (chain, entry, record, idempotency) => this.appendTurn(chain, entry, record, idempotency) });
  }

  /**
   * Claims the attestation of a chain at `length` for this process. A store
   * of one process always grants it; a shared store grants it to one process
   * only (until the claim goes stale), so two attestors never sign the same link.
   */
  async claimAttestation(_chainId: string, _length: number): Promise<boolean> {
    return true;
  }

  /** The attestor's key (PKCS#8 PEM) kept in the store, made by `create` on first use; undefined when the store keeps none. */
  async attestorKey(_create: () => string): Promise<string | undefined> {
    return undefined;
  }

  health(): StoreHealth {
    return { ok: true };
  }
  abstract close(): Promise<void>;
}
