/**
 * Checks our `xy-sha256-v1` chain (x = previous xy, ISO timestamps, root = 0x + newest xy),
 * the receipt's claims about it and the service's Ed25519 attestation of `chain_id:root:length`.
 */
import { ATTESTATION_ALGORITHM, CHAIN_ALGORITHM } from '../../spec/index.js';
import { chainEntryHash } from '../hash.js';
import { describe, Findings, noSignatures, overallSignature, tell, yieldToEventLoop, type ChainCheck, type LinkListener } from './result.js';
import { decodeBase64, Ed25519Verifier, isTrusted, trustedKeyBytes } from './signatures.js';
import { isRecord, type JsonRecord } from './record.js';

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const BATCH = 500;

export interface XySha256Input {
  chain: JsonRecord;
  receipt?: unknown;
  attestation?: unknown;
  trustedKeys?: unknown;
  onLink?: LinkListener;
}

export async function checkXySha256(input: XySha256Input): Promise<ChainCheck> {
  const { chain } = input;
  const found = new Findings();
  const entries = Array.isArray(chain.entries) ? chain.entries : null;
  let links = 0;
  if (chain.algorithm !== CHAIN_ALGORITHM) {
    found.add(`unsupported chain algorithm ${describe(chain.algorithm)} (expected ${CHAIN_ALGORITHM}); links not checked`);
  } else if (!entries) {
    found.add('the chain has no entries array');
  } else if (entries.length === 0) {
    found.add('the chain has no entries');
  } else {
    links = entries.length;
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch: Array<Promise<void>> = [];
      for (let i = start; i < Math.min(start + BATCH, entries.length); i++) batch.push(checkEntry(entries, i, found));
      await Promise.all(batch);
      if (input.onLink) for (let i = start; i < Math.min(start + BATCH, entries.length); i++) tell(input.onLink, { index: i, problems: found.problemsOf(i) });
      if (start + BATCH < entries.length) await yieldToEventLoop();
    }
    const last = entries[entries.length - 1] as JsonRecord | undefined;
    if (lower(chain.root) !== `0x${typeof last?.xy === 'string' ? last.xy : ''}`) found.add("chain root is not 0x + the last entry's xy");
  }
  if (entries && chain.length !== entries.length) found.add(`chain length is ${describe(chain.length)} but it has ${entries.length} entries`);

  const receipt = isRecord(input.receipt) ? input.receipt : null;
  if (input.receipt !== undefined && !receipt) found.add('the receipt is not an object');
  if (receipt) {
    if (receipt.chain_id !== chain.chain_id) found.add('receipt chain_id does not match the chain');
    if (lower(receipt.chain_root) !== lower(chain.root)) found.add('receipt chain_root does not match the chain root');
    if (receipt.chain_length !== chain.length) found.add('receipt chain_length does not match the chain length');
  }

  const counts = noSignatures();
  let keyPinned = false;
  const attestation = input.attestation;
  if (isRecord(attestation)) {
    const attestId = receipt?.attest_id;
    if (typeof attestId === 'string' && attestId !== '' && !/^https?:/i.test(attestId) && attestation.id !== attestId) {
      found.add('attestation id does not match the receipt attest_id');
    }
    if (attestation.chain_id !== chain.chain_id) found.add('attestation chain_id does not match the chain');
    if (lower(attestation.root) !== lower(chain.root)) found.add('attestation root does not match the chain root');
    if (attestation.length !== chain.length) found.add('attestation length does not match the chain length');
    const problem = await checkAttestation(attestation);
    if (problem) {
      counts.invalid++;
      found.add(problem);
    } else counts.valid++;
    const trusted = input.trustedKeys === undefined ? null : trustedKeyBytes(input.trustedKeys);
    keyPinned = !!trusted && isTrusted(decodeBase64(attestation.public_key), trusted);
    if (trusted && !keyPinned) found.add('attestation key is not one of the trusted keys');
  } else {
    counts.missing++;
    if (attestation !== undefined && attestation !== null) found.add('the attestation is not an object');
    else if (receipt?.verified === true) found.add('the receipt says verified but no attestation was checked');
  }
  return found.result({ algorithm: CHAIN_ALGORITHM, links, signature: overallSignature(counts), signatures: counts, keyPinned });
}

async function checkEntry(entries: unknown[], i: number, found: Findings): Promise<void> {
  const entry = entries[i];
  if (!isRecord(entry)) return found.link(i, 'is not an object');
  const { x, y, xy, operation, timestamp } = entry;
  if (entry.index !== i) found.link(i, `index is ${describe(entry.index)}, expected ${i}`);
  const previous = i === 0 ? 'GENESIS' : (entries[i - 1] as JsonRecord | undefined)?.xy;
  if (x !== previous) found.link(i, i === 0 ? 'x must be GENESIS' : `x does not match the xy of entry ${i - 1}`);
  if (typeof x !== 'string' || typeof y !== 'string' || typeof operation !== 'string' || typeof timestamp !== 'string') {
    return found.link(i, 'x, y, operation and timestamp must be strings');
  }
  if ((await chainEntryHash(x, operation, y, timestamp)) !== xy) found.link(i, 'xy does not match sha256(x:operation:y:timestamp)');
}

async function checkAttestation(attestation: JsonRecord): Promise<string | null> {
  if (typeof attestation.algorithm !== 'string' || attestation.algorithm.toLowerCase() !== ATTESTATION_ALGORITHM) {
    return `unsupported attestation algorithm ${describe(attestation.algorithm)} (expected ${ATTESTATION_ALGORITHM})`;
  }
  const key = decodeBase64(attestation.public_key);
  if (key?.length !== 32) return 'attestation public_key is not base64 of 32 bytes';
  const signature = decodeBase64(attestation.signature);
  if (signature?.length !== 64) return 'attestation signature is not base64 of 64 bytes';
  const message = new TextEncoder().encode(`${String(attestation.chain_id)}:${String(attestation.root)}:${String(attestation.length)}`);
  const verifier = new Ed25519Verifier();
  const answer = await verifier.verify(key, signature, message);
  if (answer === 'unsupported') return `signature could not be checked here (${verifier.unsupportedReason})`;
  return answer === 'valid' ? null : 'attestation signature is not valid for its chain_id:root:length';
}
