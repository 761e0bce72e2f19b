/**
 * verifyChain: re-checks a receipt's chain (`xy-sha256-v1`) and, when given,
 * its Ed25519 attestation. Pure and isomorphic: WebCrypto only. Never says
 * `ok` when anything failed or could not be checked.
 */
import { ATTESTATION_ALGORITHM, CHAIN_ALGORITHM, type Attestation, type Chain, type Receipt } from '../spec/index.js';
import { chainEntryHash } from './hash.js';

export interface ChainCheck {
  /** Every link, the receipt's claims and (when given) the attestation hold. */
  ok: boolean;
  /** Entries examined. */
  links: number;
  /** Index of the first entry that fails, else null. */
  firstBadLink: number | null;
  /** What failed, in words; empty when ok. */
  problems: string[];
  signature: 'valid' | 'invalid' | 'missing';
  /** The attestation's key is one of `trustedKeys`. */
  keyPinned: boolean;
}

export interface VerifyChainInput {
  receipt: Receipt;
  chain: Chain;
  attestation?: Attestation;
  /** Base64 raw Ed25519 public keys the page trusts. When given, any other key fails the check. */
  trustedKeys?: string[];
}

/** Link problems listed one by one before they are summed up. */
const MAX_LINK_PROBLEMS = 5;

export async function verifyChain(input: VerifyChainInput): Promise<ChainCheck> {
  const { receipt, chain, attestation, trustedKeys } = input;
  const problems: string[] = [];
  let firstBadLink: number | null = null;
  let linkProblems = 0;
  const badLink = (index: number, problem: string) => {
    if (firstBadLink === null) firstBadLink = index;
    if (++linkProblems <= MAX_LINK_PROBLEMS) problems.push(`entry ${index}: ${problem}`);
  };

  let links = 0;
  if (chain.algorithm !== CHAIN_ALGORITHM) {
    problems.push(`unsupported chain algorithm "${chain.algorithm}" (expected ${CHAIN_ALGORITHM}); links not checked`);
  } else if (chain.entries.length === 0) {
    problems.push('the chain has no entries');
  } else {
    let previous = 'GENESIS';
    for (const [i, entry] of chain.entries.entries()) {
      links++;
      if (entry.index !== i) badLink(i, `index is ${entry.index}, expected ${i}`);
      if (entry.x !== previous) {
        badLink(i, i === 0 ? 'x must be GENESIS' : `x does not match the xy of entry ${i - 1}`);
      }
      const xy = await chainEntryHash(entry.x, entry.operation, entry.y, entry.timestamp);
      if (xy !== entry.xy) badLink(i, 'xy does not match sha256(x:operation:y:timestamp)');
      previous = entry.xy;
    }
    if (linkProblems > MAX_LINK_PROBLEMS) problems.push(`${linkProblems - MAX_LINK_PROBLEMS} more link problems`);
    const last = chain.entries[chain.entries.length - 1]!;
    if (chain.root.toLowerCase() !== `0x${last.xy}`) problems.push('chain root is not 0x + the last entry\'s xy');
  }
  if (chain.length !== chain.entries.length) {
    problems.push(`chain length is ${chain.length} but it has ${chain.entries.length} entries`);
  }

  if (receipt.chain_id !== chain.chain_id) problems.push('receipt chain_id does not match the chain');
  if (receipt.chain_root.toLowerCase() !== chain.root.toLowerCase()) problems.push('receipt chain_root does not match the chain root');
  if (receipt.chain_length !== chain.length) problems.push('receipt chain_length does not match the chain length');

  let signature: ChainCheck['signature'] = 'missing';
  let keyPinned = false;
  if (attestation) {
    if (receipt.attest_id !== '' && !/^https?:/i.test(receipt.attest_id) && attestation.id !== receipt.attest_id) {
      problems.push('attestation id does not match the receipt attest_id');
    }
    if (attestation.chain_id !== chain.chain_id) problems.push('attestation chain_id does not match the chain');
    if (attestation.root.toLowerCase() !== chain.root.toLowerCase()) problems.push('attestation root does not match the chain root');
    if (attestation.length !== chain.length) problems.push('attestation length does not match the chain length');
    const checked = await checkSignature(attestation);
    signature = checked.valid ? 'valid' : 'invalid';
    if (checked.problem) problems.push(checked.problem);
    const key = decodeBase64(attestation.public_key);
    keyPinned = !!key && (trustedKeys ?? []).some((trusted) => sameBytes(decodeBase64(trusted), key));
    if (trustedKeys && !keyPinned) problems.push('attestation key is not one of the trusted keys');
  } else if (receipt.verified) {
    problems.push('the receipt says verified but no attestation was checked');
  }

  return { ok: problems.length === 0, links, firstBadLink, problems, signature, keyPinned };
}

async function checkSignature(attestation: Attestation): Promise<{ valid: boolean; problem?: string }> {
  if (attestation.algorithm.toLowerCase() !== ATTESTATION_ALGORITHM) {
    return { valid: false, problem: `unsupported attestation algorithm "${attestation.algorithm}" (expected ${ATTESTATION_ALGORITHM})` };
  }
  const key = decodeBase64(attestation.public_key);
  if (!key || key.length !== 32) return { valid: false, problem: 'attestation public_key is not base64 of 32 bytes' };
  const signature = decodeBase64(attestation.signature);
  if (!signature || signature.length !== 64) return { valid: false, problem: 'attestation signature is not base64 of 64 bytes' };
  const message = new TextEncoder().encode(`${attestation.chain_id}:${attestation.root}:${attestation.length}`);
  let valid: boolean;
  try {
    const subtle = globalThis.crypto.subtle;
    const cryptoKey = await subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify']);
    valid = await subtle.verify({ name: 'Ed25519' }, cryptoKey, signature, message);
  } catch (error) {
    return { valid: false, problem: `signature could not be checked here (${(error as Error)?.name ?? 'error'}: Ed25519 unsupported?)` };
  }
  return valid ? { valid } : { valid, problem: 'attestation signature is not valid for its chain_id:root:length' };
}

/** Standard or URL-safe base64, padding optional; null when it is not base64. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const normal = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normal) || normal.length % 4 === 1) return null;
  try {
    const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function sameBytes(a: Uint8Array | null, b: Uint8Array): boolean {
  return !!a && a.length === b.length && a.every((byte, i) => byte === b[i]);
}
