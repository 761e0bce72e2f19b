/**
 * The service's state: chains (with their session and receipt), turn records
 * and attestations. With a data directory every change goes through the
 * journal first, so nothing acknowledged is lost; `memory: true` keeps it
 * in memory only (tests, throwaway runs).
 */
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import type { EngineOutput } from '../engine/index.js';
import { GENESIS } from '../chain/index.js';
import { Journal } from './journal.js';
import { IdempotencyIndex, type IdempotencyOptions, type IdempotencyTag, type IdempotentTurn } from '../idempotency.js';

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

export interface ChainState extends ChainMeta {
  entries: ChainEntry[];
  records: TurnRecord[];
  updated_at: string;
  /** The newest attestation of this chain, current or not. */
  attestation: Attestation | undefined;
}

export type StoreEvent =
  // `idempotency` is optional: journals written before it existed still load.
  | { type: 'turn'; chain: ChainMeta; entry: ChainEntry; record: TurnRecord; idempotency?: IdempotencyTag }
  | { type: 'attestation'; attestation: Attestation };

export interface StoreOptions {
  /** Directory for the journal; ignored with `memory`. */
  dataDir?: string;
  memory?: boolean;
  warn?: (message: string) => void;
  /** Window and bound of remembered idempotency keys. */
  idempotency?: IdempotencyOptions;
}

export class Store {
  readonly #byScope = new Map<string, ChainState>();
  readonly #byChain = new Map<string, ChainState>();
  readonly #byReceipt = new Map<string, ChainState>();
  readonly #bySession = new Map<string, ChainState>();
  readonly #attestations = new Map<string, Attestation>();
  readonly #journal: Journal | null;
  readonly #idempotency: IdempotencyIndex;

  private constructor(journal: Journal | null, idempotency: IdempotencyOptions | undefined) {
    this.#journal = journal;
    this.#idempotency = new IdempotencyIndex(idempotency);
  }

  static async open(options: StoreOptions): Promise<Store> {
    if (options.memory || !options.dataDir) return new Store(null, options.idempotency);
    const warn = options.warn ?? ((m: string) => console.warn(m));
    const { journal, events } = await Journal.open<StoreEvent>(options.dataDir, warn);
    const store = new Store(journal, options.idempotency);
    try {
      for (const [i, event] of events.entries()) {
        try {
          store.#apply(event);
        } catch (error) {
          throw new Error(`journal event ${i + 1}: ${(error as Error).message}`);
        }
      }
    } catch (error) {
      await journal.close();
      throw error;
    }
    return store;
  }

  get durable(): boolean {
    return this.#journal !== null;
  }

  chainByScope(scope: string): ChainState | undefined {
    return this.#byScope.get(scope);
  }
  chain(id: string): ChainState | undefined {
    return this.#byChain.get(id);
  }
  chainByReceipt(id: string): ChainState | undefined {
    return this.#byReceipt.get(id);
  }
  chainBySession(id: string): ChainState | undefined {
    return this.#bySession.get(id);
  }
  attestation(id: string): Attestation | undefined {
    return this.#attestations.get(id);
  }
  chains(): IterableIterator<ChainState> {
    return this.#byChain.values();
  }
  /** The turn recorded under a scoped idempotency key, while it is remembered. */
  idempotentTurn(key: string): IdempotentTurn | undefined {
    return this.#idempotency.get(key);
  }

  /** Journals (and syncs) the turn, with its idempotency key if any, then makes it visible. */
  async appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState> {
    const event: StoreEvent = idempotency ? { type: 'turn', chain, entry, record, idempotency } : { type: 'turn', chain, entry, record };
    this.#check(event);
    await this.#journal?.append(event);
    return this.#apply(event) as ChainState;
  }

  async addAttestation(attestation: Attestation): Promise<void> {
    const event: StoreEvent = { type: 'attestation', attestation };
    this.#check(event);
    await this.#journal?.append(event);
    this.#apply(event);
  }

  async close(): Promise<void> {
    await this.#journal?.close();
  }

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
