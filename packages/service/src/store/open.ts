import type { Store } from './base.js';
import type { StoreOptions } from './types.js';
import { MemoryStore } from './memory.js';
import { LmdbStore } from './lmdb.js';

/** An in-memory store without a data directory, else the LMDB store in it (migrating an older journal first). */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.memory || !options.dataDir) return new MemoryStore(options.idempotency);
  return LmdbStore.openIn(options.dataDir, options);
}
