/**
 * The card's two fetchers, apart from the element: each takes an AbortSignal
 * and throws the client's typed ReasoningError; the element only renders
 * the states of the Tasks that call them.
 */
import type { ReasoningReader } from '../../client/reader.js';
import { verifyChain, type ChainCheck } from '../../client/verify.js';
import { isPlainId, type Attestation, type Chain, type Receipt, type Session } from '../../spec/index.js';
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
  chain: Chain;
  attestation?: Attestation;
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
 * GET the chain (always fresh: it grows) and the attestation, then re-check
 * everything with verifyChain. An attest_id that is not a plain id (a URL
 * naming a record elsewhere) has nothing to fetch, so the signature stays
 * unchecked, and a receipt claiming `verified` then fails the check.
 * The checker is the client's `verifyChain`, which loads its code on first
 * use, so pages without `verify` never download it.
 */
export async function checkReceipt(
  client: ReasoningReader,
  receipt: Receipt,
  options: { trustedKeys?: string[] | undefined; signal: AbortSignal },
): Promise<ReceiptCheck> {
  const { trustedKeys, signal } = options;
  if (webCryptoMissing()) {
    // kind 'insecure': the card says it in the page's language.
    throw Object.assign(new Error('This page is not a secure context (https or localhost), so the browser offers no WebCrypto to check the chain with.'), {
      kind: 'insecure',
    });
  }
  const chain = await client.getChain(receipt.chain_id, { signal, fresh: true });
  const attestation = isPlainId(receipt.attest_id) ? await client.getAttestation(receipt.attest_id, { signal }) : undefined;
  const check = await verifyChain({
    receipt,
    chain,
    ...(attestation ? { attestation } : {}),
    ...(trustedKeys?.length ? { trustedKeys } : {}),
  });
  return { receipt, check, chain, ...(attestation ? { attestation } : {}) };
}
