/**
 * The seam between the portable proxy and one runtime's shortcuts. The
 * portable runtime here uses only fetch-standard APIs; Node's lives in
 * `node-runtime.ts`, beside the Node fetch whose decoded answers it reads.
 */
/** One upstream call's two checks, as the runtime keeps them (see `watchCall`). */
export interface CallWatch {
  /** True once the client went away (already gone when the call began, or told since). */
  gone(): boolean;
  /** The answer's headers came: the deadline no longer applies, the client is still watched. */
  endDeadline(): void;
  /** The call ended: neither check tells anything any more. */
  clear(): void;
}

export interface ProxyRuntime {
  /**
   * The request target exactly as the client sent it, when the runtime keeps
   * it: runtimes normalise `..` out of request.url before a handler sees it.
   */
  rawTarget(env: unknown): string | undefined;
  /**
   * Watches one upstream call: calls `onExpire` after `ms` (the proxy's deadline), or `onGone`
   * once if the client goes away first, and neither after `clear`.
   */
  watchCall(ms: number, request: Request, env: unknown, onExpire: () => void, onGone: () => void): CallWatch;
  /** Body text and lower-case headers the runtime's own fetch already decoded, if it did. */
  decoded(response: Response): { text: string; headers: Record<string, string> } | undefined;
  /** A way to the upstream cheaper than `fetch`, when the injected fetch offers one (createNodeFetch does). */
  direct(fetch: typeof globalThis.fetch): DirectSend | undefined;
  /** Calls `onExpire` after `ms` unless cleared first: the deadline for the rate store's answer. */
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

/** Sends one request and reads its answer whole; `cancellation` ends it early (deadline, client gone). */
export type DirectSend = (href: string, init: DirectRequest, cancellation: Cancellation | undefined) => Promise<DecodedAnswer>;

/**
 * Stops an upstream call: the proxy's deadline and a client that went away
 * cancel it. A plain object where an AbortController would do: one of those
 * per request, with its signal and listeners, stood out in the profiles.
 */
export class Cancellation {
  reason: Error | undefined = undefined;
  /** Set by whoever can stop the call; told once. */
  onCancel: ((reason: Error) => void) | undefined = undefined;

  cancel(reason: Error): void {
    if (this.reason) return;
    this.reason = reason;
    const onCancel = this.onCancel;
    this.onCancel = undefined;
    onCancel?.(reason);
  }
}

/** The request's abort signal and a timer per call: edge runtimes tie timers to the request that set them. */
class TimedCall implements CallWatch {
  readonly #signal: AbortSignal;
  readonly #onGone: () => void;
  readonly #timer: ReturnType<typeof setTimeout>;

  constructor(ms: number, signal: AbortSignal, onExpire: () => void, onGone: () => void) {
    this.#signal = signal;
    this.#onGone = onGone;
    signal.addEventListener('abort', onGone, { once: true });
    this.#timer = setTimeout(onExpire, ms);
  }

  gone(): boolean {
    return this.#signal.aborted;
  }

  endDeadline(): void {
    clearTimeout(this.#timer);
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#signal.removeEventListener('abort', this.#onGone);
  }
}

export const portableRuntime: ProxyRuntime = {
  rawTarget: () => undefined,
  watchCall: (ms, request, _env, onExpire, onGone) => new TimedCall(ms, request.signal, onExpire, onGone),
  decoded: () => undefined,
  direct: () => undefined,
  deadline(ms, onExpire) {
    const timer = setTimeout(onExpire, ms);
    return { clear: () => clearTimeout(timer) };
  },
};
