/**
 * `verify`'s chain check, run in a Web Worker where the page allows one (client/verify/worker-check.ts),
 * with this package's Trusted Types policy for the worker's URL. Its code is fetched while the receipt is read (fetchCheckCode).
 */
import { streamOnceLoaded, type ChainCheckStream } from '../../client/verify.js';
import type { SendableCheckOptions } from '../../client/verify/index.js';
import { workerScriptUrl } from '../shared/trusted-types.js';
import { loadChainPages } from '../../client/reader.js';

/** A check under way: a ChainCheckStream that can be ended before its result, which ends its worker. */
export interface ChainCheckRun extends ChainCheckStream {
  end(): void;
}

/** The checker's chunk (the worker imports the same file). */
const checkerCode = () => import('../../client/verify/index.js');

/**
 * Asks for the check's code (the checker and the reader of chain pages) while the receipt is still being
 * read: the first chain page is then asked for when the receipt arrives, not one more round trip later.
 */
export function fetchCheckCode(): void {
  checkerCode().catch(() => {}); // a chunk that fails to load shows when the check runs
  loadChainPages().catch(() => {});
}

/**
 * Starts the check now, its code loading and its worker starting while `options` are gathered (the
 * attestation and the first page read). `end()` it if it will not be finished.
 */
export function startChainCheck(options: PromiseLike<SendableCheckOptions>, signal: AbortSignal): ChainCheckRun {
  // The check's own signal: the caller's abort, or end().
  const ended = new AbortController();
  const onAbort = () => ended.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const stream = checkerCode().then((module) => module.createOffThreadCheck(options, { signal: ended.signal, scriptUrl: workerScriptUrl, jsonEntries: true }));
  stream.catch(() => {}); // a chunk that fails to load shows at the first push
  // Assigned onto the stream, not spread: `links` is a getter, which a spread would freeze at 0.
  return Object.assign(streamOnceLoaded(stream), {
    end: () => {
      signal.removeEventListener('abort', onAbort);
      ended.abort();
    },
  });
}
