/**
 * verifyChain: checks an xycore/pruv chain export or our `xy-sha256-v1` chain, with its receipt,
 * attestation and signatures. Isomorphic (SHA-256 in plain JS, Ed25519 on WebCrypto), never throws, never `ok` on doubt.
 * createChainCheck: the same check fed page by page, holding only the previous entry between pages.
 */
import { sha256HexOf, sha256Matches } from '../sha256.js';
import { createXySha256Check, type FormatCheck } from './xy-sha256.js';
import { DEFAULT_MAX_ENTRIES, finding, Findings, noSignatures, type ChainAlgorithm, type ChainCheck, type ChainFinding, type LinkListener, type Sha256 } from './result.js';
import { isRecord, type JsonRecord } from './record.js';

export type { ChainCheck, ChainAlgorithm, ChainFinding, ChainFindingCode, SignatureCounts, LinkCheck, LinkListener, Sha256 } from './result.js';
export type { SourceNumber } from './source-number.js';
export { createOffThreadCheck, type OffThreadOptions, type SendableCheckOptions } from './worker-check.js';

export interface VerifyChainInput {
  /** An xycore/pruv export `{id, name, entries, length, head, root}` or an `xy-sha256-v1` chain. */
  chain: unknown;
  /** The receipt that names the chain: ours, xycore's own, or Doorway's nested one. */
  receipt?: unknown;
  /** The service's attestation of an `xy-sha256-v1` chain. */
  attestation?: unknown;
  /** Base64 raw Ed25519 public keys to trust. When given, any other signing key fails the check. */
  trustedKeys?: string[];
  /** Longer chains are refused rather than checked (default 1,000,000). */
  maxEntries?: number;
  /** Told each entry's own result, in chain order, as the check goes (e.g. to show progress). */
  onLink?: LinkListener;
}

export interface ChainCheckOptions {
  /**
   * The chain's own fields, without its entries: `{chain_id, algorithm, root, length}` for xy-sha256-v1,
   * `{id, root, head, length}` for an xycore export. Fields known only after the entries go to `finish()`.
   */
  chain?: unknown;
  /** Which format the entries are in. Default: xy-sha256-v1 when `chain.algorithm` is set, else xycore. */
  algorithm?: ChainAlgorithm;
  receipt?: unknown;
  attestation?: unknown;
  trustedKeys?: string[];
  /** Longer chains are refused (default 1,000,000): past it entries are counted, not checked. */
  maxEntries?: number;
  onLink?: LinkListener;
  /** SHA-256 as lowercase hex; default a synchronous one in plain JS (client/sha256.ts), faster than WebCrypto's for a link's short text. */
  sha256?: Sha256;
}

/** What `finish()` may add: chain fields that came after the entries, the receipt and attestation. */
export interface ChainCheckEnd {
  chain?: unknown;
  receipt?: unknown;
  attestation?: unknown;
}

/** A chain check fed in pages: `push()` each page in chain order, then `finish()` once. Never throws. */
export interface ChainCheckStream {
  /** Entries pushed so far. */
  readonly links: number;
  /**
   * Checks these entries, the next ones of the chain; resolves when they are checked. A push need not
   * wait for the one before (entries are checked in the order pushed). An empty chain is one `push([])`;
   * a check never pushed to says the chain has no entries array.
   */
  push(entries: readonly unknown[]): Promise<void>;
  /** The result: the same `verifyChain()` gives for the whole chain. */
  finish(end?: ChainCheckEnd): Promise<ChainCheck>;
}

export { DEFAULT_MAX_ENTRIES };

const BAD_KEYS = finding('bad-trusted-keys');
const tooMany = (count: number, max: number) => finding('too-many-entries', { count, max });
const unreadable = (error: unknown) =>
  finding('unreadable', { error: `${(error as Error)?.name ?? 'error'}: ${String((error as Error)?.message ?? error).slice(0, 200)}` });

/** An object with an `entries` array and no `algorithm` of our own: what xycore and pruv export. */
function looksLikeXycore(chain: unknown): chain is JsonRecord & { entries: unknown[] } {
  return isRecord(chain) && Array.isArray(chain.entries) && chain.algorithm === undefined;
}

