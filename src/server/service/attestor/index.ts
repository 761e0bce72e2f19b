/**
 * A stand-in for the external verification network. Some time after a turn
 * (default 200 ms) it re-verifies every link of the chain, re-hashing each
 * turn record, and only then signs `${chain_id}:${root}:${length}` with
 * Ed25519. The service reports `verified: true` only while an attestation
 * covers the chain's current root and length.
 */
import { sign, type KeyObject } from 'node:crypto';
import { ATTESTATION_ALGORITHM, type Attestation, type ChainEntry } from '../../../spec/index.js';
import { findBrokenLink, rootOf, sha256Hex } from '../chain/index.js';
import { rawPublicKeyBase64 } from './keys.js';

export const DEFAULT_ATTEST_DELAY_MS = 200;

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
}

export function attestationMessage(chainId: string, root: string, length: number): string {
  return `${chainId}:${root}:${length}`;
}

export class Attestor {
  readonly publicKey: string;
  readonly delayMs: number;
  readonly #options: AttestorOptions;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #running = new Set<Promise<void>>();
  #closed = false;

  constructor(options: AttestorOptions) {
    this.#options = options;
    this.delayMs = Math.max(0, options.delayMs ?? DEFAULT_ATTEST_DELAY_MS);
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
  async attestNow(chainId: string): Promise<Attestation | null> {
    const chain = this.#options.load(chainId);
    if (!chain || chain.entries.length === 0) return null;
    const root = rootOf(chain.entries);
    const length = chain.entries.length;
    if (chain.attestation && chain.attestation.root === root && chain.attestation.length === length) return null;
    const problem = findBrokenLink(chain.entries, chain.records);
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
