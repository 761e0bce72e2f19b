/**
 * The card's load of its receipt (and with `with-session` its session), run again when the id, the base
 * URL, `with-session`, the revision or the given data change. It reads over what the card shows already
 * (its own last load, else given data): unchanged data keeps its objects, so nothing that depends on them
 * (the check) runs again, and a failed refresh keeps the receipt shown, with the error beside it.
 */
import type { ReactiveControllerHost } from 'lit';
import { sharedReader } from '../../client/reader.js';
import { errorDetail } from '../shared/events.js';
import type { ReceiptData } from '../shared/inline-data.js';
import { LatestLoad } from '../shared/latest-load.js';
import { fetchCheckCode } from './check-worker.js';
import { loadReceipt, sameData, webCryptoMissing, type LoadedReceipt } from './fetchers.js';

export type LoadArgs = readonly [receiptId: string, baseUrl: string, withSession: boolean, revision: number, given: ReceiptData | undefined];

export interface ReceiptLoadOptions {
  args: () => LoadArgs;
  /** Whether the check will run: its code is fetched while the receipt loads. */
  verify: () => boolean;
  /** Whether this load may answer from the page's cache (asked once per load: the shared watch has just read it). */
  fromWatch: () => boolean;
  /** A refresh failed; the receipt shown stays (the next poll tries again). */
  onRefreshError: (error: unknown, receiptId: string) => void;
  onComplete: (loaded: LoadedReceipt | null) => void;
  onError: (error: unknown) => void;
}

/** Given data (a build-time render's) in the shape of a load from `baseUrl` ('' when it came from no request of ours). */
export function givenAsLoaded(given: ReceiptData, baseUrl: string): LoadedReceipt {
  return { receiptId: given.receipt.id, baseUrl, receipt: given.receipt, ...(given.session ? { session: given.session } : {}) };
}

export function receiptLoad(host: ReactiveControllerHost, options: ReceiptLoadOptions): LatestLoad<LoadArgs, LoadedReceipt | null> {
  const load: LatestLoad<LoadArgs, LoadedReceipt | null> = new LatestLoad(host, {
    args: options.args,
    run: async ([receiptId, baseUrl, withSession, revision, given], signal) => {
      if (!receiptId) return null;
      // What is on screen now: this load's own last result for the same receipt, else the given data.
      const last = load.value;
      const before = last && last.receiptId === receiptId && last.baseUrl === baseUrl ? last : given && givenAsLoaded(given, baseUrl);
      if (options.verify() && !webCryptoMissing()) fetchCheckCode();
      try {
        const fromWatch = options.fromWatch();
        const loaded = await loadReceipt(sharedReader({ baseUrl }), { receiptId, baseUrl, withSession, fresh: revision > 0 && !fromWatch, signal });
        if (before && sameData(before.receipt, loaded.receipt)) loaded.receipt = before.receipt;
        if (before?.session && loaded.session && sameData(before.session, loaded.session)) loaded.session = before.session;
        return loaded;
      } catch (error) {
        if (signal.aborted || !before) throw error;
        options.onRefreshError(error, receiptId);
        return { ...before, refreshError: errorDetail(error) };
      }
    },
    onComplete: options.onComplete,
    onError: options.onError,
  });
  return load;
}
