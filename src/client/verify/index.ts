/**
 * verifyChain: checks an xycore/pruv chain export or our `xy-sha256-v1` chain, with its receipt,
 * attestation and signatures. Isomorphic (WebCrypto only), never throws, never `ok` on doubt.
 */
import { checkXycore, looksLikeXycore } from './xycore.js';
import { checkXySha256 } from './xy-sha256.js';
import { DEFAULT_MAX_ENTRIES, Findings, noSignatures, type ChainCheck, type LinkListener } from './result.js';

export type { ChainCheck, ChainAlgorithm, SignatureCounts, LinkCheck, LinkListener } from './result.js';
export { pythonFloatText, pythonJsonDumps, type SourceNumber } from './python-text.js';

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

export { DEFAULT_MAX_ENTRIES };

export async function verifyChain(input: VerifyChainInput): Promise<ChainCheck> {
  try {
    if (typeof input !== 'object' || input === null) return refused('nothing to verify: expected { chain, receipt?, attestation?, trustedKeys? }');
    const { chain, receipt, attestation, trustedKeys } = input;
    if (typeof chain !== 'object' || chain === null || Array.isArray(chain)) return refused(`the chain is ${kind(chain)}, not a chain object`);
    const entries = (chain as { entries?: unknown }).entries;
    const maxEntries = typeof input.maxEntries === 'number' ? input.maxEntries : DEFAULT_MAX_ENTRIES;
    if (Array.isArray(entries) && entries.length > maxEntries) {
      return refused(`the chain has ${entries.length} entries, more than the ${maxEntries} this check reads`);
    }
    if (trustedKeys !== undefined && !Array.isArray(trustedKeys)) return refused('trustedKeys must be an array of base64 keys');
    if (looksLikeXycore(chain)) return await checkXycore({ chain, receipt, trustedKeys, onLink: input.onLink });
    if ('algorithm' in chain || 'chain_id' in chain) return await checkXySha256({ chain: chain as Record<string, unknown>, receipt, attestation, trustedKeys, onLink: input.onLink });
    return refused('not a chain: expected an xycore export {id, entries, root, head} or an xy-sha256-v1 chain');
  } catch (error) {
    return refused(`the input could not be read (${(error as Error)?.name ?? 'error'}: ${String((error as Error)?.message ?? error).slice(0, 200)})`);
  }
}

function refused(problem: string): ChainCheck {
  const found = new Findings();
  found.add(problem);
  return found.result({ algorithm: null, links: 0, signature: 'missing', signatures: noSignatures(), keyPinned: false });
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}
