/**
 * Checks an xycore/pruv chain export `{id, name, entries, length, head, root}` the way xycore
 * builds it: y = sha256(json.dumps(y_state)), x = previous y, xy = "xy_" + sha256(x:op:y:str(ts)).
 */
import { sha256Hex } from '../hash.js';
import { countIntegralNumbers, isSourceNumber, numberOf, pythonJsonDumps, pythonNumberText, type IntegralForms } from './python-text.js';
import { describe, Findings, noSignatures, overallSignature, tell, yieldToEventLoop, type ChainCheck, type LinkCheck, type LinkListener } from './result.js';
import { decodeBase64, Ed25519Verifier, isTrusted, trustedKeyBytes } from './signatures.js';
import { checkXycoreReceipt } from './xycore-receipt.js';
import { isRecord, type JsonRecord } from './record.js';

export const GENESIS = 'GENESIS';
/** Entries started between two yields: each starts up to four WebCrypto calls in one task, so few. */
const BATCH = 50;
/** Integral numbers in one y_state whose int/float forms are all tried (2^n hashes). */
const MAX_INTEGRAL_GUESSES = 8;


/** An object with an `entries` array and no `algorithm` of our own: what xycore and pruv export. */
export function looksLikeXycore(chain: unknown): chain is JsonRecord & { entries: unknown[] } {
  return isRecord(chain) && Array.isArray(chain.entries) && chain.algorithm === undefined;
}

/** Python's `str(timestamp)`: one text for a float, and for an integral value both `N.0` and `N` (JSON lost which). */
function timestampTexts(timestamp: unknown): string[] {
  if (isSourceNumber(timestamp)) return [pythonNumberText(timestamp)];
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return [];
  return Number.isInteger(timestamp) ? [pythonNumberText(timestamp, 'float'), pythonNumberText(timestamp, 'int')] : [pythonNumberText(timestamp)];
}

export interface XycoreInput {
  chain: JsonRecord & { entries: unknown[] };
  receipt?: unknown;
  trustedKeys?: unknown;
  onLink?: LinkListener;
}

export async function checkXycore(input: XycoreInput): Promise<ChainCheck> {
  const { chain } = input;
  const found = new Findings();
  const counts = noSignatures();
  const verifier = new Ed25519Verifier();
  const trusted = input.trustedKeys === undefined ? null : trustedKeyBytes(input.trustedKeys);
  if (trusted && trusted.length === 0) found.add('none of the trusted keys is base64 of 32 bytes');
  const entries = chain.entries;
  let untrusted = 0;
  /** Each entry's signature outcome, for onLink. */
  const signatureOf: Array<LinkCheck['signature']> = [];

  const checkEntry = async (i: number): Promise<void> => {
    const entry = entries[i];
    if (!isRecord(entry)) return found.link(i, 'is not an object');
    const { x, y, xy, operation } = entry;
    if (typeof x !== 'string' || typeof y !== 'string' || typeof xy !== 'string' || typeof operation !== 'string') {
      counts.missing++;
      signatureOf[i] = 'missing';
      return found.link(i, 'x, y, xy and operation must be strings');
    }
    if (numberOf(entry.index) !== i) found.link(i, `index is ${describe(entry.index)}, expected ${i}`);
    const previous = i === 0 ? GENESIS : (entries[i - 1] as JsonRecord | undefined)?.y;
    if (x !== previous) found.link(i, i === 0 ? 'x must be GENESIS' : `x does not match the y of entry ${i - 1}`);

    const work: Array<Promise<void>> = [checkLink(i, entry, found, { x, y, xy, operation })];
    if (entry.y_state !== undefined && entry.y_state !== null) work.push(checkState(i, entry.y_state, y, found));
    work.push(checkSignature(i, entry, `${x}:${operation}:${y}:${xy}`));
    await Promise.all(work);
  };

  const checkSignature = async (i: number, entry: JsonRecord, message: string): Promise<void> => {
    signatureOf[i] = 'invalid';
    if (entry.signature === undefined || entry.signature === null) {
      counts.missing++;
      signatureOf[i] = 'missing';
      return;
    }
    const key = decodeBase64(entry.public_key);
    const signature = decodeBase64(entry.signature);
    if (key?.length !== 32) {
      counts.invalid++;
      return found.link(i, 'public_key is not base64 of 32 bytes');
    }
    if (signature?.length !== 64) {
      counts.invalid++;
      return found.link(i, 'signature is not base64 of 64 bytes');
    }
    const answer = await verifier.verify(key, signature, new TextEncoder().encode(message));
    if (answer === 'unsupported') {
      counts.invalid++;
      return found.link(i, `signature could not be checked here (${verifier.unsupportedReason})`);
    }
    if (answer === 'invalid') {
      counts.invalid++;
      return found.link(i, 'signature is not valid for x:operation:y:xy with its public_key');
    }
    if (trusted && !isTrusted(key, trusted)) {
      counts.invalid++;
      untrusted++;
      return found.link(i, 'signed by a key that is not one of the trusted keys');
    }
    counts.valid++;
    signatureOf[i] = 'valid';
  };

  for (let start = 0; start < entries.length; start += BATCH) {
    const batch: Array<Promise<void>> = [];
    for (let i = start; i < Math.min(start + BATCH, entries.length); i++) batch.push(checkEntry(i));
    await Promise.all(batch);
    if (input.onLink) {
      for (let i = start; i < Math.min(start + BATCH, entries.length); i++) {
        const signature = signatureOf[i];
        tell(input.onLink, { index: i, problems: found.problemsOf(i), ...(signature ? { signature } : {}) });
      }
    }
    if (start + BATCH < entries.length) await yieldToEventLoop();
  }

  checkChainFields(chain, found);
  const signed = counts.valid + counts.invalid;
  if (signed > 0 && counts.missing > 0) found.add(`${counts.missing} of ${entries.length} entries are unsigned while the others are signed`);
  else if (trusted && counts.missing > 0) found.add('the chain is unsigned, so no trusted key signed it');
  if (input.receipt !== undefined && input.receipt !== null) await checkXycoreReceipt(input.receipt, chain, found);

  return found.result({
    algorithm: 'xycore',
    links: entries.length,
    signature: overallSignature(counts),
    signatures: counts,
    keyPinned: !!trusted && counts.valid > 0 && untrusted === 0 && counts.invalid === 0 && counts.missing === 0,
  });
}

