/**
 * The shared store: Postgres, through the `postgres` client. Several service
 * processes may open one database; the database keeps them consistent:
 *
 * - a turn reads the chain's head and appends in one transaction holding an
 *   advisory lock on the chain's scope (and on its idempotency key), so two
 *   processes never fork a chain and a key sent to both yields one turn;
 * - the attestation of a chain length is claimed first (one row per length),
 *   so one attestor signs it; the attestor's key is kept in the database, so
 *   every process signs with it and trusts the others' attestations;
 * - a failed query marks the store unhealthy (GET /healthz answers 503) until
 *   a probe, once a second, reaches the database again; nothing restarts.
 *
 * A chain read loads its entries and records whole (one query each).
 */
import { randomBytes } from 'node:crypto';
import postgres, { type Sql, type TransactionSql } from 'postgres';
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import { GENESIS } from '../chain/index.js';
import { IDEMPOTENCY_WINDOW_MS, MAX_IDEMPOTENCY_KEYS, type IdempotencyTag, type IdempotentTurn } from '../idempotency.js';
import { Store, type TurnSlot } from './base.js';
import { createSchema } from './postgres-schema.js';
import { FaultWatch } from './fault-watch.js';
import type { ChainMeta, ChainState, StoreHealth, StoreOptions, StoredFile, TurnRecord } from './types.js';

/** How often a healthy store asks the database whether it is there (so /healthz notices an outage with no traffic). */
const HEARTBEAT_MS = 2000;
/** A claim older than this is taken to be from a process that stopped before signing. */
const CLAIM_STALE_SECONDS = 30;
/** Expired idempotency keys dropped per turn (spreads the work). */
const PRUNE_PER_TURN = 200;

type Query = Sql | TransactionSql;
type ChainColumn = 'chain_id' | 'scope' | 'receipt_id' | 'session_id';

interface ChainRow extends ChainMeta {
  updated_at: string;
  length: number;
  attestation_id: string | null;
}

export class PostgresStore extends Store {
  readonly durable = true;
  readonly #sql: Sql;
  readonly #owner = randomBytes(8).toString('hex');
  readonly #warn: (message: string) => void;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #faults: FaultWatch;
  readonly #heartbeat: ReturnType<typeof setInterval>;
  #closed = false;

