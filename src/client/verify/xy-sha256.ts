/**
 * Checks our `xy-sha256-v1` chain (x = previous xy, ISO timestamps, root = 0x + newest xy),
 * the receipt's claims about it and the service's Ed25519 attestation of `chain_id:root:length`.
 * Entries come in pages, in chain order; between pages only the previous entry is kept.
 */
import { ATTESTATION_ALGORITHM, CHAIN_ALGORITHM } from './algorithms.js';
import { describe, finding, Findings, linkCheck, textFor, noSignatures, overallSignature, tell, yieldToEventLoop, type ChainCheck, type ChainFinding, type LinkListener, type Sha256 } from './result.js';
import { decodeBase64, Ed25519Verifier, isTrusted, trustedKeyBytes } from './signatures.js';
import { isRecord, type JsonRecord } from './record.js';

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const BATCH = 500;
const GENESIS = 'GENESIS';

export interface FormatCheckOptions {
  /** The chain's own fields (its `entries`, if any, are not read here). */
  chain: JsonRecord;
  receipt?: unknown;
  attestation?: unknown;
  trustedKeys?: unknown;
  onLink?: LinkListener;
  sha256: Sha256;
  /** Whether a text's SHA-256 is a given hex, when the check may compare digests without making their hex (the default hash). */
  sha256Matches?: (text: string, hex: unknown) => boolean | Promise<boolean>;
}

/** The end of a check: the chain's fields (with any that came after its entries), receipt and attestation. */
export interface FinishInput {
  chain: JsonRecord;
  receipt?: unknown;
  attestation?: unknown;
}

export interface FormatCheck {
  /** Entries seen so far. */
  readonly count: number;
  push(entries: readonly unknown[]): Promise<void>;
  finish(end: FinishInput): Promise<ChainCheck>;
}

export function createXySha256Check(options: FormatCheckOptions): FormatCheck {
  const { sha256, onLink } = options;
  /** Whether a link's text hashes to its xy: the default hash compares in place; a given one is called for its hex. */
  const matches =
    options.sha256Matches ??
    ((text: string, xy: unknown): boolean | Promise<boolean> => {
      const hash = sha256(text);
      return typeof hash === 'string' ? hash === xy : hash.then((hex) => hex === xy);
    });
  const found = new Findings();
  // The format is known from the chain's fields before its entries: another algorithm is not checked link by link.
  const checking = options.chain.algorithm === CHAIN_ALGORITHM;
  let count = 0;
  let sawEntries = false;
  let previous: unknown = GENESIS;
  let last: unknown;

  async function push(entries: readonly unknown[]): Promise<void> {
    sawEntries = true;
    if (!checking) {
      count += entries.length;
      return;
    }
    for (let start = 0; start < entries.length; start += BATCH) {
      if (count > 0) await yieldToEventLoop();
      const end = Math.min(start + BATCH, entries.length);
      const results: ChainFinding[][] = new Array(end - start);
      // Whether each link's text hashes to its xy (null: no text to hash), all of the batch's started here and
      // awaited together: no promise chained per link.
      const hashed: Array<boolean | Promise<boolean> | null> = new Array(end - start);
      try {
        for (let k = start; k < end; k++) {
          const entry = entries[k];
          const i = count + k - start;
          if (!isRecord(entry)) {
            results[k - start] = [{ code: 'entry-not-object', entry: i }];
            hashed[k - start] = null;
          } else {
            const text = linkText(entry);
            results[k - start] = linkProblems(entry, i, previous, text !== null);
            hashed[k - start] = text === null ? null : matches(text, entry.xy);
          }
          previous = (entry as JsonRecord | null | undefined)?.xy;
          last = entry;
        }
      } catch (error) {
        // An entry that cannot even be read ends the check; the hashes started before it are let go.
        for (const started of hashed) if (started instanceof Promise) started.catch(() => {});
        throw error;
      }
      const matched = hashed.some((m) => m instanceof Promise) ? await Promise.all(hashed) : (hashed as Array<boolean | null>);
      for (let k = 0; k < matched.length; k++) {
        if (matched[k] === false) results[k] = [...results[k]!, { code: 'xy-mismatch', entry: count + k }];
      }
      const text = onLink ? await textFor(results) : null;
      for (let k = 0; k < results.length; k++) {
        found.entry(results[k]!);
        if (onLink) tell(onLink, linkCheck(count + k, results[k] === NONE ? [] : results[k]!, text));
      }
      count += results.length;
    }
  }

  async function finish({ chain, receipt: given, attestation }: FinishInput): Promise<ChainCheck> {
    let links = 0;
    if (!checking) {
      found.add('unsupported-algorithm', { found: describe(chain.algorithm), expected: CHAIN_ALGORITHM });
    } else if (!sawEntries) {
      found.add('no-entries-array');
    } else if (count === 0) {
      found.add('no-entries');
    } else {
      links = count;
      const lastXy = (last as JsonRecord | undefined)?.xy;
      if (lower(chain.root) !== `0x${typeof lastXy === 'string' ? lastXy : ''}`) found.add('root-not-last-xy');
    }
    if (sawEntries && chain.length !== count) found.add('length-mismatch', { found: describe(chain.length), count });

    const receipt = isRecord(given) ? given : null;
    if (given !== undefined && !receipt) found.add('receipt-not-object');
    if (receipt) {
      if (receipt.chain_id !== chain.chain_id) found.add('receipt-chain-id');
      if (lower(receipt.chain_root) !== lower(chain.root)) found.add('receipt-root');
      if (receipt.chain_length !== chain.length) found.add('receipt-length');
    }

    const counts = noSignatures();
    let keyPinned = false;
    if (isRecord(attestation)) {
      const attestId = receipt?.attest_id;
      if (typeof attestId === 'string' && attestId !== '' && !/^https?:/i.test(attestId) && attestation.id !== attestId) {
        found.add('attestation-id');
      }
      if (attestation.chain_id !== chain.chain_id) found.add('attestation-chain-id');
      if (lower(attestation.root) !== lower(chain.root)) found.add('attestation-root');
      if (attestation.length !== chain.length) found.add('attestation-length');
      const problem = await checkAttestation(attestation);
      if (problem) {
        counts.invalid++;
        found.push(problem);
      } else counts.valid++;
      const trusted = options.trustedKeys === undefined ? null : trustedKeyBytes(options.trustedKeys);
      keyPinned = !!trusted && isTrusted(decodeBase64(attestation.public_key), trusted);
      if (trusted && !keyPinned) found.add('attestation-key-untrusted');
    } else {
      counts.missing++;
      if (attestation !== undefined && attestation !== null) found.add('attestation-not-object');
      else if (receipt?.verified === true) found.add('verified-unattested');
    }
    return found.result({ algorithm: CHAIN_ALGORITHM, links, signature: overallSignature(counts), signatures: counts, keyPinned });
  }

  return {
    get count() {
      return count;
    },
    push,
    finish,
  };
}