async function checkLink(i: number, entry: JsonRecord, found: Findings, fields: { x: string; y: string; xy: string; operation: string }): Promise<void> {
  const texts = timestampTexts(entry.timestamp);
  if (texts.length === 0) return found.link(i, `timestamp is ${describe(entry.timestamp)}, not a number`);
  const { x, y, xy, operation } = fields;
  for (const text of texts) {
    if (`xy_${await sha256Hex(`${x}:${operation}:${y}:${text}`)}` === xy) return;
  }
  found.link(i, `xy does not match xy_ + sha256(x:operation:y:timestamp) for timestamp ${texts[0]}`);
}

async function checkState(i: number, state: unknown, y: string, found: Findings): Promise<void> {
  const text = pythonJsonDumps(state);
  if (text === null) return found.link(i, 'y_state has no JSON form');
  if ((await sha256Hex(text)) === y) return;
  // JSON.parse forgot which integral numbers were written as floats (1.0): try each mix of
  // int and float forms while there are few (readChainJson keeps the forms and needs none of this).
  const integral = countIntegralNumbers(state);
  const mixes = integral <= MAX_INTEGRAL_GUESSES ? 2 ** integral : 2;
  for (let mix = 1; mix < mixes; mix++) {
    const forms: IntegralForms = integral <= MAX_INTEGRAL_GUESSES ? (ordinal) => ((mix >> ordinal) & 1 ? 'float' : 'int') : 'float';
    const text = pythonJsonDumps(state, forms);
    if (text !== null && (await sha256Hex(text)) === y) return;
  }
  found.link(i, 'y does not match sha256 of its y_state');
}

function checkChainFields(chain: JsonRecord, found: Findings): void {
  const entries = chain.entries as unknown[];
  const first = entries[0] as JsonRecord | undefined;
  const last = entries[entries.length - 1] as JsonRecord | undefined;
  if (entries.length === 0) found.add('the chain has no entries');
  if (chain.length !== undefined && numberOf(chain.length) !== entries.length) {
    found.add(`chain length is ${describe(chain.length)} but it has ${entries.length} entries`);
  }
  if (first && 'root' in chain && chain.root !== first.xy) found.add("chain root is not the first entry's xy");
  if (last && 'head' in chain && chain.head !== last.y) found.add("chain head is not the last entry's y");
}
