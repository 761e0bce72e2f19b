/**
 * The public face of the chain checker (implementation in ./verify/): verifyChain and its
 * result type, for xycore/pruv exports and `xy-sha256-v1` chains alike.
 */
export { verifyChain, pythonJsonDumps, pythonFloatText, DEFAULT_MAX_ENTRIES, type VerifyChainInput, type ChainCheck, type ChainAlgorithm, type SignatureCounts } from './verify/index.js';
export { decodeBase64 } from './verify/signatures.js';
