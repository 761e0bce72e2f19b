/**
 * The durable store: LMDB (lmdb-js), one environment in `dataDir/lmdb/`.
 *
 * Writes are grouped: every write asked for in one turn of the event loop is
 * applied in one write transaction, committed with a sync, and only then are
 * their promises resolved (so a 200 follows a durable commit). A write whose
 * checks fail is refused alone; a commit that fails (disk full, file made
 * read-only) rolls the whole transaction back, rejects its writes and marks
 * the store unhealthy. Nothing is left half-written, so the next write simply
 * tries again; a probe every second notices when writes work again.
 *
 * Reads are lookups in LMDB's memory map (made synchronously, answered as
 * promises by the store contract). A chain's entries and
 * turn records are read one at a time when asked for (see lazy-list.ts):
 * memory does not grow with what is stored, and a start replays nothing.
 * The map itself is re-opened when its resident pages pass a budget
 * (lmdb-env.ts), so RSS does not grow with the store either.
 */
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import { IDEMPOTENCY_WINDOW_MS, MAX_IDEMPOTENCY_KEYS, type IdempotencyTag, type IdempotentTurn } from '../idempotency.js';
import { applyEvent, checkEvent, pruneIdempotency, putFile, type ChainRow, type Tables } from './lmdb-tables.js';
import { LmdbEnv } from './lmdb-env.js';
import { Store } from './base.js';
import { takeLock } from './dir-lock.js';
import { lazyList } from './lazy-list.js';
import { migrateJournal } from './migrate.js';
import { FaultWatch } from './fault-watch.js';
import type { ChainMeta, ChainState, StoreEvent, StoreHealth, StoreOptions, StoredFile, TurnRecord } from './types.js';

// No file extension: lmdb-js then keeps data.mdb and lock.mdb in this folder.
export const STORE_FOLDER = 'lmdb';

type Write =
  | { kind: 'event'; event: StoreEvent }
  | { kind: 'file'; key: readonly (string | number)[]; file: StoredFile };

interface Pending {
  write: Write;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class LmdbStore extends Store {
  readonly durable = true;
  readonly #env: LmdbEnv;
  readonly #release: () => Promise<void>;
  readonly #warn: (message: string) => void;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  #queue: Pending[] = [];
  #scheduled = false;
  readonly #faults: FaultWatch;
  #closed = false;

  private constructor(env: LmdbEnv, release: () => Promise<void>, options: StoreOptions) {
    super();
    this.#env = env;
    this.#release = release;
    this.#warn = options.warn ?? ((m) => console.warn(m));
    this.#faults = new FaultWatch({
      reason: 'the store cannot write',
      refusedUntil: 'runs are refused until a write succeeds again',
      recovered: 'writes succeed again',
      probe: () => {
        if (this.#queue.length > 0 || this.#closed) return false; // a real write is about to tell
        this.#env.root.transactionSync(() => this.#t.meta.putSync('probe', Date.now()));
        return true;
      },
      warn: this.#warn,
      onRecovered: options.onRecovered,
    });
    this.#windowMs = options.idempotency?.windowMs ?? IDEMPOTENCY_WINDOW_MS;
    this.#maxKeys = Math.max(1, Math.floor(options.idempotency?.maxKeys ?? MAX_IDEMPOTENCY_KEYS));
  }

  /** Opens (creating) the store in `dir`, private to its owner, and migrates a journal left there by an earlier version. */
  static async openIn(dir: string, options: StoreOptions): Promise<LmdbStore> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const release = await takeLock(dir);
    let store: LmdbStore | undefined;
    try {
      const path = join(dir, STORE_FOLDER);
      await mkdir(path, { recursive: true, mode: 0o700 });
      const env: LmdbEnv = new LmdbEnv(path, { mapBudget: options.mapBudget, healthy: () => store?.health().ok ?? true });
      store = new LmdbStore(env, release, options);
      await chmod(path, 0o700);
      for (const name of await readdir(path)) await chmod(join(path, name), 0o600);
      await migrateJournal(dir, (events, lastLine) => store!.importJournal(events, lastLine), store.journalLinesDone(), store.#warn);
      return store;
    } catch (error) {
      if (store) await store.#env.close().catch(() => {});
      await release();
      throw error;
    }
  }

  override health(): StoreHealth {
    const failure = this.#env.failure;
    return failure ? { ok: false, reason: failure } : this.#faults.health();
  }

