/**
 * The service's state: chains (with their session and receipt), turn records,
 * attestations, idempotency keys and rendered files. With a data directory it
 * lives in LMDB (see lmdb.ts); `memory: true` keeps it in memory only (tests,
 * throwaway runs); a Postgres URL keeps it in that database, shared by every
 * process opening it (see postgres.ts).
 */
export { Store, type TurnSlot } from './base.js';
export { openStore } from './open.js';
export type { ChainMeta, ChainState, StoreEvent, StoreHealth, StoreOptions, StoredFile, TurnRecord } from './types.js';
