/**
 * createChainCheck run in a module Web Worker where the page allows one, else on this thread, with
 * the same result. Both ends are here. The page's end starts a worker whose code is a blob: module
 * that import()s this module's own file by its absolute URL (in the CDN file: the checker's chunk
 * itself, not a copy), which serves there, told so by a flag the worker's code sets first. A worker
 * must come from the page's origin, a CDN file does not; a blob: does, and the import() inside it
 * is checked against script-src.
 *
 * Whatever stops the worker starting (no Worker here; a Content-Security-Policy without blob: in
 * worker-src; Trusted Types refusing its URL; the chunk not loading in a worker) falls back to this
 * thread, silently, and later checks on the page do not try again. A worker that fails after it
 * started rejects the calls still waiting, and the check fails as any other error would.
 */
import { algorithmOf, createChainCheck, type ChainCheckEnd, type ChainCheckOptions, type ChainCheckStream } from './check-stream.js';
import type { ChainCheck } from './result.js';
import { isRecord } from './record.js';
import { fieldsRead } from './xy-sha256.js';

// Messages, answered in order. To the worker: [START, options], [PUSH, entries] or [PUSH_TEXT, entries as
// JSON text], [FINISH, end]. From it: [READY] once loaded, [PUSH] per page checked, [FINISH, result];
// [FAILED, why] when it could not load.
const START = 0;
const READY = 0;
const PUSH = 1;
const FINISH = 2;
const FAILED = 3;
const PUSH_TEXT = 3;

export interface OffThreadOptions {
  /** Ends the worker; calls still waiting reject with its reason. */
  signal?: AbortSignal;
  /** Makes the worker's blob: URL acceptable to `new Worker()` (a TrustedScriptURL where Trusted Types are required). */
  scriptUrl?: (url: string) => unknown;
  /**
   * The entries pushed are plain JSON values (as parsed from an answer). A page of an xy-sha256-v1 chain
   * then goes to the worker as JSON text, which costs both threads far less than a structured clone of as
   * many objects, when the text gives the check the same values to compare (`xyPage`). An xycore
   * chain's go as a clone still: its Python floats may hold a -0 or an overflowed literal, which JSON text
   * would change.
   */
  jsonEntries?: boolean;
}

/** Options a worker can be sent: a listener or a hash function cannot be. */
export type SendableCheckOptions = Omit<ChainCheckOptions, 'onLink' | 'sha256'>;

/** Set when a worker could not start: this page forbids them, so later checks do not try. */
let refused = false;

/** Set by the worker's code before it loads this module's file, which then serves (whatever a bundler named its exports). */
const SERVE = 'reasoning-elements:serve-checks';

/** The worker's code: flag, load this module's file (which takes the flag and serves), and say so when it did not. */
const bootstrap = (url: string) =>
  `const s=Symbol.for(${JSON.stringify(SERVE)});self[s]=1;import(${JSON.stringify(url)}).then(()=>{if(self[s])throw Error("no checks served")}).catch(e=>postMessage([${FAILED},String(e)]))`;

/**
 * createChainCheck(options), in a worker where one starts. `options` may be a promise: the worker
 * starts at once and its code loads while they are still being gathered (the first page read).
 */
