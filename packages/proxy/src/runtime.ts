/**
 * The seam between the portable proxy and one runtime's shortcuts. The
 * portable runtime here uses only fetch-standard APIs; Node's lives in
 * `node-runtime.ts`, beside the Node fetch whose decoded answers it reads.
 */
export interface ClientWatch {
  gone(): boolean;
  stop(): void;
}

export interface ProxyRuntime {
  /**
   * The request target exactly as the client sent it, when the runtime keeps
   * it: runtimes normalise `..` out of request.url before a handler sees it.
   */
  rawTarget(env: unknown): string | undefined;
  /** Calls `onGone` once if the client goes away before the answer is sent. */
  watchClient(request: Request, env: unknown, onGone: () => void): ClientWatch;
  /** Body text and lower-case headers the runtime's own fetch already decoded, if it did. */
  decoded(response: Response): { text: string; headers: Record<string, string> } | undefined;
  /** A way to the upstream cheaper than `fetch`, when the injected fetch offers one (createNodeFetch does). */
  direct(fetch: typeof globalThis.fetch): DirectSend | undefined;
  /** Calls `onExpire` after `ms` unless cleared first: the proxy's deadline for one upstream call. */
  deadline(ms: number, onExpire: () => void): Deadline;
}

export interface Deadline {
  clear(): void;
}

/** One upstream request, as the proxy builds it. */
export interface DirectRequest {
  method: string;
  headers: Record<string, string> | undefined;
  body?: string | Uint8Array | null | undefined;
}

/** The whole upstream answer, body decoded and headers as a flat lower-case record. */
export interface DecodedAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Sends one request and reads its answer whole; `cancellation` ends it early (deadline, client gone).
 * `onHeaders` is called when the final answer's headers arrive: the proxy's deadline ends there.
 */
export type DirectSend = (
  href: string,
  init: DirectRequest,
  cancellation: Cancellation | undefined,
  onHeaders?: () => void,
) => Promise<DecodedAnswer>;

/** What stops a call under way: an AbortController, or undici's dispatch controller. */
export interface Abortable {
  abort(reason: Error): void;
}

/**
 * Stops an upstream call: the proxy's deadline and a client that went away
 * cancel it. A plain object where an AbortController would do: one of those
 * per request, with its signal and listeners, stood out in the profiles.
 *
 * It holds the call's controller itself, not a closure that calls it: with a
 * closure made per request, a process that had also loaded ioredis (whose
 * client puts some 600 command methods on one prototype) kept about 2 kB per
 * request alive through young-generation collections, which then moved to the
 * old generation (--trace-gc-nvp: promoted bytes per request about 2,000
 * against 60, scavenge pauses about 3 times as long). The Redis store loads
 * ioredis, so every proxy using it paid that.
 */
export class Cancellation {
  reason: Error | undefined = undefined;
  /** Set by whoever can stop the call; told once. */
  target: Abortable | undefined = undefined;

  cancel(reason: Error): void {
    if (this.reason) return;
    this.reason = reason;
    const target = this.target;
    this.target = undefined;
    target?.abort(reason);
  }
}

export const portableRuntime: ProxyRuntime = {
  rawTarget: () => undefined,
  watchClient(request, _env, onGone) {
    const signal = request.signal;
    signal.addEventListener('abort', onGone, { once: true });
    return { gone: () => signal.aborted, stop: () => signal.removeEventListener('abort', onGone) };
  },
  decoded: () => undefined,
  direct: () => undefined,
  // A timer per call: edge runtimes tie timers to the request that set them.
  deadline(ms, onExpire) {
    const timer = setTimeout(onExpire, ms);
    return { clear: () => clearTimeout(timer) };
  },
};
