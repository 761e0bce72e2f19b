/**
 * createChainCheck: the chain check fed page by page, holding only the previous entry between pages
 * (index.ts has verifyChain over it; worker-check.ts serves it to a worker).
 */
import { sha256HexOf, sha256Matches } from '../sha256.js';
import { createXySha256Check, type FormatCheck } from './xy-sha256.js';
import { DEFAULT_MAX_ENTRIES, finding, Findings, noSignatures, type ChainAlgorithm, type ChainCheck, type ChainFinding, type LinkListener, type Sha256 } from './result.js';
import { isRecord, type JsonRecord } from './record.js';


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

export const BAD_KEYS = finding('bad-trusted-keys');
export const tooMany = (count: number, max: number) => finding('too-many-entries', { count, max });
export const unreadable = (error: unknown) =>
  finding('unreadable', { error: `${(error as Error)?.name ?? 'error'}: ${String((error as Error)?.message ?? error).slice(0, 200)}` });

/** An object with an `entries` array and no `algorithm` of our own: what xycore and pruv export. */
export function looksLikeXycore(chain: unknown): chain is JsonRecord & { entries: unknown[] } {
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

/** The format a check's entries are in: as given, else xy-sha256-v1 when the chain names an algorithm, else xycore. */
export function algorithmOf(options: ChainCheckOptions): ChainAlgorithm {
  return options.algorithm ?? (isRecord(options.chain) && options.chain.algorithm !== undefined ? 'xy-sha256-v1' : 'xycore');
}

export function refused(problem: ChainFinding): Promise<ChainCheck> {
  const found = new Findings();
  found.push(problem);
  return found.result({ algorithm: null, links: 0, signature: 'missing', signatures: noSignatures(), keyPinned: false });
}

/** The JavaScript type of what was given for a chain: `null`, `array`, `string`, `number`… */
export function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}