export function createOffThreadCheck(options: ChainCheckOptions | PromiseLike<SendableCheckOptions> = {}, { signal, scriptUrl, jsonEntries }: OffThreadOptions = {}): ChainCheckStream {
  const later = typeof (options as PromiseLike<unknown>).then === 'function';
  const given = later ? undefined : (options as ChainCheckOptions);
  // A listener or a hash function cannot be sent to a worker: such a check runs here.
  const tryWorker = !refused && !signal?.aborted && !given?.onLink && !given?.sha256 && typeof Worker === 'function' && /^https?:/.test(import.meta.url);
  if (!tryWorker && given) return createChainCheck(given);
  const settled = Promise.resolve(options as ChainCheckOptions);

  let worker: Worker | undefined;
  let here: ChainCheckStream | undefined;
  let failure: unknown;
  let pushed = 0;
  const waiting: Array<{ resolve: (value: ChainCheck | undefined) => void; reject: (error: unknown) => void }> = [];

  const stop = (reason: unknown) => {
    failure ??= reason;
    worker?.terminate();
    for (const call of waiting.splice(0)) call.reject(failure);
  };

  let onAbort = () => {};
  /** True once the worker has the check's options; false when the check runs here instead. */
  const started = !tryWorker
    ? Promise.resolve(false)
    : new Promise<boolean>((resolve) => {
        let url = '';
        let ready = false;
        const fallBack = () => {
          if (!signal?.aborted) refused = true;
          worker?.terminate();
          worker = undefined;
          URL.revokeObjectURL(url);
          resolve(false);
        };
        try {
          url = URL.createObjectURL(new Blob([bootstrap(import.meta.url)], { type: 'text/javascript' }));
          worker = new Worker((scriptUrl ? scriptUrl(url) : url) as string, { type: 'module' });
        } catch {
          return fallBack();
        }
        worker.onmessage = ({ data }: MessageEvent<[number, unknown?]>) => {
          if (ready) {
            // Answers come in the order asked; the result ends the worker's job.
            if (data[0] === FINISH) worker?.terminate();
            waiting.shift()?.resolve(data[1] as ChainCheck | undefined);
            return;
          }
          if (data[0] !== READY) return fallBack();
          ready = true;
          URL.revokeObjectURL(url);
          void settled.then((sent) => {
            if (!worker) return; // ended meanwhile
            try {
              worker.postMessage([START, sent]);
            } catch {
              return fallBack();
            }
            resolve(true);
          });
        };
        // Refused by the page's policy, or the file did not load: an error before the first message.
        worker.onerror = worker.onmessageerror = (event: Event) => {
          event.preventDefault();
          if (ready) stop(new Error('the chain check worker stopped'));
          else fallBack();
        };
        onAbort = () => (ready ? stop(signal!.reason) : fallBack());
        signal?.addEventListener('abort', onAbort, { once: true });
      });
  /** Both known: where the check runs, and its options. Every call waits for it, in the order made. */
  const both = Promise.all([started, settled]);

  /** Sends one call to the worker (its message made only then, options known), or makes it here when the check runs here. */
  const call = <T>(message: (sent: ChainCheckOptions) => [number, unknown], local: (check: ChainCheckStream) => Promise<T>): Promise<T> =>
    both.then(([inWorker, sent]) => {
      if (signal?.aborted) throw signal.reason;
      if (!inWorker) return local((here ??= createChainCheck(sent)));
      if (failure !== undefined) throw failure;
      return new Promise<T>((resolve, reject) => {
        worker!.postMessage(message(sent));
        waiting.push({ resolve: resolve as (value: ChainCheck | undefined) => void, reject });
      });
    });

  return {
    get links() {
      return pushed;
    },
    push(entries) {
      if (Array.isArray(entries)) pushed += entries.length;
      return call(
        (sent) => (jsonEntries && Array.isArray(entries) && isRecord(sent) && algorithmOf(sent) === 'xy-sha256-v1' ? xyPage(entries) : [PUSH, entries]),
        (check) => check.push(entries),
      );
    },
    finish(end?: ChainCheckEnd) {
      return call(() => [FINISH, end], (check) => check.finish(end)).finally(() => signal?.removeEventListener('abort', onAbort));
    },
  };
}

/**
 * A page of an xy-sha256-v1 chain for the worker, as JSON text when the check sees the same in it. The check
 * compares a link's `index`, `x` and `xy` as they are and reads the rest only when they are strings, so what
 * JSON text would change (-0 aside, equal to 0 anyway) shows as a `null` in it, which no well-formed page
 * has. Entries come unvalidated (reading them is the check's job), so such a page goes as a clone of only
 * what the check reads (`fieldsRead`): a hostile page nested deeper than a structured clone can copy gives
 * the same findings as on the main thread.
 */
function xyPage(entries: readonly unknown[]): [number, unknown] {
  let text: string | undefined;
  try {
    text = JSON.stringify(entries);
  } catch {
    // Nested deeper than this runtime's JSON.stringify goes.
  }
  return text !== undefined && !text.includes('null') ? [PUSH_TEXT, text] : [PUSH, entries.map(fieldsRead)];
}

/** The worker's end: one check, fed by the page's messages, each answered in the order it came. */
function serveChecks(): void {
  const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<[number, never]>) => void) | null; postMessage(message: unknown): void };
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(SERVE)];
  let check: ChainCheckStream | undefined;
  scope.onmessage = ({ data: [kind, value] }) => {
    if (kind === START) check = createChainCheck(value);
    else if (kind === PUSH || kind === PUSH_TEXT) {
      const entries = kind === PUSH ? value : (JSON.parse(value) as never);
      void (check ??= createChainCheck()).push(entries).then(() => scope.postMessage([PUSH]));
    }
    else void (check ??= createChainCheck()).finish(value).then((result) => scope.postMessage([FINISH, result]));
  };
  scope.postMessage([READY]);
}

// In the check's worker only (its code set the flag): serve.
if ((globalThis as Record<symbol, unknown>)[Symbol.for(SERVE)]) serveChecks();
