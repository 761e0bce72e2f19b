/**
 * The public face of the chain checker (implementation in ./verify/): verifyChain and its
 * result type, for xycore/pruv exports and `xy-sha256-v1` chains alike. The checker itself
 * is loaded on the first call, so pages that never check a chain never download it.
 */
import type { ChainCheck, VerifyChainInput } from './verify/index.js';

export type { VerifyChainInput, ChainCheck, ChainAlgorithm, SignatureCounts, LinkCheck, LinkListener } from './verify/index.js';
export { DEFAULT_MAX_ENTRIES } from './verify/result.js';
export { pythonJsonDumps, pythonFloatText } from './verify/python-text.js';
export { decodeBase64 } from './verify/signatures.js';

/**
 * Checks a chain (an xycore/pruv export or an `xy-sha256-v1` chain) with its receipt,
 * attestation and signatures. Never throws: problems come back in the result.
 */
export async function verifyChain(input: VerifyChainInput): Promise<ChainCheck> {
  const checker = await import('./verify/index.js');
  return checker.verifyChain(input);
}
