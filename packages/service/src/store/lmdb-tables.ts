/**
 * The LMDB store's tables (named databases in one environment) and the
 * writes one event makes in them. Every function here runs inside the write
 * transaction of lmdb.ts: reads see the writes made before them in it.
 */
import type { Database, RootDatabase } from 'lmdb';
import type { Attestation, ChainEntry } from 'reasoning-elements/spec';
import { GENESIS } from '../chain/index.js';
import type { IdempotentTurn } from '../idempotency.js';
import type { ChainMeta, StoreEvent, StoredFile, TurnRecord } from './types.js';

/** Expired idempotency keys dropped per commit (spreads the work). */
const PRUNE_PER_COMMIT = 200;

export type Key = (string | number)[];

/** A chain's row: its meta, how long it is, and the id of its newest attestation. */
export interface ChainRow extends ChainMeta {
  length: number;
  updated_at: string;
  attestation_id: string | null;
}

export interface Tables {
  chains: Database<ChainRow, string>;
  scopes: Database<string, string>;
  receipts: Database<string, string>;
  sessions: Database<string, string>;
  entries: Database<ChainEntry, Key>;
  records: Database<TurnRecord, Key>;
  attestations: Database<Attestation, string>;
  /** Chains whose newest turn no attestation covers. */
  pending: Database<true, string>;
  idempotency: Database<IdempotentTurn, string>;
  /** [at, key]: idempotency keys in the order they expire. */
  idempotencyByAge: Database<true, Key>;
  files: Database<StoredFile, Key>;
  meta: Database<unknown, string>;
}

export function openTables(root: RootDatabase): Tables {
  const table = <V, K extends string | Key>(name: string, keyEncoding?: 'ordered-binary') =>
    root.openDB<V, K>(name, keyEncoding ? { keyEncoding } : {});
  return {
    chains: table('chains'),
    scopes: table('scopes'),
    receipts: table('receipts'),
    sessions: table('sessions'),
    entries: table('entries', 'ordered-binary'),
    records: table('records', 'ordered-binary'),
    attestations: table('attestations'),
    pending: table('pending'),
    idempotency: table('idempotency'),
    idempotencyByAge: table('idempotency-by-age', 'ordered-binary'),
    files: table('files', 'ordered-binary'),
    meta: table('meta'),
  };
}

/** Throws when the event does not extend the stored state (read inside the write transaction). */
export function checkEvent(t: Tables, event: StoreEvent, recorded: (key: string) => boolean): void {
  const { chains, entries, scopes } = t;
  if (event.type === 'attestation') {
    if (!chains.get(event.attestation.chain_id)) throw new Error(`attestation of unknown chain ${event.attestation.chain_id}`);
    return;
  }
  const id = event.chain.chain_id;
  const row = chains.get(id);
  const expected = row ? row.length : 0;
  if (event.entry.index !== expected) throw new Error(`chain ${id}: expected entry ${expected}, got ${event.entry.index}`);
  const last = row && row.length > 0 ? entries.get([id, row.length - 1]) : undefined;
  if (event.entry.x !== (last ? last.xy : GENESIS)) throw new Error(`chain ${id}: entry ${event.entry.index} does not link to its predecessor`);
  if (!row && scopes.get(event.chain.scope) !== undefined) throw new Error('a chain already exists for this scope');
  const tag = event.idempotency;
  if (tag && recorded(tag.key)) throw new Error('this idempotency key already recorded a turn');
}

export function applyEvent(t: Tables, event: StoreEvent): void {
  if (event.type === 'attestation') {
    const att = event.attestation;
    const row = t.chains.get(att.chain_id)!;
    t.attestations.putSync(att.id, att);
    const current = row.attestation_id ? t.attestations.get(row.attestation_id) : undefined;
    if (!current || current.length <= att.length) t.chains.putSync(row.chain_id, { ...row, attestation_id: att.id });
    if (att.length === row.length) t.pending.removeSync(row.chain_id);
    return;
  }
  const { chain, entry, record, idempotency } = event;
  const id = chain.chain_id;
  const row = t.chains.get(id);
  if (!row) {
    t.scopes.putSync(chain.scope, id);
    t.receipts.putSync(chain.receipt_id, id);
    t.sessions.putSync(chain.session_id, id);
  }
  const meta = row ?? chain;
  t.chains.putSync(id, {
    chain_id: id,
    session_id: meta.session_id,
    receipt_id: meta.receipt_id,
    session_type: meta.session_type,
    title: meta.title,
    scope: meta.scope,
    created_at: meta.created_at,
    length: entry.index + 1,
    updated_at: entry.timestamp,
    attestation_id: row?.attestation_id ?? null,
  });
  t.entries.putSync([id, entry.index], entry);
  t.records.putSync([id, entry.index], record);
  t.pending.putSync(id, true);
  if (idempotency && typeof idempotency.key === 'string') {
    const { key, fingerprint, origin } = idempotency;
    const at = Date.parse(entry.timestamp);
    const previous = t.idempotency.get(key);
    if (previous) t.idempotencyByAge.removeSync([previous.at, key]);
    t.idempotency.putSync(key, { key, fingerprint, origin, chain_id: id, index: entry.index, at });
    t.idempotencyByAge.putSync([at, key], true);
  }
}

/** Forgets a few idempotency keys past their window, or beyond the most kept. */
export function pruneIdempotency(t: Tables, now: number, windowMs: number, maxKeys: number): void {
  const { idempotency, idempotencyByAge } = t;
  let surplus = idempotencyByAge.getCount() - maxKeys;
  let dropped = 0;
  for (const key of idempotencyByAge.getKeys({ limit: PRUNE_PER_COMMIT })) {
    const [at, name] = key as [number, string];
    if (surplus <= 0 && now - at < windowMs) break;
    idempotencyByAge.removeSync(key);
    if (idempotency.get(name)?.at === at) idempotency.removeSync(name);
    surplus--;
    if (++dropped >= PRUNE_PER_COMMIT) break;
  }
}

export function putFile(t: Tables, key: readonly (string | number)[], file: StoredFile): void {
  const { files } = t;
  const [a, b] = key;
  for (const old of files.getKeys({ start: [a!, b!], end: [a!, b!, '\uffff'] })) files.removeSync(old);
  files.putSync([...key], { etag: file.etag, body: Buffer.from(file.body) });
}
