/**
 * The verifier's result type and the collector that builds it: findings as codes and values,
 * the same in English words (`problems`), the first bad link and why, counted signatures.
 */
import { isSourceNumber } from './source-number.js';
import type { ChainFinding, ChainFindingCode } from '../../i18n/finding.js';

export type { ChainFinding, ChainFindingCode };

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
  /** Why the first bad entry fails, in English, else null. */
  firstBadLinkReason: string | null;
  /** Why the first bad entry fails, as a code and values (`firstBadLinkReason` in any language), else null. */
  firstBadLinkFinding?: ChainFinding | null;
  /** What failed, in English words (for logs, terminals and scripts); empty when ok. */
  problems: string[];
  /**
   * What failed, as codes and values: one for each of `problems`, in the same order, for saying
   * it in the page's language. Set by every check; absent from a check recorded by an older version.
   */
  findings?: ChainFinding[];
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
  /** What fails in this entry (its hash, its link to the previous entry, its signature), in English; empty: the link holds. */
  problems: string[];
  /** The same as codes and values (see `ChainFinding`), one for each of `problems`. */
  findings: ChainFinding[];
  /** This entry's Ed25519 signature: xycore entries carry one each; xy-sha256-v1 entries do not (the attestation signs the root). */
  signature?: 'valid' | 'invalid' | 'missing';
}

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex, at once or as a promise (WebCrypto's, say). */
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

/** A finding of the chain as a whole (or the input, receipt, attestation). */
export const finding = (code: ChainFindingCode, values?: Readonly<Record<string, string | number>>): ChainFinding => ({ code, ...values });

type EnglishText = typeof import('./finding-text.js');
let english: Promise<EnglishText> | undefined;
/** When the words cannot be fetched (a chunk that never arrives), a check still ends, saying its codes. */
const CODES: EnglishText = {
  findingText: (finding) => finding.code,
  problemLine: (finding) => (finding.entry === undefined ? finding.code : `entry ${finding.entry}: ${finding.code}`),
};
/** The English words of findings, loaded the first time a check finds something: a chain that passes never fetches them. */
export const englishText = (): Promise<EnglishText> =>
  (english ??= import('./finding-text.js').catch(() => {
    english = undefined;
    return CODES;
  }));

/** An entry's result for `onLink`: its findings and, when there are any, the same in English (`text`). */
export function linkCheck(index: number, findings: ChainFinding[], text: EnglishText | null, signature?: LinkCheck['signature']): LinkCheck {
  const link: LinkCheck = { index, problems: findings.length && text ? findings.map(text.findingText) : [], findings };
  if (signature) link.signature = signature;
  return link;
}

/** The English words when any of these entries' findings needs them. */
export async function textFor(findings: ReadonlyArray<readonly ChainFinding[]>): Promise<EnglishText | null> {
  return findings.some((f) => f.length > 0) ? englishText() : null;
}

/**
 * What a check found. Entries are told in chain order, each with its own findings, so only the first
 * few link problems, their count and the first bad entry are kept, however long the chain.
 */
export class Findings {
  readonly #general: ChainFinding[] = [];
  readonly #listed: ChainFinding[] = [];
  #linkProblems = 0;
  #first: ChainFinding | null = null;

  add(code: ChainFindingCode, values?: Readonly<Record<string, string | number>>): void {
    this.#general.push(finding(code, values));
  }

  /** A finding made elsewhere (`finding()`). */
  push(found: ChainFinding): void {
    this.#general.push(found);
  }

  /** One entry's own findings (in a fixed order, each naming its `entry`); entries come in chain order. */
  entry(findings: readonly ChainFinding[]): void {
    for (const found of findings) {
      this.#first ??= found;
      if (this.#linkProblems++ < MAX_LINK_PROBLEMS) this.#listed.push(found);
    }
  }

  async result(fields: Omit<ChainCheck, 'ok' | 'problems' | 'findings' | 'firstBadLink' | 'firstBadLinkReason' | 'firstBadLinkFinding'>): Promise<ChainCheck> {
    const listed = [...this.#listed];
    if (this.#linkProblems > MAX_LINK_PROBLEMS) listed.push(finding('more-link-problems', { count: this.#linkProblems - MAX_LINK_PROBLEMS }));
    const findings = [...listed, ...this.#general];
    const first = this.#first;
    const text = findings.length ? await englishText() : null;
    return {
      ok: findings.length === 0,
      problems: text ? findings.map(text.problemLine) : [],
      findings,
      firstBadLink: first?.entry ?? null,
      firstBadLinkReason: first && text ? text.findingText(first) : null,
      firstBadLinkFinding: first,
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

/** A short, safe description of a value for a finding, the same in every language: JSON-like, `[…]` for an array, `{…}` for an object. */
export function describe(value: unknown): string {
  if (isSourceNumber(value)) return value.value.slice(0, 40);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? '[…]' : '{…}';
}
