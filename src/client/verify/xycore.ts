/**
 * Checks an xycore/pruv chain export `{id, name, entries, length, head, root}` the way xycore
 * builds it: y = sha256(json.dumps(y_state)), x = previous y, xy = "xy_" + sha256(x:op:y:str(ts)).
 */
import { countIntegralNumbers, numberOf, pythonJsonDumps, pythonNumberText, type IntegralForms } from './python-text.js';
import { isSourceNumber } from './source-number.js';
import { describe, finding, Findings, linkCheck, textFor, noSignatures, overallSignature, tell, yieldToEventLoop, type ChainCheck, type ChainFinding, type LinkCheck, type Sha256 } from './result.js';
import type { FinishInput, FormatCheck, FormatCheckOptions } from './xy-sha256.js';
import { decodeBase64, Ed25519Verifier, isTrusted, trustedKeyBytes } from './signatures.js';
import { checkXycoreReceipt, type Ends } from './xycore-receipt.js';
import { isRecord, type JsonRecord } from './record.js';

export const GENESIS = 'GENESIS';
/** Entries checked between two yields: each hashes up to four texts (and a y_state's guesses), so few. */
const BATCH = 50;
/** Integral numbers in one y_state whose int/float forms are all tried (2^n hashes). */
const MAX_INTEGRAL_GUESSES = 8;

/** Python's `str(timestamp)`: one text for a float, and for an integral value both `N.0` and `N` (JSON lost which). */
function timestampTexts(timestamp: unknown): string[] {
  if (isSourceNumber(timestamp)) return [pythonNumberText(timestamp)];
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return [];
  return Number.isInteger(timestamp) ? [pythonNumberText(timestamp, 'float'), pythonNumberText(timestamp, 'int')] : [pythonNumberText(timestamp)];
}

export function createXycoreCheck(options: FormatCheckOptions): FormatCheck {
  const { sha256, onLink } = options;
  const found = new Findings();
  const counts = noSignatures();
  const verifier = new Ed25519Verifier();
  const trusted = options.trustedKeys === undefined ? null : trustedKeyBytes(options.trustedKeys);
  if (trusted && trusted.length === 0) found.add('no-trusted-keys');
  let untrusted = 0;
  let count = 0;
  let previous: unknown = GENESIS;
  let first: unknown;
  let last: unknown;

  /** One entry's own result: its findings in a fixed order (link, index, hash, state, signature). */
  const checkEntry = async (entry: unknown, i: number, previousY: unknown): Promise<EntryResult> => {
    if (!isRecord(entry)) return { index: i, findings: [{ code: 'entry-not-object', entry: i }] };
    const { x, y, xy, operation } = entry;
    if (typeof x !== 'string' || typeof y !== 'string' || typeof xy !== 'string' || typeof operation !== 'string') {
      counts.missing++;
      return { index: i, findings: [{ code: 'xycore-entry-fields', entry: i }], signature: 'missing' };
    }
    const problems: ChainFinding[] = [];
    if (numberOf(entry.index) !== i) problems.push({ code: 'index-mismatch', entry: i, found: describe(entry.index), expected: i });
    if (x !== previousY) problems.push(i === 0 ? { code: 'x-not-genesis', entry: i } : { code: 'x-not-previous-y', entry: i, previous: i - 1 });
    const hasState = entry.y_state !== undefined && entry.y_state !== null;
    const [link, state, signed] = await Promise.all([
      checkLink(entry, { x, y, xy, operation }, sha256),
      hasState ? checkState(entry.y_state, y, sha256) : null,
      checkSignature(entry, `${x}:${operation}:${y}:${xy}`),
    ]);
    for (const problem of [link, state, signed.problem]) if (problem) problems.push({ ...problem, entry: i });
    return { index: i, findings: problems, signature: signed.signature };
  };

  const checkSignature = async (entry: JsonRecord, message: string): Promise<{ problem: ChainFinding | null; signature: NonNullable<LinkCheck['signature']> }> => {
    const invalid = (problem: ChainFinding) => {
      counts.invalid++;
      return { problem, signature: 'invalid' as const };
    };
    if (entry.signature === undefined || entry.signature === null) {
      counts.missing++;
      return { problem: null, signature: 'missing' };
    }
    const key = decodeBase64(entry.public_key);
    const signature = decodeBase64(entry.signature);
    if (key?.length !== 32) return invalid(finding('public-key-bytes'));
    if (signature?.length !== 64) return invalid(finding('signature-bytes'));
    const answer = await verifier.verify(key, signature, new TextEncoder().encode(message));
    if (answer === 'unsupported') return invalid(finding('signature-unsupported', { reason: verifier.unsupportedReason ?? '' }));
    if (answer === 'invalid') return invalid(finding('signature-invalid'));
    if (trusted && !isTrusted(key, trusted)) {
      untrusted++;
      return invalid(finding('key-untrusted'));
    }
    counts.valid++;
    return { problem: null, signature: 'valid' };
  };

  async function push(entries: readonly unknown[]): Promise<void> {
    for (let start = 0; start < entries.length; start += BATCH) {
      if (count > 0) await yieldToEventLoop();
      const batch: Array<Promise<EntryResult>> = [];
      try {
        for (let k = start; k < Math.min(start + BATCH, entries.length); k++) {
          const entry = entries[k];
          if (count + k - start === 0) first = entry;
          batch.push(checkEntry(entry, count + k - start, previous));
          previous = (entry as JsonRecord | null | undefined)?.y;
          last = entry;
        }
      } catch (error) {
        // An entry that cannot even be read ends the check; the ones started before it are let go.
        for (const started of batch) started.catch(() => {});
        throw error;
      }
      const results = await Promise.all(batch);
      const text = onLink ? await textFor(results.map((result) => result.findings)) : null;
      for (const result of results) {
        found.entry(result.findings);
        if (onLink) tell(onLink, linkCheck(result.index, result.findings, text, result.signature));
      }
      count += batch.length;
    }
  }

  async function finish({ chain, receipt }: FinishInput): Promise<ChainCheck> {
    checkChainFields(chain, { first, last, count }, found);
    const signed = counts.valid + counts.invalid;
    if (signed > 0 && counts.missing > 0) found.add('unsigned-entries', { missing: counts.missing, count });
    else if (trusted && counts.missing > 0) found.add('chain-unsigned');
    if (receipt !== undefined && receipt !== null) await checkXycoreReceipt(receipt, chain, { first, last, count }, found);
    return found.result({
      algorithm: 'xycore',
      links: count,
      signature: overallSignature(counts),
      signatures: counts,
      keyPinned: !!trusted && counts.valid > 0 && untrusted === 0 && counts.invalid === 0 && counts.missing === 0,
    });
  }

  return {
    get count() {
      return count;
    },
    push,
    finish,
  };
}

