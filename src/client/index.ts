// Typed client for a Reasoning Service: fetch with timeouts, typed errors,
// request sharing, chain verification and URL checks. Isomorphic (browsers,
// Node 20+, edge runtimes); depends only on spec/.
export { ReasoningError, type ErrorKind, type ReasoningErrorDetails, isReasoningError } from './errors.js';
export { ReasoningClient, sharedClient, newIdempotencyKey, type RunOptions } from './client.js';
export { ReasoningReader, sharedReader, type ClientOptions, type RequestOptions, type ChainPageRead, type ChainPagesOptions } from './reader.js';
export {
  verifyChain,
  createChainCheck,
  pythonJsonDumps,
  pythonFloatText,
  type ChainCheck,
  type ChainFinding,
  type ChainFindingCode,
  type VerifyChainInput,
  type ChainAlgorithm,
  type SignatureCounts,
  type LinkCheck,
  type LinkListener,
  type ChainCheckOptions,
  type ChainCheckEnd,
  type ChainCheckStream,
  type Sha256,
} from './verify.js';
export { readChainJson, readChainNumber, type ReadJson } from './verify/read-json.js';
export { outcomeOfCheck, outcomeOfError } from './outcome.js';
export { OUTCOMES, OUTCOME_EXIT_CODES, type Outcome } from '../badge/outcome.js';
export { chainIdOf, formatChainCheck, chainCheckJson, terminalSafe } from './verify/report.js';
export { chainEntryHash, turnHash, sha256Hex } from './hash.js';
export { safeHttpUrl, isUnder, attestHref } from './urls.js';
export { getBadgeReceipt, type BadgeReceiptData } from './badge-read.js';
