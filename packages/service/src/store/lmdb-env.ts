/**
 * LMDB's environment and its tables, opened again when its memory map holds
 * too much.
 *
 * Every page of data.mdb that a lookup or a write transaction touches stays
 * mapped into the process (with the pages around it: the kernel's
 * fault-around maps 64 KB at a time), and Linux counts it in the RSS (as
 * RssFile) until the map is closed: with reads and writes spread over a large
 * store, RSS grows towards the file's size, though these pages are page cache
 * the kernel may take back. lmdb-js cannot unmap from JS, so once the
 * process's resident file pages grew by `mapBudget` bytes since the
 * environment was opened, it is closed and opened again (about a millisecond,
 * right after a commit or between two turns of the event loop, never inside a
 * transaction). The pages stay in the page cache: lookups after it are minor
 * faults, not disk reads. Where /proc/self/status is missing (not Linux),
 * nothing is measured and the map is never re-opened.
 *
 * Nothing is re-opened while the store cannot write or its files cannot be
 * opened for writing (a full disk, a file made immutable): the old map goes
 * on serving reads. Should an open fail all the same, reads throw a clear
 * error and the open is tried again every second.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, type RootDatabase } from 'lmdb';
import { openTables, type Tables } from './lmdb-tables.js';

/** Growth of resident file pages, in bytes, after which the map is re-opened. */
export const DEFAULT_MAP_BUDGET = 8 * 1024 * 1024;
/** Uses between two looks at /proc/self/status (a look costs some microseconds). */
const CHECK_EVERY = 16;
const RETRY_MS = 1000;

/** The process's resident file-backed pages in bytes, or undefined where /proc is missing. */
export function residentFileBytes(): number | undefined {
  try {
    const kb = /^RssFile:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'latin1'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

export interface LmdbEnvOptions {
  mapBudget?: number | undefined;
  /** Whether the store can write now: the map is not re-opened while it cannot. */
  healthy?: () => boolean;
}

type State = 'open' | 'reopening' | 'failed' | 'closed';

export class LmdbEnv {
  readonly #path: string;
  readonly #mapBudget: number;
  readonly #healthy: () => boolean;
  #state: State = 'open';
  /** The old map's close, while a re-open waits for it. */
  #closing: Promise<void> = Promise.resolve();
  /** Why the map could not be opened again, while it cannot. */
  #failure: Error | undefined;
  #root: RootDatabase;
  #tables: Tables;
  #baseline: number | undefined;
  #uses = 0;
  #scheduled = false;

  constructor(path: string, options: LmdbEnvOptions = {}) {
    this.#path = path;
    this.#mapBudget = options.mapBudget ?? DEFAULT_MAP_BUDGET;
    this.#healthy = options.healthy ?? (() => true);
    this.#root = this.#open();
    this.#tables = openTables(this.#root);
    this.#baseline = residentFileBytes();
  }

  get root(): RootDatabase {
    if (this.#state === 'open') return this.#root;
    throw new Error(this.failure ?? 'the store is closed');
  }
  /** The current tables: hold the env, not them, across turns of the event loop (a re-open replaces them). */
  get tables(): Tables {
    if (this.#state === 'open') return this.#tables;
    throw new Error(this.failure ?? 'the store is closed');
  }

  /** Why reads fail, while the map is not open. */
  get failure(): string | undefined {
    if (this.#state === 'failed') return `the store cannot read: its map could not be opened again (${this.#failure?.message})`;
    if (this.#state === 'reopening') return 'the store cannot read: its map is being opened again';
    return undefined;
  }

  /** Called with lookups: every few calls, looks whether the map passed its budget, and re-opens it soon if so. */
  used(): void {
    if (++this.#uses % CHECK_EVERY !== 0 || this.#scheduled || !this.#overBudget()) return;
    this.#scheduled = true;
    // Never inside a transaction: lookups are also made by the write transaction's checks.
    setImmediate(() => {
      this.#scheduled = false;
      if (this.#overBudget()) this.#reopen(); // not when a commit has re-opened it since
    });
  }

  /**
   * Called after a commit, outside any transaction: a write transaction maps
   * the pages of every B-tree it descends (a few MB for ten runs), so the
   * budget is looked at now and the map re-opened at once if it passed it.
   */
  committed(): void {
    if (this.#overBudget()) this.#reopen();
  }

  async close(): Promise<void> {
    const was = this.#state;
    this.#state = 'closed';
    if (was === 'open') await this.#root.close();
    else await this.#closing;
  }

  #overBudget(): boolean {
    if (this.#baseline === undefined) return false;
    const now = residentFileBytes();
    return now !== undefined && now - this.#baseline >= this.#mapBudget;
  }

  #open(): RootDatabase {
    // overlappingSync off: a commit returns only once it is synced to disk.
    return open({ path: this.#path, maxDbs: 16, overlappingSync: false, compression: false });
  }

  /** Whether an open now would succeed as far as can be told: the store writes, and its files open for writing. */
  #mayReopen(): boolean {
    if (!this.#healthy()) return false;
    try {
      for (const file of ['data.mdb', 'lock.mdb']) accessSync(join(this.#path, file), constants.R_OK | constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  #reopen(): void {
    if (this.#state !== 'open' || !this.#mayReopen()) return; // tried again at a later check
    this.#state = 'reopening';
    this.#closing = this.#root.close();
    // With only synchronous transactions and lookups (all this store makes), close is done at once. Were it not,
    // opening now would share the old environment (lmdb-js keeps one per path), so wait for it.
    // `status` is set by lmdb-js's close() but missing from its types.
    if ((this.#root as unknown as { status: string }).status === 'closed') this.#openAgain();
    else void this.#closing.then(() => this.#openAgain());
  }

  #openAgain(): void {
    if (this.#state === 'closed') return;
    let root: RootDatabase | undefined;
    try {
      root = this.#open();
      this.#tables = openTables(root);
      this.#root = root;
    } catch (error) {
      void root?.close().catch(() => {}); // opened, but its tables not
      this.#state = 'failed';
      this.#failure = error instanceof Error ? error : new Error(String(error));
      setTimeout(() => this.#openAgain(), RETRY_MS).unref();
      return;
    }
    this.#state = 'open';
    this.#failure = undefined;
    this.#baseline = residentFileBytes();
  }
}
