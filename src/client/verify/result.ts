/**
 * The verifier's result type and the collector that builds it: problems in words,
 * the first bad link and why, counted signatures.
 */
import { isSourceNumber } from './python-text.js';

/** Longer chains are refused rather than checked. */
export const DEFAULT_MAX_ENTRIES = 1_000_000;

export type ChainAlgorithm = 'xycore' | 'xy-sha256-v1';

export interface SignatureCounts {
  /** Entries (or the attestation) whose Ed25519 signature checked out. */
  valid: number;
  /** Signatures present that do not verify, or keys that are not trusted. */
  invalid: number;
  /** Entries without a signature (or no attestation). */
  missing: number;
}

export interface ChainCheck {
  /** Every link, the receipt's claims and every signature hold. */
  ok: boolean;
  /** Which chain format was checked; null when the input was not a chain. */
  algorithm: ChainAlgorithm | null;
  /** Entries examined. */
  links: number;
  /** Index of the first entry that fails, else null. */
  firstBadLink: number | null;
  /** Why the first bad entry fails, else null. */
  firstBadLinkReason: string | null;
  /** What failed, in words; empty when ok. */
  problems: string[];
  /** Overall: 'valid' when every signature present is valid and at least one is; 'missing' when none. */
  signature: 'valid' | 'invalid' | 'missing';
  signatures: SignatureCounts;
  /** Every signing key is one of `trustedKeys`. */
  keyPinned: boolean;
}

/** One entry's own result, told to `onLink` as the check goes. */
export interface LinkCheck {
  /** The entry's position in the chain. */
  index: number;
  /** What fails in this entry (its hash, its link to the previous entry, its signature); empty: the link holds. */
  problems: string[];
  /** This entry's Ed25519 signature: xycore entries carry one each; xy-sha256-v1 entries do not (the attestation signs the root). */
  signature?: 'valid' | 'invalid' | 'missing';
}

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. WebCrypto by default; a synchronous one (Node's createHash) is faster. */
export type Sha256 = (text: string) => string | Promise<string>;

/** A listener for each entry's result, in chain order; one that throws is ignored (the check never depends on it). */
export type LinkListener = (link: LinkCheck) => void;

export function tell(listener: LinkListener | undefined, link: LinkCheck): void {
  if (!listener) return;
  try {
    listener(link);
  } catch {
    /* the page's listener failed; the check goes on */
  }
}

/** Link problems listed one by one before they are summed up. */
const MAX_LINK_PROBLEMS = 5;

/**
 * What a check found. Entries are told in chain order, each with its own problems, so only the first
 * few link problems, their count and the first bad entry are kept, however long the chain.
 */
export class Findings {
  readonly problems: string[] = [];
  readonly #listed: string[] = [];
  #linkProblems = 0;
  #first: { index: number; problem: string } | null = null;

  add(problem: string): void {
    this.problems.push(problem);
  }

  /** Entry `index`'s own problems (in a fixed order); entries come in chain order. */
  entry(index: number, problems: readonly string[]): void {
    for (const problem of problems) {
      this.#first ??= { index, problem };
      if (this.#linkProblems++ < MAX_LINK_PROBLEMS) this.#listed.push(`entry ${index}: ${problem}`);
    }
  }

  result(fields: Omit<ChainCheck, 'ok' | 'problems' | 'firstBadLink' | 'firstBadLinkReason'>): ChainCheck {
    const listed = [...this.#listed];
    if (this.#linkProblems > MAX_LINK_PROBLEMS) listed.push(`${this.#linkProblems - MAX_LINK_PROBLEMS} more link problems`);
    const problems = [...listed, ...this.problems];
    return {
      ok: problems.length === 0,
      problems,
      firstBadLink: this.#first?.index ?? null,
      firstBadLinkReason: this.#first?.problem ?? null,
      ...fields,
    };
  }
}

export const noSignatures = (): SignatureCounts => ({ valid: 0, invalid: 0, missing: 0 });

export function overallSignature(counts: SignatureCounts): ChainCheck['signature'] {
  if (counts.invalid > 0) return 'invalid';
  return counts.valid > 0 ? 'valid' : 'missing';
}

/** Lets the page breathe between batches so no task runs long (scheduler.yield where there is one). */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}

/** A short, safe description of a value for a problem line. */
export function describe(value: unknown): string {
  if (isSourceNumber(value)) return value.value.slice(0, 40);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
