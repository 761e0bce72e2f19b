/**
 * One re-read per unverified receipt per page, shared by every element showing it: every 1 s for 10 s,
 * 2 s up to a minute, then backing off to 60 s; it stops when verified, after WATCH_LIMIT_MS (15 min),
 * or when nothing watches; a hidden page waits and reads again once seen.
 */
import { getBadgeReceipt, type BadgeReceiptData } from '../../client/badge-read.js';

export const WATCH_LIMIT_MS = 15 * 60_000;

/** The wait before the next read, `elapsed` ms after the watch began. */
export function watchDelay(elapsed: number, reads: number): number {
  if (elapsed < 10_000) return 1_000;
  if (elapsed < 60_000) return 2_000;
  return Math.min(60_000, 4_000 * 2 ** Math.min(Math.max(0, reads - 35), 4));
}

export type WatchListener = (update: { receipt?: BadgeReceiptData; error?: unknown }) => void;

interface Watch {
  readonly baseUrl: string;
  readonly id: string;
  readonly listeners: Set<WatchListener>;
  readonly started: number;
  reads: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  reading: boolean;
  doc: Document | undefined;
  /** Waiting for a hidden page to be seen again. */
  onVisible?: (() => void) | undefined;
}

const watches = new Map<string, Watch>();
const keyOf = (baseUrl: string, id: string) => `${baseUrl.trim().replace(/\/+$/, '')}\n${id}`;

/** Watches an unverified receipt until it is verified; returns the function that stops this watcher. */
export function watchReceipt(baseUrl: string, id: string, listener: WatchListener, doc?: Document): () => void {
  const key = keyOf(baseUrl, id);
  let watch = watches.get(key);
  if (!watch) {
    watch = { baseUrl, id, listeners: new Set(), started: Date.now(), reads: 0, timer: undefined, reading: false, doc };
    watches.set(key, watch);
    schedule(key, watch);
  }
  watch.listeners.add(listener);
  const own = watch;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size === 0) stop(key, own);
  };
}

/** One element's share of the watches: the receipt it wants watched now, its earlier one let go. */
export class WatchSlot {
  #key = '';
  #stop: (() => void) | undefined;

  /** Watches `id` at `baseUrl` for `listener` ('' for none), unless that one is watched already. */
  follow(baseUrl: string, id: string, listener: WatchListener, doc?: Document): void {
    const key = id && `${baseUrl}\n${id}`;
    if (key === this.#key) return;
    this.stop();
    if (!key) return;
    this.#key = key;
    this.#stop = watchReceipt(baseUrl, id, listener, doc);
  }

  stop(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#key = '';
  }
}

/** Whether a watch of this receipt is under way (for tests and the badge's summary). */
export function isWatched(baseUrl: string, id: string): boolean {
  return watches.has(keyOf(baseUrl, id));
}

function stop(key: string, watch: Watch): void {
  if (watch.timer !== undefined) clearTimeout(watch.timer);
  watch.timer = undefined;
  if (watch.onVisible) watch.doc?.removeEventListener('visibilitychange', watch.onVisible);
  if (watches.get(key) === watch) watches.delete(key);
}

function schedule(key: string, watch: Watch): void {
  const elapsed = Date.now() - watch.started;
  if (elapsed >= WATCH_LIMIT_MS) {
    stop(key, watch);
    return;
  }
  watch.timer = setTimeout(() => {
    watch.timer = undefined;
    const doc = watch.doc ?? globalThis.document;
    if (doc && doc.visibilityState === 'hidden') {
      // Read again as soon as the page is seen.
      const onVisible = () => {
        if (doc.visibilityState === 'hidden') return;
        doc.removeEventListener('visibilitychange', onVisible);
        watch.onVisible = undefined;
        if (watches.get(key) === watch) void read(key, watch);
      };
      watch.onVisible = onVisible;
      watch.doc = doc;
      doc.addEventListener('visibilitychange', onVisible);
      return;
    }
    void read(key, watch);
  }, watchDelay(elapsed, watch.reads));
}

async function read(key: string, watch: Watch): Promise<void> {
  if (watch.reading) return;
  watch.reading = true;
  watch.reads++;
  let update: Parameters<WatchListener>[0];
  try {
    update = { receipt: await getBadgeReceipt(watch.baseUrl, watch.id, { fresh: true }) };
  } catch (error) {
    update = { error };
  }
  watch.reading = false;
  if (watches.get(key) !== watch) return;
  for (const listener of [...watch.listeners]) {
    try {
      listener(update);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
  if (update.receipt?.verified) stop(key, watch);
  else if (watches.get(key) === watch) schedule(key, watch);
}
