/**
 * The public face of the chain checker (implementation in ./verify/): verifyChain and its
 * result type, for xycore/pruv exports and `xy-sha256-v1` chains alike, and createChainCheck,
 * the same check fed page by page. The checker itself is loaded on the first call, so pages
 * that never check a chain never download it.
 */
import type { ChainCheck, ChainCheckEnd, ChainCheckOptions, ChainCheckStream, VerifyChainInput } from './verify/index.js';

export type {
  VerifyChainInput,
  ChainCheck,
  ChainFinding,
  ChainFindingCode,
  ChainAlgorithm,
  SignatureCounts,
  LinkCheck,
  LinkListener,
  ChainCheckOptions,
  ChainCheckEnd,
  ChainCheckStream,
  Sha256,
} from './verify/index.js';
export { DEFAULT_MAX_ENTRIES } from './verify/result.js';
export { pythonJsonDumps, pythonFloatText } from './verify/python-text.js';
export { decodeBase64 } from './verify/signatures.js';

const checker = () => import('./verify/index.js');

/**
 * Checks a chain (an xycore/pruv export or an `xy-sha256-v1` chain) with its receipt,
 * attestation and signatures. Never throws: problems come back in the result.
 */
export async function verifyChain(input: VerifyChainInput): Promise<ChainCheck> {
  return (await checker()).verifyChain(input);
}

/**
 * The check of `verifyChain()`, fed in pages: `push(entries)` each page in chain order (each
 * resolves once its entries are checked), then `finish()` gives the same result as
 * `verifyChain()` on the whole chain. Between pages it keeps only the previous entry, counts,
 * the first bad entry and the first few problems. Never throws.
 */
export function createChainCheck(options: ChainCheckOptions = {}): ChainCheckStream {
  return streamOnceLoaded(checker().then((module) => module.createChainCheck(options)));
}

/**
 * A ChainCheckStream usable at once, whose real stream arrives with its code (the checker's chunk,
 * or a worker's): pages pushed meanwhile wait for it, and `links` counts them from the start.
 */
export function streamOnceLoaded(stream: Promise<ChainCheckStream>): ChainCheckStream {
  let links = 0;
  return {
    get links() {
      return links;
    },
    async push(entries) {
      if (Array.isArray(entries)) links += entries.length;
      return (await stream).push(entries);
    },
    async finish(end?: ChainCheckEnd) {
      return (await stream).finish(end);
    },
  };
}
