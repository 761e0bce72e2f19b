/**
 * verifyChain: checks an xycore/pruv chain export or our `xy-sha256-v1` chain, with its receipt,
 * attestation and signatures. Isomorphic (SHA-256 in plain JS, Ed25519 on WebCrypto), never throws, never `ok` on doubt.
 * createChainCheck (check-stream.ts): the same check fed page by page, holding only the previous entry between pages.
 */
import { DEFAULT_MAX_ENTRIES, finding, type ChainAlgorithm, type ChainCheck, type LinkListener } from './result.js';
import { BAD_KEYS, createChainCheck, kind, looksLikeXycore, refused, tooMany, unreadable } from './check-stream.js';

export type { ChainCheck, ChainAlgorithm, ChainFinding, ChainFindingCode, SignatureCounts, LinkCheck, LinkListener, Sha256 } from './result.js';
export type { SourceNumber } from './source-number.js';
export { algorithmOf, createChainCheck, type ChainCheckEnd, type ChainCheckOptions, type ChainCheckStream } from './check-stream.js';
export { createOffThreadCheck, type OffThreadOptions, type SendableCheckOptions } from './worker-check.js';
export { DEFAULT_MAX_ENTRIES };

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
