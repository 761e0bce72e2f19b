/**
 * A stand-in for the external verification network. Some time after a turn
 * (default 200 ms) it re-verifies the chain's links, re-hashing each turn
 * record, and only then signs `${chain_id}:${root}:${length}` with Ed25519.
 * The service reports `verified: true` only while an attestation covers the
 * chain's current root and length.
 *
 * Every link is re-verified before its first attestation, and only once: per
 * chain the attestor keeps a checkpoint (length and xy of the last verified
 * entry) and later attestations verify just the entries after it. Only the
 * most recently used checkpoints are kept in memory (DEFAULT_MAX_CHECKPOINTS),
 * so memory does not grow with the chains stored; a dropped one is the
 * chain's stored attestation again (see below).
 *
 * A start reads no history. An attestation found in the store stands for the
 * verification made before it was signed, so it is not repeated: when its
 * signature is this attestor's and its root is still the xy of entry
 * length - 1, it becomes the chain's checkpoint (`#trusted`), and the next
 * attestation verifies only the links after it. Re-verifying attested links
 * at each start would read every stored turn (memory and start time growing
 * with history) and protect against little: the store is append-only through
 * this service, and whoever can rewrite it while the service is stopped can
 * also read the signing key kept beside it. An attestation that is not this
 * attestor's (another key, a broken signature, a root that no longer matches)
 * is not trusted: its chain is verified in full and attested again.
 */
import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ATTESTATION_ALGORITHM, type Attestation, type ChainEntry } from 'reasoning-elements/spec';
import { findBrokenLink, sha256Hex } from '../chain/index.js';
import { rawPublicKeyBase64 } from './keys.js';
import { BoundedMap } from './bounded.js';

export const DEFAULT_ATTEST_DELAY_MS = 200;
/** Entries verified between two yields to the event loop (about 10 ms of hashing). */
export const DEFAULT_VERIFY_BATCH = 500;
/**
 * Chains whose checkpoint is kept in memory (about 200 bytes each), the most
 * recently used. A chain dropped from it costs one entry read and one
 * signature check when next attested or read: its stored attestation is its
 * checkpoint again.
 */
export const DEFAULT_MAX_CHECKPOINTS = 10_000;

/** What the attestor has verified so far (tests and benchmarks read it). */
export interface AttestorStats {
  /** Entries whose links and turn record were re-hashed. */
  entriesHashed: number;
  /** Verifications that started from entry 0 (first attestation of a chain in this process). */
  fullVerifies: number;
  /** Verifications that started from a checkpoint. */
  incrementalVerifies: number;
  /** Stored attestations taken as checkpoints on their signature, their links not re-verified. */
  attestationsTrusted: number;
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
  load(chainId: string): Promise<ChainSnapshot | undefined>;
  /** Claims the attestation of `length` links for this attestor; false when another (sharing the store) has it. Default: always granted. */
  claim?(chainId: string, length: number): Promise<boolean>;
  /** Persists a signed record. */
  commit(attestation: Attestation): Promise<void>;
  log?: (message: string) => void;
  now?: () => Date;
  /** Entries verified between yields to the event loop (default 500). */
  verifyBatch?: number;
  /** Checkpoints kept in memory, the most recently used (default 10,000). */
  maxCheckpoints?: number;
}

export function attestationMessage(chainId: string, root: string, length: number): string {
  return `${chainId}:${root}:${length}`;
}

export class Attestor {
  readonly publicKey: string;
  readonly delayMs: number;
  readonly stats: AttestorStats = { entriesHashed: 0, fullVerifies: 0, incrementalVerifies: 0, attestationsTrusted: 0 };
  readonly #options: AttestorOptions;
  readonly #verifyBatch: number;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #running = new Set<Promise<void>>();
  readonly #checkpoints: BoundedMap<string, Checkpoint>;
  readonly #inFlight = new Map<string, Promise<unknown>>();
  /** Signatures of stored attestations found not to be this attestor's (checked once each; an id is not enough, it names only the message). */
  readonly #untrusted: BoundedMap<string, true>;
  readonly #publicKey: KeyObject;
  #closed = false;

  constructor(options: AttestorOptions) {
    this.#options = options;
    this.delayMs = Math.max(0, options.delayMs ?? DEFAULT_ATTEST_DELAY_MS);
    this.#verifyBatch = Math.max(1, Math.floor(options.verifyBatch ?? DEFAULT_VERIFY_BATCH));
    const max = options.maxCheckpoints ?? DEFAULT_MAX_CHECKPOINTS;
    this.#checkpoints = new BoundedMap(max);
    this.#untrusted = new BoundedMap(max);
    this.publicKey = rawPublicKeyBase64(options.privateKey);
    this.#publicKey = createPublicKey(options.privateKey);
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
   * True when entries [0, length) of the chain were verified, by this process
   * or before this attestor's own stored attestation of them was signed (and
   * they are still those entries). Only then may an attestation of that
   * length be reported as covering the chain. Reads one entry, no history.
   */
  hasVerified(chain: { chain_id: string; entries: readonly ChainEntry[]; attestation?: Attestation | undefined }, length: number): boolean {
    const checkpoint = this.#checkpointOf(chain);
    return checkpoint !== undefined && checkpoint.length >= length;
  }

