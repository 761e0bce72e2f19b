/**
 * `<chain-badge>`'s read of a receipt, light enough for a page of badges: the
 * same GET, retries, typed errors and page-wide request cache as
 * `sharedClient().getReceipt()` (a badge and a receipt card for one id make
 * one request), but checked by hand for what a badge shows (`id`,
 * `verified`, `badge_svg`) instead of by the full receipt schema, so the
 * badge ships no schema library.
 */
import { BadgeReceiptError, readBadgeReceipt } from '../badge/read.js';
import type { BadgeReceipt } from '../badge/receipt.js';
import { isPlainId } from '@reasoning-elements/protocol';
import { ReasoningError, otherResource, refusedId } from './errors.js';
import { GET_DEFAULTS, getJsonWithRetries, globalFetch } from './get.js';
import { pageSharer } from './share.js';

/** A receipt as a badge reads it: the fields it shows are checked, the others are as the service sent them. */
export type BadgeReceiptData = BadgeReceipt & { badge_svg: string } & Readonly<Record<string, unknown>>;

const INIT: RequestInit = { method: 'GET', headers: { accept: 'application/json' } };
const FRESH_INIT: RequestInit = { ...INIT, cache: 'no-store' };
const OPTIONS = {
  fetch: globalFetch,
  timeoutMs: GET_DEFAULTS.timeoutMs,
  maxBytes: GET_DEFAULTS.maxResponseBytes,
  retries: GET_DEFAULTS.retries,
  retryBaseMs: GET_DEFAULTS.retryBaseMs,
};

const receiptUrl = (baseUrl: string, id: string) => `${baseUrl.trim().replace(/\/+$/, '')}/receipts/${encodeURIComponent(id)}`;

/** GET {baseUrl}/receipts/{id}, for a badge. Rejects with a ReasoningError (or the caller's abort). */
export function getBadgeReceipt(baseUrl: string, id: string, options: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<BadgeReceiptData> {
  if (options.signal?.aborted) return Promise.reject(options.signal.reason);
  if (!isPlainId(id)) {
    return Promise.reject(refusedId('receipt'));
  }
  const url = receiptUrl(baseUrl, id);
  // `fresh` also skips the browser's HTTP cache, so a re-read sees a changed receipt.
  const init = options.fresh ? FRESH_INIT : INIT;
  return pageSharer.get(url, (signal) => getJsonWithRetries(url, init, OPTIONS, signal), options).then((json) => readForBadge(json, id));
}

/**
 * The receipt getBadgeReceipt would answer at once from the page's cache (another badge or card read
 * it moments ago), or undefined: lets a badge draw it in its first render instead of a loading badge.
 */
export function peekBadgeReceipt(baseUrl: string, id: string): BadgeReceiptData | undefined {
  if (!isPlainId(id)) return undefined;
  const json = pageSharer.peek(receiptUrl(baseUrl, id));
  if (json === undefined) return undefined;
  try {
    return readForBadge(json, id);
  } catch {
    return undefined; // the load reports it
  }
}

/**
 * A receipt read as a badge reads it; throws a ReasoningError ('invalid-response') naming the field, or
 * when `asked` is given and the receipt is another one.
 */
export function readForBadge(json: unknown, asked?: string): BadgeReceiptData {
  try {
    const { id } = readBadgeReceipt(json);
    if (asked !== undefined && id !== asked) throw otherResource('receipt', 'id', asked, id);
    const { badge_svg } = json as { badge_svg?: unknown };
    if (badge_svg !== undefined && typeof badge_svg !== 'string') throw new BadgeReceiptError('receipt: badge_svg: expected a string');
    // Fields a badge does not show are passed on as the service sent them, unchecked.
    return { ...(json as object), badge_svg: badge_svg ?? '' } as BadgeReceiptData;
  } catch (error) {
    if (error instanceof BadgeReceiptError) throw new ReasoningError('invalid-response', error.message);
    throw error;
  }
}