/**
 * All of an entry this check reads, for copying it elsewhere (the worker) with the same result: the six
 * fields of a link, with any object in them as an empty one of its kind, which the check tells from a string
 * and compares as it does the original (an object equals nothing but itself).
 */
export function fieldsRead(entry: unknown): unknown {
  if (!isRecord(entry)) return emptied(entry);
  const { index, x, y, operation, timestamp, xy } = entry;
  return { index: emptied(index), x: emptied(x), y: emptied(y), operation: emptied(operation), timestamp: emptied(timestamp), xy: emptied(xy) };
}

const emptied = (value: unknown) => (typeof value !== 'object' || value === null ? value : Array.isArray(value) ? [] : {});

/** The findings of a link with none: one array for all of them, never added to (a finding makes a new array). */
const NONE: ChainFinding[] = [];

/** The text a link's xy is the hash of, or null when its fields are not all strings. */
function linkText({ x, y, operation, timestamp }: JsonRecord): string | null {
  return typeof x === 'string' && typeof y === 'string' && typeof operation === 'string' && typeof timestamp === 'string' ? `${x}:${operation}:${y}:${timestamp}` : null;
}

/** A link's findings before its hash, in their fixed order: its index, its x, its fields (`readable`: all strings). */
function linkProblems(entry: JsonRecord, i: number, previous: unknown, readable: boolean): ChainFinding[] {
  const { index, x } = entry;
  if (index === i && x === previous && readable) return NONE;
  const problems: ChainFinding[] = [];
  if (index !== i) problems.push({ code: 'index-mismatch', entry: i, found: describe(index), expected: i });
  if (x !== previous) problems.push(i === 0 ? { code: 'x-not-genesis', entry: i } : { code: 'x-not-previous-xy', entry: i, previous: i - 1 });
  if (!readable) problems.push({ code: 'entry-fields', entry: i });
  return problems;
}

async function checkAttestation(attestation: JsonRecord): Promise<ChainFinding | null> {
  if (typeof attestation.algorithm !== 'string' || attestation.algorithm.toLowerCase() !== ATTESTATION_ALGORITHM) {
    return finding('attestation-algorithm', { found: describe(attestation.algorithm), expected: ATTESTATION_ALGORITHM });
  }
  const key = decodeBase64(attestation.public_key);
  if (key?.length !== 32) return finding('attestation-key-bytes');
  const signature = decodeBase64(attestation.signature);
  if (signature?.length !== 64) return finding('attestation-signature-bytes');
  const message = new TextEncoder().encode(`${String(attestation.chain_id)}:${String(attestation.root)}:${String(attestation.length)}`);
  const verifier = new Ed25519Verifier();
  const answer = await verifier.verify(key, signature, message);
  if (answer === 'unsupported') return finding('signature-unsupported', { reason: verifier.unsupportedReason ?? '' });
  return answer === 'valid' ? null : finding('attestation-signature-invalid');
}