  async chain(id: string): Promise<ChainState | undefined> {
    return this.#chainNow(id);
  }
  async chainByScope(scope: string): Promise<ChainState | undefined> {
    return this.#via(this.#t.scopes.get(scope));
  }
  async chainByReceipt(id: string): Promise<ChainState | undefined> {
    return this.#via(this.#t.receipts.get(id));
  }
  async chainBySession(id: string): Promise<ChainState | undefined> {
    return this.#via(this.#t.sessions.get(id));
  }
  async attestation(id: string): Promise<Attestation | undefined> {
    return this.#t.attestations.get(id);
  }
  override async idempotentTurn(key: string, now = Date.now()): Promise<IdempotentTurn | undefined> {
    return this.#idempotentNow(key, now);
  }
  async pendingChains(): Promise<string[]> {
    return [...this.#t.pending.getKeys()];
  }
  async file(key: readonly (string | number)[]): Promise<StoredFile | undefined> {
    const file = this.#t.files.get([...key]);
    return file ? { etag: file.etag, body: new Uint8Array(file.body) } : undefined;
  }

  async appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState> {
    const event: StoreEvent = idempotency ? { type: 'turn', chain, entry, record, idempotency } : { type: 'turn', chain, entry, record };
    await this.#enqueue({ kind: 'event', event });
    return this.#chainNow(chain.chain_id)!;
  }
  addAttestation(attestation: Attestation): Promise<void> {
    return this.#enqueue({ kind: 'event', event: { type: 'attestation', attestation } });
  }
  putFile(key: readonly (string | number)[], file: StoredFile): Promise<void> {
    return this.#enqueue({ kind: 'file', key, file });
  }

  /** Lines of a journal already migrated by an interrupted first start. */
  journalLinesDone(): number {
    return (this.#t.meta.get('journal-lines') as number | undefined) ?? 0;
  }

  /** Imports journal events in one commit, with how far the journal has been read. */
  importJournal(events: [number, StoreEvent][], lastLine: number): void {
    this.#env.root.transactionSync(() => {
      for (const [line, event] of events) {
        try {
          checkEvent(this.#t, event, () => false);
        } catch (error) {
          throw new Error(`journal line ${line}: ${(error as Error).message}`);
        }
        applyEvent(this.#t, event);
      }
      this.#t.meta.putSync('journal-lines', lastLine);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#faults.stop();
    if (this.#queue.length > 0) this.#flush();
    await this.#env.close();
    await this.#release();
  }

  /** The current tables (a re-open of the map replaces them); every lookup counts towards the map's budget. */
  get #t(): Tables {
    this.#env.used();
    return this.#env.tables;
  }

  #via(chainId: string | undefined): ChainState | undefined {
    return chainId === undefined ? undefined : this.#chainNow(chainId);
  }

  #chainNow(id: string): ChainState | undefined {
    const row = this.#t.chains.get(id);
    return row ? this.#state(row) : undefined;
  }

  #idempotentNow(key: string, now = Date.now()): IdempotentTurn | undefined {
    const turn = this.#t.idempotency.get(key);
    return turn && now - turn.at < this.#windowMs ? turn : undefined;
  }

  #state(row: ChainRow): ChainState {
    const id = row.chain_id;
    return {
      chain_id: id,
      session_id: row.session_id,
      receipt_id: row.receipt_id,
      session_type: row.session_type,
      title: row.title,
      scope: row.scope,
      created_at: row.created_at,
      updated_at: row.updated_at,
      // Through #t at each read: a chain read later, after a re-open, reads the new map.
      entries: lazyList(row.length, (i) => this.#t.entries.get([id, i])),
      records: lazyList(row.length, (i) => this.#t.records.get([id, i])),
      attestation: row.attestation_id ? this.#t.attestations.get(row.attestation_id) : undefined,
    };
  }

  #enqueue(write: Write): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the store is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => this.#flush());
    });
  }

  /** Commits every queued write in one synced transaction. */
  #flush(): void {
    this.#scheduled = false;
    const batch = this.#queue.splice(0);
    if (batch.length === 0) return;
    const refused = new Map<Pending, Error>();
    try {
      this.#env.root.transactionSync(() => {
        for (const p of batch) {
          if (p.write.kind === 'file') {
            putFile(this.#t, p.write.key, p.write.file);
            continue;
          }
          try {
            checkEvent(this.#t, p.write.event, (key) => this.#idempotentNow(key) !== undefined);
          } catch (error) {
            refused.set(p, error as Error);
            continue;
          }
          applyEvent(this.#t, p.write.event);
        }
        pruneIdempotency(this.#t, Date.now(), this.#windowMs, this.#maxKeys);
      });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.#faults.faulted(failure);
      for (const p of batch) p.reject(failure);
      return;
    }
    this.#faults.recovered();
    this.#env.committed();
    for (const p of batch) {
      const error = refused.get(p);
      if (error) p.reject(error);
      else p.resolve();
    }
  }
}
