/**
 * A stand-in for the external verification network. Some time after a turn
 * (default 200 ms) it re-verifies the chain's links, re-hashing each turn
 * record, and only then signs `${chain_id}:${root}:${length}` with Ed25519.
 * The service reports `verified: true` only while an attestation covers the
 * chain's current root and length.
 *
 * Every link an attestation covers has been re-verified by this process, but
 * only once: per chain it keeps a checkpoint (length and xy of the last
 * verified entry) and later attestations verify just the entries after it.
 * The first attestation of a chain in a process (after start or replay)
 * verifies the whole chain, yielding to the event loop between batches.
 *
 * An attestation read back from the store was made by an earlier process,
 * over links that may have been edited while the service was stopped: it
 * covers the chain only once this process has verified those links itself
 * (`hasVerified`). `recheck` does that at start, in the background.
 */
import { sign, type KeyObject } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ATTESTATION_ALGORITHM, type Attestation, type ChainEntry } from 'reasoning-elements/spec';
import { findBrokenLink, sha256Hex } from '../chain/index.js';
import { rawPublicKeyBase64 } from './keys.js';

export const DEFAULT_ATTEST_DELAY_MS = 200;
/** Entries verified between two yields to the event loop (about 10 ms of hashing). */
export const DEFAULT_VERIFY_BATCH = 500;

/** What the attestor has verified so far (tests and benchmarks read it). */
export interface AttestorStats {
  /** Entries whose links and turn record were re-hashed. */
  entriesHashed: number;
  /** Verifications that started from entry 0 (first attestation of a chain in this process). */
  fullVerifies: number;
  /** Verifications that started from a checkpoint. */
  incrementalVerifies: number;
}

interface Checkpoint {
  /** Entries [0, length) are verified. */
  length: number;
  /** xy of entry length - 1. */
  xy: string;
}

/** Returned by #verify when the attestor closed mid-way. */
const CLOSED = Symbol('closed');

export interface ChainSnapshot {
  chain_id: string;
  entries: readonly ChainEntry[];
  records: readonly unknown[];
  attestation: Attestation | undefined;
}

export interface AttestorOptions {
  privateKey: KeyObject;
  delayMs?: number;
  /** The chain as it is now. */
  load(chainId: string): ChainSnapshot | undefined;
  /** Persists a signed record. */
  commit(attestation: Attestation): Promise<void>;
  log?: (message: string) => void;
  now?: () => Date;
  /** Entries verified between yields to the event loop (default 500). */
  verifyBatch?: number;
}

export function attestationMessage(chainId: string, root: string, length: number): string {
  return `${chainId}:${root}:${length}`;
}

export class Attestor {
  readonly publicKey: string;
  readonly delayMs: number;
  readonly stats: AttestorStats = { entriesHashed: 0, fullVerifies: 0, incrementalVerifies: 0 };
  readonly #options: AttestorOptions;
  readonly #verifyBatch: number;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #running = new Set<Promise<void>>();
  readonly #checkpoints = new Map<string, Checkpoint>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  #closed = false;

  constructor(options: AttestorOptions) {
    this.#options = options;
    this.delayMs = Math.max(0, options.delayMs ?? DEFAULT_ATTEST_DELAY_MS);
    this.#verifyBatch = Math.max(1, Math.floor(options.verifyBatch ?? DEFAULT_VERIFY_BATCH));
    this.publicKey = rawPublicKeyBase64(options.privateKey);
  }