  /** One attestation per chain at a time. */
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

  async #attestChain(chainId: string): Promise<Attestation | null> {
    if (this.#closed) return null;
    const chain = await this.#options.load(chainId);
    if (!chain || chain.entries.length === 0) return null;
    // Turns appended while we verify (we yield) are left for the next attestation.
    const length = chain.entries.length;
    const root = `0x${chain.entries[length - 1]!.xy}`;
    // Already covered, by an attestation this attestor made (or trusts): nothing to sign.
    if (chain.attestation?.root === root && chain.attestation.length === length && this.hasVerified(chain, length)) return null;
    // Another process sharing the store attests this length: its attestation will cover the chain.
    if (this.#options.claim && !(await this.#options.claim(chainId, length))) return null;
    const problem = await this.#verify(chain, length);
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
   * The chain's checkpoint if it still holds (its entry unchanged) and no
   * longer stored attestation passes it, else the one its stored attestation
   * gives when that is this attestor's own (or another process's signed with
   * the same key, sharing the store).
   */
  #checkpointOf(chain: { chain_id: string; entries: readonly ChainEntry[]; attestation?: Attestation | undefined }): Checkpoint | undefined {
    const kept = this.#checkpoints.get(chain.chain_id);
    const held = kept && chain.entries[kept.length - 1]?.xy === kept.xy ? kept : undefined;
    // A stored attestation past the checkpoint was signed by another process sharing the store.
    if (held && !(chain.attestation && chain.attestation.length > held.length)) return held;
    const trusted = this.#trusted(chain);
    const checkpoint = trusted ?? held;
    if (checkpoint) this.#checkpoints.set(chain.chain_id, checkpoint);
    else this.#checkpoints.delete(chain.chain_id);
    return checkpoint;
  }

  /**
   * The checkpoint a stored attestation stands for: one signed with this
   * attestor's key over this chain, its root still the xy of its last entry.
   * One entry read and one signature check; nothing else of the chain.
   */
  #trusted(chain: { chain_id: string; entries: readonly ChainEntry[]; attestation?: Attestation | undefined }): Checkpoint | undefined {
    const att = chain.attestation;
    if (!att || this.#untrusted.has(att.signature)) return undefined;
    const last = att.length > 0 ? chain.entries[att.length - 1] : undefined;
    const ours =
      att.chain_id === chain.chain_id &&
      att.public_key === this.publicKey &&
      last !== undefined &&
      att.root === `0x${last.xy}` &&
      verify(null, Buffer.from(attestationMessage(att.chain_id, att.root, att.length), 'utf8'), this.#publicKey, Buffer.from(att.signature, 'base64'));
    if (!ours) {
      this.#untrusted.set(att.signature, true);
      this.#options.log?.(`attestor: attestation ${att.id} of chain ${chain.chain_id} is not this attestor's, or no longer matches the chain; it is verified in full and attested again`);
      this.schedule(chain.chain_id);
      return undefined;
    }
    this.stats.attestationsTrusted++;
    return { length: att.length, xy: last.xy };
  }

  /**
   * Verifies entries [checkpoint, length), or [0, length) without a usable
   * checkpoint, and moves the checkpoint to `length`. Returns the first
   * problem, null when sound, or CLOSED.
   */
  async #verify(chain: ChainSnapshot, length: number): Promise<string | null | typeof CLOSED> {
    const { chain_id: chainId, entries, records } = chain;
    // Links below a checkpoint were verified before: by this process, or
    // before this attestor signed the stored attestation the checkpoint comes
    // from. The store is append-only (turns are pushed, never replaced or
    // edited); the xy comparison in #checkpointOf is a cheap guard for a store
    // that broke that promise: then everything is verified again.
    const checkpoint = this.#checkpointOf(chain);
    const from = checkpoint ? Math.min(checkpoint.length, length) : 0;
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
    if (!checkpoint || length > checkpoint.length) {
      this.#checkpoints.set(chainId, { length, xy: entries[length - 1]!.xy });
    }
    return null;
  }

  async #attest(chainId: string): Promise<void> {
    if (this.#closed) return;
    try {
      await this.attestNow(chainId);
      // Turns that arrived while signing get their own attestation.
      const chain = await this.#options.load(chainId);
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