export function createChainCheck(options: ChainCheckOptions = {}): ChainCheckStream {
  /** The format's check; xycore's code is a chunk of its own, loaded only for such a chain. */
  let format: Promise<FormatCheck> | null = null;
  let failure: ChainFinding | null = null;
  let pushed = 0;
  let queue: Promise<void> = Promise.resolve();
  const settings: ChainCheckOptions = isRecord(options) ? options : {};
  const maxEntries = typeof settings.maxEntries === 'number' ? settings.maxEntries : DEFAULT_MAX_ENTRIES;
  const fail = (error: unknown) => (failure ??= unreadable(error));
  try {
    const { chain, receipt, attestation, trustedKeys, onLink } = settings;
    const header = isRecord(chain) ? chain : {};
    const algorithm = algorithmOf(settings);
    if (trustedKeys !== undefined && !Array.isArray(trustedKeys)) failure = BAD_KEYS;
    else {
      // The default hash compares each link's digest with its xy in place; a given one is called for each link's hex.
      const input = { chain: header, receipt, attestation, trustedKeys, onLink, sha256: settings.sha256 ?? sha256HexOf, ...(settings.sha256 ? {} : { sha256Matches }) };
      format = algorithm === 'xycore' ? import('./xycore.js').then((module) => module.createXycoreCheck(input)) : Promise.resolve(createXySha256Check(input));
      format.catch(() => {}); // a chunk that fails to load fails the check at its first push or its end
    }
  } catch (error) {
    fail(error);
  }

  return {
    get links() {
      return pushed;
    },
    push(entries) {
      if (!Array.isArray(entries)) {
        fail(new TypeError('push() takes an array of entries'));
        return queue;
      }
      pushed += entries.length;
      const over = pushed > maxEntries;
      // Pages are checked one after another, in the order pushed, even when a push does not wait for the last.
      queue = queue.then(async () => {
        if (failure || !format || over) return;
        try {
          await (await format).push(entries);
        } catch (error) {
          fail(error);
        }
      });
      return queue;
    },
    async finish(end = {}) {
      await queue;
      if (pushed > maxEntries) return refused(tooMany(pushed, maxEntries));
      if (failure || !format) return refused(failure ?? finding('nothing-to-verify'));
      try {
        const given = isRecord(end) ? end : {};
        const late = isRecord(given.chain) ? given.chain : null;
        const chain: JsonRecord = late ? { ...(isRecord(settings.chain) ? settings.chain : {}), ...late } : isRecord(settings.chain) ? settings.chain : {};
        return await (await format).finish({
          chain,
          receipt: 'receipt' in given ? given.receipt : settings.receipt,
          attestation: 'attestation' in given ? given.attestation : settings.attestation,
        });
      } catch (error) {
        return refused(fail(error));
      }
    },
  };
}

export async function verifyChain(input: VerifyChainInput): Promise<ChainCheck> {
  try {
    if (typeof input !== 'object' || input === null) return refused(finding('no-input'));
    const { chain, receipt, attestation, trustedKeys } = input;
    if (typeof chain !== 'object' || chain === null || Array.isArray(chain)) return refused(finding('chain-not-object', { type: kind(chain) }));
    const entries = (chain as { entries?: unknown }).entries;
    const maxEntries = typeof input.maxEntries === 'number' ? input.maxEntries : DEFAULT_MAX_ENTRIES;
    if (Array.isArray(entries) && entries.length > maxEntries) return refused(tooMany(entries.length, maxEntries));
    if (trustedKeys !== undefined && !Array.isArray(trustedKeys)) return refused(BAD_KEYS);
    let algorithm: ChainAlgorithm;
    if (looksLikeXycore(chain)) algorithm = 'xycore';
    // Only a chain names its algorithm: a receipt or session carries a chain_id too.
    else if ('algorithm' in chain) algorithm = 'xy-sha256-v1';
    else return refused(finding('not-a-chain'));
    const check = createChainCheck({ chain, algorithm, receipt, attestation, trustedKeys, maxEntries, onLink: input.onLink });
    if (Array.isArray(entries)) await check.push(entries);
    return await check.finish();
  } catch (error) {
    return refused(unreadable(error));
  }
}

/** The format a check's entries are in: as given, else xy-sha256-v1 when the chain names an algorithm, else xycore. */
export function algorithmOf(options: ChainCheckOptions): ChainAlgorithm {
  return options.algorithm ?? (isRecord(options.chain) && options.chain.algorithm !== undefined ? 'xy-sha256-v1' : 'xycore');
}

function refused(problem: ChainFinding): Promise<ChainCheck> {
  const found = new Findings();
  found.push(problem);
  return found.result({ algorithm: null, links: 0, signature: 'missing', signatures: noSignatures(), keyPinned: false });
}

/** The JavaScript type of what was given for a chain: `null`, `array`, `string`, `number`… */
function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}
