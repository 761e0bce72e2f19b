import type { Store } from './base.js';
import type { StoreOptions } from './types.js';
import { MemoryStore } from './memory.js';
import { LmdbStore } from './lmdb.js';

/** Whether `text` names a Postgres database (the `store` option and --store). */
export function isPostgresUrl(text: string): boolean {
  return /^postgres(ql)?:\/\//i.test(text);
}

/** The Postgres store at `url`, else an in-memory store without a data directory, else the LMDB store in it (migrating an older journal first). */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.url !== undefined) {
    // Loaded only when asked for: LMDB and memory users never load the client.
    const { PostgresStore } = await import('./postgres.js');
    return PostgresStore.open(options.url, options);
  }
  if (options.memory || !options.dataDir) return new MemoryStore(options.idempotency);
  return LmdbStore.openIn(options.dataDir, options);
}