async function checkLink(entry: JsonRecord, fields: { x: string; y: string; xy: string; operation: string }, sha256: Sha256): Promise<ChainFinding | null> {
  const texts = timestampTexts(entry.timestamp);
  if (texts.length === 0) return finding('timestamp-not-number', { found: describe(entry.timestamp) });
  const { x, y, xy, operation } = fields;
  for (const text of texts) {
    if (`xy_${await sha256(`${x}:${operation}:${y}:${text}`)}` === xy) return null;
  }
  return finding('xycore-xy-mismatch', { timestamp: texts[0]! });
}

async function checkState(state: unknown, y: string, sha256: Sha256): Promise<ChainFinding | null> {
  const text = pythonJsonDumps(state);
  if (text === null) return finding('y-state-no-json');
  if ((await sha256(text)) === y) return null;
  // JSON.parse forgot which integral numbers were written as floats (1.0): try each mix of
  // int and float forms while there are few (readChainJson keeps the forms and needs none of this).
  const integral = countIntegralNumbers(state);
  const mixes = integral <= MAX_INTEGRAL_GUESSES ? 2 ** integral : 2;
  for (let mix = 1; mix < mixes; mix++) {
    const forms: IntegralForms = integral <= MAX_INTEGRAL_GUESSES ? (ordinal) => ((mix >> ordinal) & 1 ? 'float' : 'int') : 'float';
    const text = pythonJsonDumps(state, forms);
    if (text !== null && (await sha256(text)) === y) return null;
  }
  return finding('y-state-mismatch');
}

/** An entry's own result, before its findings are put in words for `onLink`. */
interface EntryResult {
  index: number;
  findings: ChainFinding[];
  signature?: LinkCheck['signature'];
}

function checkChainFields(chain: JsonRecord, { first, last, count }: Ends, found: Findings): void {
  if (count === 0) found.add('no-entries');
  if (chain.length !== undefined && numberOf(chain.length) !== count) found.add('length-mismatch', { found: describe(chain.length), count });
  if (first && 'root' in chain && chain.root !== (first as JsonRecord).xy) found.add('root-not-first-xy');
  if (last && 'head' in chain && chain.head !== (last as JsonRecord).y) found.add('head-not-last-y');
}