  /** Asks for the chain to be attested soon; repeated calls before then share one attestation. */
  schedule(chainId: string): void {
    if (this.#closed || this.#timers.has(chainId)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(chainId);
      const run = this.#attest(chainId).finally(() => this.#running.delete(run));
      this.#running.add(run);
    }, this.delayMs);
    this.#timers.set(chainId, timer);
  }

  /** Re-verifies and signs the chain now; returns the record, or null when nothing needed signing. */
  attestNow(chainId: string): Promise<Attestation | null> {
    return this.#exclusive(chainId, () => this.#attestChain(chainId));
  }

  /**
   * True when this process has itself verified entries [0, length) of the
   * chain (and they are still the entries it verified). Only then may an
   * attestation of that length be reported as covering the chain.
   */
  hasVerified(chain: { chain_id: string; entries: readonly ChainEntry[] }, length: number): boolean {
    const checkpoint = this.#checkpoints.get(chain.chain_id);
    return checkpoint !== undefined && checkpoint.length >= length && chain.entries[checkpoint.length - 1]?.xy === checkpoint.xy;
  }

  /**
   * Re-verifies in full, one chain after another in the background, the links
   * covered by attestations an earlier process made (read back at start). A
   * chain that fails stays unverified, with a warning naming its first bad
   * entry. Resolves when every chain is done (or the attestor closed).
   */
  recheck(chainIds: readonly string[]): Promise<void> {
    const run = (async () => {
      for (const [n, chainId] of chainIds.entries()) {
        // The first chain starts at once (it takes its lock before any turn's
        // attestation can); the others let requests in between chains.
        if (n > 0) await yieldToEventLoop();
        if (this.#closed) return;
        try {
          await this.#exclusive(chainId, () => this.#recheckChain(chainId));
        } catch (error) {
          this.#options.log?.(`attestor: ${(error as Error).message}`);
        }
      }
    })().finally(() => this.#running.delete(run));
    this.#running.add(run);
    return run;
  }

  /** One attestation or re-check per chain at a time. */
  async #exclusive<T>(chainId: string, work: () => Promise<T>): Promise<T> {
    // A later caller waits, then finds the work done or verifies only what
    // arrived since (never the same links twice).
    for (let running = this.#inFlight.get(chainId); running; running = this.#inFlight.get(chainId)) {
      await running.catch(() => {});
    }
    const run = work();
    this.#inFlight.set(chainId, run);
    try {
      return await run;
    } finally {
      if (this.#inFlight.get(chainId) === run) this.#inFlight.delete(chainId);
    }
  }

  async #recheckChain(chainId: string): Promise<void> {
    const chain = this.#options.load(chainId);
    const attestation = chain?.attestation;
    if (!chain || !attestation || this.#closed) return;
    const length = Math.min(attestation.length, chain.entries.length);
    // A turn's attestation in this process may have verified it already.
    if (length === 0 || this.hasVerified(chain, length)) return;
    const problem = await this.#verify(chainId, chain.entries, chain.records, length);
    if (problem === CLOSED) return;
    if (!problem && attestation.length === length && attestation.root === `0x${chain.entries[length - 1]!.xy}`) return;
    const why = problem ?? `attestation ${attestation.id} does not match entry ${length - 1}`;
    throw new Error(`chain ${chainId} failed re-verification at start (${why}); its attestation ${attestation.id} does not cover it`);
  }

  async #attestChain(chainId: string): Promise<Attestation | null> {
    if (this.#closed) return null;
    const chain = this.#options.load(chainId);
    if (!chain || chain.entries.length === 0) return null;
    // Turns appended while we verify (we yield) are left for the next attestation.
    const length = chain.entries.length;
    const root = `0x${chain.entries[length - 1]!.xy}`;
    if (chain.attestation && chain.attestation.root === root && chain.attestation.length === length) return null;
    const problem = await this.#verify(chainId, chain.entries, chain.records, length);
    if (problem === CLOSED) return null;
    if (problem) throw new Error(`chain ${chainId} failed verification: ${problem}`);
    const message = attestationMessage(chainId, root, length);
    const signature = sign(null, Buffer.from(message, 'utf8'), this.#options.privateKey).toString('base64');
    const attestation: Attestation = {
      id: `att_${sha256Hex(message).slice(0, 32)}`,
      chain_id: chainId,
      root,
      length,
      attested_at: (this.#options.now?.() ?? new Date()).toISOString(),
      algorithm: ATTESTATION_ALGORITHM,
      public_key: this.publicKey,
      signature,
    };
    await this.#options.commit(attestation);
    return attestation;
  }

  /**
   * Verifies entries [checkpoint, length), or [0, length) without a usable
   * checkpoint, and moves the checkpoint to `length`. Returns the first
   * problem, null when sound, or CLOSED.
   */
  async #verify(
    chainId: string,
    entries: readonly ChainEntry[],
    records: readonly unknown[],
    length: number,
  ): Promise<string | null | typeof CLOSED> {
    // Links below a checkpoint cannot have changed since this process verified
    // them: the store is append-only (turns are pushed, never replaced or
    // edited, and a restart starts a new process with no checkpoints). The xy comparison is a cheap guard for a store that
    // broke that promise: then everything is verified again.
    const checkpoint = this.#checkpoints.get(chainId);
    const from =
      checkpoint && entries[checkpoint.length - 1]?.xy === checkpoint.xy ? Math.min(checkpoint.length, length) : 0;
    if (from === 0) this.stats.fullVerifies++;
    else this.stats.incrementalVerifies++;
    for (let start = from; start < length; start += this.#verifyBatch) {
      // A long (full) verification must not hold the event loop: requests are served between batches.
      if (start > from) {
        await yieldToEventLoop();
        if (this.#closed) return CLOSED;
      }
      const end = Math.min(length, start + this.#verifyBatch);
      const problem = findBrokenLink(entries, records, start, end);
      this.stats.entriesHashed += end - start;
      if (problem) {
        // A full verification that fails leaves nothing verified (a checkpoint
        // kept only by the xy guard above would otherwise still vouch for it).
        if (from === 0) this.#checkpoints.delete(chainId);
        return problem;
      }
    }
    if (!checkpoint || from === 0 || length > checkpoint.length) {
      this.#checkpoints.set(chainId, { length, xy: entries[length - 1]!.xy });
    }
    return null;
  }

  async #attest(chainId: string): Promise<void> {
    if (this.#closed) return;
    try {
      await this.attestNow(chainId);
      // Turns that arrived while signing get their own attestation.
      const chain = this.#options.load(chainId);
      if (chain && chain.attestation?.length !== chain.entries.length) this.schedule(chainId);
    } catch (error) {
      this.#options.log?.(`attestor: ${(error as Error).message}`);
    }
  }

  /** Stops scheduling and waits for signatures under way. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    await Promise.allSettled([...this.#running]);
  }
}
