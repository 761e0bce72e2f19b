/**
 * The in-memory store (`memory: true`, or no data directory): state in maps,
 * gone when the process ends. Tests and throwaway runs.
 */
import type { Attestation } from 'reasoning-elements/spec';
import { GENESIS } from '../chain/index.js';
import { IdempotencyIndex, type IdempotencyOptions, type IdempotencyTag, type IdempotentTurn } from '../idempotency.js';
import { Store } from './base.js';
import type { ChainMeta, ChainState, StoreEvent, StoredFile, TurnRecord } from './types.js';
import type { ChainEntry } from 'reasoning-elements/spec';

/** Rendered files kept at most (each a receipt PDF). */
const MAX_FILES = 64;

interface MemoryChain extends ChainState {
  entries: ChainEntry[];
  records: TurnRecord[];
}

export class MemoryStore extends Store {
  readonly durable = false;
  readonly #files = new Map<string, StoredFile>();
  readonly #byScope = new Map<string, MemoryChain>();
  readonly #byChain = new Map<string, MemoryChain>();
  readonly #byReceipt = new Map<string, MemoryChain>();
  readonly #bySession = new Map<string, MemoryChain>();
  readonly #attestations = new Map<string, Attestation>();
  readonly #idempotency: IdempotencyIndex;

  constructor(idempotency?: IdempotencyOptions) {
    super();
    this.#idempotency = new IdempotencyIndex(idempotency);
  }

  async chainByScope(scope: string): Promise<ChainState | undefined> {
    return this.#byScope.get(scope);
  }
  async chain(id: string): Promise<ChainState | undefined> {
    return this.#byChain.get(id);
  }
  async chainByReceipt(id: string): Promise<ChainState | undefined> {
    return this.#byReceipt.get(id);
  }
  async chainBySession(id: string): Promise<ChainState | undefined> {
    return this.#bySession.get(id);
  }
  async attestation(id: string): Promise<Attestation | undefined> {
    return this.#attestations.get(id);
  }
  async pendingChains(): Promise<string[]> {
    return [...this.#byChain.values()].filter((c) => c.attestation?.length !== c.entries.length).map((c) => c.chain_id);
  }
  async file(key: readonly (string | number)[]): Promise<StoredFile | undefined> {
    return this.#files.get(JSON.stringify(key));
  }
  async putFile(key: readonly (string | number)[], file: StoredFile): Promise<void> {
    const prefix = JSON.stringify(key.slice(0, 2)).slice(0, -1);
    for (const k of this.#files.keys()) if (k.startsWith(prefix)) this.#files.delete(k);
    this.#files.set(JSON.stringify(key), file);
    for (const k of this.#files.keys()) {
      if (this.#files.size <= MAX_FILES) break;
      this.#files.delete(k);
    }
  }
  /** The turn recorded under a scoped idempotency key, while it is remembered. */
  async idempotentTurn(key: string): Promise<IdempotentTurn | undefined> {
    return this.#idempotency.get(key);
  }

  /** Records the turn, with its idempotency key if any, and makes it visible. */
  async appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState> {
    const event: StoreEvent = idempotency ? { type: 'turn', chain, entry, record, idempotency } : { type: 'turn', chain, entry, record };
    this.#check(event);
    return this.#apply(event) as ChainState;
  }

  async addAttestation(attestation: Attestation): Promise<void> {
    const event: StoreEvent = { type: 'attestation', attestation };
    this.#check(event);
    this.#apply(event);
  }

  async close(): Promise<void> {}

  /** Throws when the event does not extend the current state. */
  #check(event: StoreEvent): void {
    if (event.type === 'attestation') {
      if (!this.#byChain.has(event.attestation.chain_id)) throw new Error(`attestation of unknown chain ${event.attestation.chain_id}`);
      return;
    }
    const existing = this.#byChain.get(event.chain.chain_id);
    const last = existing?.entries[existing.entries.length - 1];
    const expectedIndex = existing ? existing.entries.length : 0;
    if (event.entry.index !== expectedIndex) throw new Error(`chain ${event.chain.chain_id}: expected entry ${expectedIndex}, got ${event.entry.index}`);
    if (event.entry.x !== (last ? last.xy : GENESIS)) throw new Error(`chain ${event.chain.chain_id}: entry ${event.entry.index} does not link to its predecessor`);
    if (!existing && this.#byScope.has(event.chain.scope)) throw new Error(`a chain already exists for this scope`);
  }

  #apply(event: StoreEvent): ChainState | Attestation {
    this.#check(event);
    if (event.type === 'attestation') {
      const chain = this.#byChain.get(event.attestation.chain_id)!;
      this.#attestations.set(event.attestation.id, event.attestation);
      if (!chain.attestation || chain.attestation.length <= event.attestation.length) chain.attestation = event.attestation;
      return event.attestation;
    }
    let chain = this.#byChain.get(event.chain.chain_id);
    if (!chain) {
      chain = { ...event.chain, entries: [], records: [], updated_at: event.entry.timestamp, attestation: undefined };
      this.#byChain.set(chain.chain_id, chain);
      this.#byScope.set(chain.scope, chain);
      this.#byReceipt.set(chain.receipt_id, chain);
      this.#bySession.set(chain.session_id, chain);
    }
    chain.entries.push(event.entry);
    chain.records.push(event.record);
    chain.updated_at = event.entry.timestamp;
    if (event.idempotency && typeof event.idempotency.key === 'string') {
      const { key, fingerprint, origin } = event.idempotency;
      this.#idempotency.add({ key, fingerprint, origin, chain_id: chain.chain_id, index: event.entry.index, at: Date.parse(event.entry.timestamp) });
    }
    return chain;
  }
}