  private constructor(sql: Sql, options: StoreOptions) {
    super();
    this.#sql = sql;
    this.#warn = options.warn ?? ((m) => console.warn(m));
    this.#faults = new FaultWatch({
      reason: 'the database cannot be reached',
      refusedUntil: 'runs are refused until it answers again',
      recovered: 'the database answers again',
      probe: async () => {
        await this.#sql`select 1`;
        return true;
      },
      warn: this.#warn,
      onRecovered: options.onRecovered,
    });
    this.#windowMs = options.idempotency?.windowMs ?? IDEMPOTENCY_WINDOW_MS;
    this.#maxKeys = Math.max(1, Math.floor(options.idempotency?.maxKeys ?? MAX_IDEMPOTENCY_KEYS));
    this.#heartbeat = setInterval(() => {
      if (!this.#faults.faulty) this.#guard(() => this.#sql`select 1`).catch(() => {});
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Connects to `url` and creates the tables that are missing. */
  static async open(url: string, options: StoreOptions = {}): Promise<PostgresStore> {
    const sql = postgres(url, {
      max: 20,
      connect_timeout: 5,
      // No array types are used. And the query that fetches them on each new connection is one nobody awaits in
      // postgres.js 3.4: a connection closing during it (a database restarting) is an unhandled rejection.
      fetch_types: false,
      // "relation already exists, skipping" from the idempotent schema.
      onnotice: () => {},
    });
    try {
      await createSchema(sql);
    } catch (error) {
      await sql.end({ timeout: 1 }).catch(() => {});
      throw new Error(`cannot open the Postgres store: ${(error as Error).message}`);
    }
    return new PostgresStore(sql, options);
  }

  override health(): StoreHealth {
    return this.#faults.health();
  }

  chain(id: string): Promise<ChainState | undefined> {
    return this.#guard(() => this.#chainWhere(this.#sql, 'chain_id', id));
  }
  chainByScope(scope: string): Promise<ChainState | undefined> {
    return this.#guard(() => this.#chainWhere(this.#sql, 'scope', scope));
  }
  chainByReceipt(id: string): Promise<ChainState | undefined> {
    return this.#guard(() => this.#chainWhere(this.#sql, 'receipt_id', id));
  }
  chainBySession(id: string): Promise<ChainState | undefined> {
    return this.#guard(() => this.#chainWhere(this.#sql, 'session_id', id));
  }
  attestation(id: string): Promise<Attestation | undefined> {
    return this.#guard(async () => {
      const [row] = await this.#sql<{ body: string }[]>`select body from re_attestations where id = ${id}`;
      return row ? (JSON.parse(row.body) as Attestation) : undefined;
    });
  }
  idempotentTurn(key: string): Promise<IdempotentTurn | undefined> {
    return this.#guard(() => this.#idempotent(this.#sql, key));
  }
  pendingChains(): Promise<string[]> {
    return this.#guard(async () => (await this.#sql<{ chain_id: string }[]>`select chain_id from re_chains where attested_length < length`).map((r) => r.chain_id));
  }
  file(key: readonly (string | number)[]): Promise<StoredFile | undefined> {
    return this.#guard(async () => {
      const [row] = await this.#sql<{ etag: string; body: Buffer }[]>`select etag, body from re_files where key = ${JSON.stringify(key)}`;
      return row ? { etag: row.etag, body: new Uint8Array(row.body) } : undefined;
    });
  }

  /** One transaction: the chain's scope (and key) locked, its head read, at most one turn appended. */
  override withTurn<T>(scope: string, idempotencyKey: string | undefined, task: (slot: TurnSlot) => Promise<T>): Promise<T> {
    return this.#guard(
      () =>
        this.#transaction(async (tx) => {
          await tx`select pg_advisory_xact_lock(hashtextextended(${`scope:${scope}`}, 0))`;
          if (idempotencyKey !== undefined) await tx`select pg_advisory_xact_lock(hashtextextended(${`key:${idempotencyKey}`}, 0))`;
          const head = await this.#chainWhere(tx, 'scope', scope);
          const recorded = idempotencyKey === undefined ? undefined : await this.#idempotent(tx, idempotencyKey);
          let appended = false;
          let failed: Error | undefined;
          const result = await task({
            head,
            recorded,
            chain: (id) => this.#chainWhere(tx, 'chain_id', id),
            append: async (chain, entry, record, idempotency) => {
              if (appended) throw new Error('one turn per hold of a chain');
              appended = true;
              await this.#insertTurn(tx, head, chain, entry, record, idempotency).catch((error: Error) => {
                failed = error;
                throw error;
              });
              return {
                ...chain,
                entries: [...(head?.entries ?? []), entry],
                records: [...(head?.records ?? []), record],
                updated_at: entry.timestamp,
                attestation: head?.attestation,
              };
            },
          });
          // A refused append rolls the transaction back, whatever the task answered.
          if (failed) throw failed;
          return result;
        }),
    );
  }

  /**
   * One transaction. postgres.js 3.4 writes a transaction's COMMIT or
   * ROLLBACK to its connection even once that connection has closed, which
   * throws out of a timer and ends the process (porsager/postgres#1154,
   * #1208). So after the work, one turn of the event loop later (a close has
   * been seen by then), a transaction whose connection closed is left
   * unsettled instead: begin() has already rejected, and nothing is written.
   */
  async #transaction<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T> {
    let lost = false;
    const never = () => new Promise<never>(() => {});
    const done = this.#sql.begin(async (tx) => {
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await new Promise((r) => setImmediate(r));
        if (lost) return never();
        throw error;
      }
      await new Promise((r) => setImmediate(r));
      if (lost) return never();
      return result;
    });
    done.catch(() => {
      lost = true;
    });
    return done as Promise<T>;
  }

  async appendTurn(chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<ChainState> {
    return this.withTurn(chain.scope, idempotency?.key, (slot) => slot.append(chain, entry, record, idempotency));
  }

  addAttestation(attestation: Attestation): Promise<void> {
    return this.#guard(async () => {
      await this.#transaction(async (tx) => {
        await tx`insert into re_attestations (id, chain_id, length, body)
          values (${attestation.id}, ${attestation.chain_id}, ${attestation.length}, ${JSON.stringify(attestation)})`;
        await tx`update re_chains set attestation_id = ${attestation.id}, attested_length = ${attestation.length}
          where chain_id = ${attestation.chain_id} and attested_length <= ${attestation.length}`;
      });
    });
  }

  override claimAttestation(chainId: string, length: number): Promise<boolean> {
    return this.#guard(async () => {
      const rows = await this.#sql`insert into re_attestation_claims (chain_id, length, owner) values (${chainId}, ${length}, ${this.#owner})
        on conflict (chain_id, length) do update set owner = excluded.owner, claimed_at = now()
        where re_attestation_claims.owner = excluded.owner
           or re_attestation_claims.claimed_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS})
        returning owner`;
      return rows.length === 1;
    });
  }

  override attestorKey(create: () => string): Promise<string> {
    return this.#guard(async () => {
      await this.#sql`insert into re_meta (name, value) values ('attestor-key', ${create()}) on conflict (name) do nothing`;
      const [row] = await this.#sql<{ value: string }[]>`select value from re_meta where name = 'attestor-key'`;
      return row!.value;
    });
  }

  putFile(key: readonly (string | number)[], file: StoredFile): Promise<void> {
    const prefix = JSON.stringify(key.slice(0, 2));
    return this.#guard(async () => {
      await this.#transaction(async (tx) => {
        await tx`delete from re_files where prefix = ${prefix}`;
        await tx`insert into re_files (key, prefix, etag, body) values (${JSON.stringify(key)}, ${prefix}, ${file.etag}, ${Buffer.from(file.body)})
          on conflict (key) do update set etag = excluded.etag, body = excluded.body`;
      });
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#faults.stop();
    clearInterval(this.#heartbeat);
    await this.#sql.end({ timeout: 5 });
  }

  async #chainWhere(q: Query, column: ChainColumn, value: string): Promise<ChainState | undefined> {
    const [row] = await q<ChainRow[]>`select chain_id, session_id, receipt_id, session_type, title, scope, created_at, updated_at, length, attestation_id
      from re_chains where ${q(column)} = ${value}`;
    if (!row) return undefined;
    const links = await q<{ entry: string; record: string }[]>`select entry, record from re_entries where chain_id = ${row.chain_id} and index < ${row.length} order by index`;
    const [att] = row.attestation_id ? await q<{ body: string }[]>`select body from re_attestations where id = ${row.attestation_id}` : [];
    const { length: _length, attestation_id: _id, ...meta } = row;
    return {
      ...meta,
      entries: links.map((l) => JSON.parse(l.entry) as ChainEntry),
      records: links.map((l) => JSON.parse(l.record) as TurnRecord),
      attestation: att ? (JSON.parse(att.body) as Attestation) : undefined,
    };
  }

  async #idempotent(q: Query, key: string): Promise<IdempotentTurn | undefined> {
    const [row] = await q<{ turn: string }[]>`select turn from re_idempotency where key = ${key} and at > ${Date.now() - this.#windowMs}`;
    return row ? (JSON.parse(row.turn) as IdempotentTurn) : undefined;
  }

  /** Appends inside the held transaction; throws, applying nothing, unless the turn extends the head. */
  async #insertTurn(tx: TransactionSql, head: ChainState | undefined, chain: ChainMeta, entry: ChainEntry, record: TurnRecord, idempotency?: IdempotencyTag): Promise<void> {
    const expected = head ? head.entries.length : 0;
    const last = head?.entries[expected - 1];
    if (entry.index !== expected) throw new Error(`chain ${chain.chain_id}: expected entry ${expected}, got ${entry.index}`);
    if (entry.x !== (last ? last.xy : GENESIS)) throw new Error(`chain ${chain.chain_id}: entry ${entry.index} does not link to its predecessor`);
    if (head) {
      const moved = await tx`update re_chains set length = ${expected + 1}, updated_at = ${entry.timestamp} where chain_id = ${chain.chain_id} and length = ${expected}`;
      if (moved.count !== 1) throw new Error(`chain ${chain.chain_id} moved on while held`);
    } else {
      await tx`insert into re_chains (chain_id, scope, session_id, receipt_id, session_type, title, created_at, updated_at, length)
        values (${chain.chain_id}, ${chain.scope}, ${chain.session_id}, ${chain.receipt_id}, ${chain.session_type}, ${chain.title}, ${chain.created_at}, ${entry.timestamp}, 1)`;
    }
    await tx`insert into re_entries (chain_id, index, entry, record) values (${chain.chain_id}, ${entry.index}, ${JSON.stringify(entry)}, ${JSON.stringify(record)})`;
    if (idempotency) {
      const at = Date.parse(entry.timestamp);
      const turn: IdempotentTurn = { ...idempotency, chain_id: chain.chain_id, index: entry.index, at };
      const [recorded] = await tx<{ n: string }[]>`insert into re_idempotency (key, turn, at) values (${idempotency.key}, ${JSON.stringify(turn)}, ${at})
        on conflict (key) do update set turn = excluded.turn, at = excluded.at, n = nextval('re_idempotency_order')
        where re_idempotency.at <= ${at - this.#windowMs} returning n`;
      // The bound: keys recorded more than maxKeys keys ago go, the oldest first (an index range, usually empty).
      if (recorded) await tx`delete from re_idempotency where n <= ${String(BigInt(recorded.n) - BigInt(this.#maxKeys))}::bigint`;
    }
    await tx`delete from re_idempotency where key in (select key from re_idempotency where at <= ${Date.now() - this.#windowMs} limit ${PRUNE_PER_TURN})`;
  }

  /** Runs a query; a failure to reach the database marks the store unhealthy until a probe succeeds. */
  async #guard<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new Error('the store is closed');
    try {
      const result = await work();
      this.#faults.recovered();
      return result;
    } catch (error) {
      if (isConnectionError(error)) this.#faults.faulted(error as Error);
      throw error;
    }
  }
}

/** Errors of reaching the database (not of a statement it refused). */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false; // a refusal of ours (a turn that does not extend its chain)
  // SQLSTATE class 08 (connection exception), 57P0x (server shutting down), 53 (insufficient resources), or a client/socket code.
  return /^(08|57P0|53)/.test(code) || /^(E[A-Z]+|CONNECT_TIMEOUT|CONNECTION_[A-Z_]+)$/.test(code);
}
