/**
 * The card's two fetchers, apart from the element: each takes an AbortSignal
 * and throws the client's typed ReasoningError; the element only renders
 * the states of the Tasks that call them.
 */
import { ReasoningError } from '../../client/errors.js';
import type { ReasoningReader } from '../../client/reader.js';
import { verifyChain, type ChainCheck } from '../../client/verify.js';
import { startChainCheck } from './check-worker.js';
import type { SendableCheckOptions } from '../../client/verify/index.js';
import { isPlainId, type Attestation, type Receipt, type Session } from '../../spec/index.js';
import { errorDetail, type ErrorDetail } from '../shared/events.js';

/** What one load produced: the receipt, and with `with-session` its session. */
export interface LoadedReceipt {
  receiptId: string;
  baseUrl: string;
  receipt: Receipt;
  session?: Session;
  /** Why the session is missing, when it could not be loaded. */
  sessionError?: ErrorDetail;
  /** The last refresh failed; the receipt shown is the one loaded before. */
  refreshError?: ErrorDetail;
}

/** What `verify` found: the check, and the chain and attestation it ran on. */
export interface ReceiptCheck {
  /** The receipt that was checked. */
  receipt: Receipt;
  check: ChainCheck;
  /** The chain's own fields (`chain_id`, `algorithm`, `root`, `length`): its entries are read in pages and not kept. */
  chain: Record<string, unknown>;
  attestation?: Attestation;
}

/** How far a check has come: entries checked, of the chain's length when its first page was read. */
export interface CheckProgress {
  done: number;
  total: number;
}

/**
 * GET the receipt and, when asked, its session. A session that fails to load
 * is reported beside the receipt, not instead of it. `fresh` skips the
 * client's short cache (retries and polls).
 */
export async function loadReceipt(
  client: ReasoningReader,
  options: { receiptId: string; baseUrl: string; withSession: boolean; fresh: boolean; signal: AbortSignal },
): Promise<LoadedReceipt> {
  const { receiptId, baseUrl, withSession, fresh, signal } = options;
  const receipt = await client.getReceipt(receiptId, { signal, fresh });
  const loaded: LoadedReceipt = { receiptId, baseUrl, receipt };
  if (withSession) {
    try {
      loaded.session = await client.getSession(receipt.session_id, { signal, fresh });
    } catch (error) {
      if (signal.aborted) throw error;
      loaded.sessionError = errorDetail(error);
    }
  }
  return loaded;
}

/** Two answers that read the same (same parser, so the same key order). */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** True where no chain check can ever run: WebCrypto exists only in secure contexts (https, localhost). */
export function webCryptoMissing(): boolean {
  return typeof globalThis.crypto?.subtle?.digest !== 'function';
}

/**
 * Read the chain page by page (GET /chains/{id}/entries, always fresh: it grows), its first page
 * asked for beside the attestation (GET /attestations/{id}, needed only at the end), and check each
 * page as it comes with createChainCheck, holding one page at a time, so a chain of any length is
 * checked; `onProgress` hears after each page. A service from before
 * pages (404 on the first page) is read whole with GET /chains/{id} and checked with verifyChain.
 * An attest_id that is not a plain id (a URL naming a record elsewhere) has nothing to fetch, so
 * the signature stays unchecked, and a receipt claiming `verified` then fails the check.
 * The checker's code is fetched only for `verify`, while the receipt is read (fetchCheckCode), and it runs
 * in a Web Worker where the page allows one (pages are still read here, and handed over one by one).
 */
export async function checkReceipt(
  client: ReasoningReader,
  receipt: Receipt,
  options: { trustedKeys?: string[] | undefined; signal: AbortSignal; onProgress?: (progress: CheckProgress) => void },
): Promise<ReceiptCheck> {
  const { trustedKeys, signal, onProgress } = options;
  if (webCryptoMissing()) {
    // kind 'insecure': the card says it in the page's language.
    throw Object.assign(new Error('This page is not a secure context (https or localhost), so the browser offers no WebCrypto to check the chain with.'), {
      kind: 'insecure',
    });
  }
  // The check starts now: its code loads and its worker starts while the attestation and the first page are read.
  let setOptions!: (options: SendableCheckOptions) => void;
  const stream = startChainCheck(new Promise((resolve) => (setOptions = resolve)), signal);
  // The first page is asked for beside the attestation, which the check needs only at its end. A failed
  // attestation stops the walk with its own error, as the element's abort does with the abort.
  const stopWalk = new AbortController();
  const pages = client.chainPages(receipt.chain_id, { signal: AbortSignal.any([signal, stopWalk.signal]) });
  const firstPage = pages.next();
  firstPage.catch(() => {}); // awaited below, or unwanted once the attestation has failed
  const attesting = isPlainId(receipt.attest_id) ? client.getAttestation(receipt.attest_id, { signal }) : Promise.resolve(undefined);
  attesting.catch((error: unknown) => stopWalk.abort(error));
  const given = { receipt, ...(trustedKeys?.length ? { trustedKeys } : {}) };
  let chain: Record<string, unknown> | undefined;
  /** The page before this one, being checked. */
  let checking: Promise<void> | undefined;
  let finished: Promise<ChainCheck> | undefined;
  let attestation: Attestation | undefined;
  try {
    for (let next = await firstPage; !next.done; next = await pages.next()) {
      const page = next.value;
      if (!chain) {
        chain = page.chain;
        setOptions({ ...given, chain: page.chain, algorithm: page.algorithm });
      }
      // This page goes to the check (its worker, mostly) while the page before is still checked there,
      // and is not taken further until that one is done: at most two pages checked, two on their way.
      const pushed = stream.push(page.entries).then(() => {
        if (!signal.aborted) onProgress?.({ done: page.done, total: page.total });
      });
      pushed.catch(() => {}); // awaited below, or unwanted once the walk has failed
      await checking;
      if (signal.aborted) throw signal.reason;
      checking = pushed;
    }
    attestation = await attesting;
    // The end is asked for behind the last page, not after it is checked: one wait for the worker, not two.
    if (chain) {
      finished = stream.finish({ attestation });
      finished.catch(() => {}); // awaited below
    }
    await checking;
    if (signal.aborted) throw signal.reason;
  } catch (error) {
    stopWalk.abort();
    void pages.return(undefined).catch(() => {});
    stream.end(); // nothing more to check: no worker is left waiting for the next page
    if (chain || signal.aborted || !(error instanceof ReasoningError && error.status === 404)) throw error;
    // No page route: a service from before pages answers the chain whole.
    attestation = await attesting;
    const whole = await client.getChain(receipt.chain_id, { signal, fresh: true });
    const { entries, ...fields } = whole;
    onProgress?.({ done: 0, total: entries.length });
    const check = await verifyChain({ ...given, ...(attestation ? { attestation } : {}), chain: whole });
    return { receipt, check, chain: fields, ...(attestation ? { attestation } : {}) };
  }
  // A walk that yielded nothing (it never does) leaves nothing checked: say so rather than pass.
  if (!chain) stream.end();
  const check = finished ? await finished : await verifyChain({ ...given, ...(attestation ? { attestation } : {}), chain: {} });
  if (signal.aborted) throw signal.reason;
  return { receipt, check, chain: chain ?? {}, ...(attestation ? { attestation } : {}) };
}
