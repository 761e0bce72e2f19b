/**
 * Node's shortcuts for the proxy (see `runtime.ts`): the raw request target
 * and the response from node:http (is the client still there?), as
 * @hono/node-server and `adapters/node.ts` pass them in `env`; the calls in
 * flight under one timer; and the text `createNodeFetch` decoded.
 */
import type { CallWatch, DirectSend, ProxyRuntime } from './runtime.js';

export type { DecodedAnswer, DirectRequest } from './runtime.js';

/** Responses from `createNodeFetch` carry their decoded body here so it is not decoded twice. */
export const RAW_TEXT: unique symbol = Symbol.for('reasoning-elements.proxy.text') as never;
/** ...and their headers as a plain lower-case record here. */
export const RAW_HEADERS: unique symbol = Symbol.for('reasoning-elements.proxy.headers') as never;
/** createNodeFetch's direct send (see `DirectSend`), which the proxy uses in place of its fetch signature. */
export const NODE_SEND: unique symbol = Symbol.for('reasoning-elements.proxy.send') as never;

interface NodeLikeResponse {
  destroyed?: boolean;
  writableFinished?: boolean;
}

interface NodeEnv {
  incoming?: { url?: unknown };
  outgoing?: NodeLikeResponse;
}

type Decoded = { [RAW_TEXT]?: unknown; [RAW_HEADERS]?: Record<string, string> };

/** How often the calls in flight are asked whether their client is still there. */
const CLIENT_POLL_MS = 100;

/**
 * The calls in flight with one deadline length, linked in a list under one
 * timer. The timer wakes at the soonest deadline, and at least every 100 ms
 * while calls are in flight, to see which clients left (node:http marks a
 * response `destroyed` when its connection closes first); each wake walks the
 * list. A call that ends in time costs one entry linked and unlinked: no
 * timer, listener or closure of its own.
 *
 * Why not a 'close' listener per response and a Set entry per deadline, as
 * before: at the proxy bench's load (600 req/s over 10 connections, paired
 * 5 s rounds against a bare forwarder) switching those two off saved 6-12% of
 * the proxy's CPU per request, far beyond their own code, in every run; this
 * list, which does both, came within 1-2% of having neither. The price is a
 * client's departure noticed up to 100 ms late.
 * The one timer does not hold the process open (the request's socket does),
 * and times are monotonic, so a clock change cannot reorder them.
 */
class Calls {
  readonly #ms: number;
  #head: CallEntry | undefined = undefined;
  #tail: CallEntry | undefined = undefined;
  #timer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(ms: number) {
    this.#ms = ms;
  }

  add(outgoing: NodeLikeResponse | undefined, signal: AbortSignal | undefined, onExpire: () => void, onGone: () => void): CallEntry {
    const entry = new CallEntry(performance.now() + this.#ms, outgoing, signal, onExpire, onGone);
    if (entry.isGone) return entry; // not linked: the caller answers at once
    entry.calls = this;
    const tail = this.#tail;
    if (tail === undefined) this.#head = entry;
    else {
      tail.next = entry;
      entry.prev = tail;
    }
    this.#tail = entry;
    if (this.#timer === undefined) this.#arm(Math.min(CLIENT_POLL_MS, this.#ms));
    return entry;
  }

  remove(entry: CallEntry): void {
    const { prev, next } = entry;
    if (prev === undefined) this.#head = next;
    else prev.next = next;
    if (next === undefined) this.#tail = prev;
    else next.prev = prev;
    entry.prev = entry.next = undefined;
  }

  #arm(ms: number): void {
    this.#timer = setTimeout(this.#wake, ms);
    this.#timer.unref();
  }

  readonly #wake = (): void => {
    this.#timer = undefined;
    const now = performance.now();
    const expired: CallEntry[] = [];
    const left: CallEntry[] = [];
    let soonest = CLIENT_POLL_MS;
    for (let entry = this.#head; entry !== undefined; entry = entry.next) {
      if (entry.due <= now) expired.push(entry);
      else if (entry.clientLeft()) left.push(entry);
      else soonest = Math.min(soonest, entry.due - now);
    }
    for (const entry of expired) entry.clear();
    for (const entry of left) entry.clear();
    // Re-armed before anyone is told, so one caller's failure cannot stop the others' checks.
    if (this.#head !== undefined) this.#arm(soonest);
    for (const entry of expired) entry.onExpire();
    for (const entry of left) entry.leave();
  };
}

/** One call in flight; a class so that nothing in it is a closure made per request. */
class CallEntry implements CallWatch {
  prev: CallEntry | undefined = undefined;
  next: CallEntry | undefined = undefined;
  /** The list while the call is in it (not once it ended, expired, or its client left). */
  calls: Calls | undefined = undefined;
  isGone: boolean;

  constructor(
    public due: number,
    readonly outgoing: NodeLikeResponse | undefined,
    readonly signal: AbortSignal | undefined,
    readonly onExpire: () => void,
    readonly onGone: () => void,
  ) {
    this.isGone = this.clientLeft();
  }

  /** The connection closed before the answer was sent (or the request's signal says the client left). */
  clientLeft(): boolean {
    const outgoing = this.outgoing;
    if (outgoing !== undefined) return outgoing.destroyed === true && !outgoing.writableFinished;
    return this.signal?.aborted === true;
  }

  leave(): void {
    this.isGone = true;
    this.onGone();
  }

  gone(): boolean {
    return this.isGone;
  }

  endDeadline(): void {
    this.due = Infinity;
  }

  clear(): void {
    const calls = this.calls;
    if (calls === undefined) return;
    this.calls = undefined;
    calls.remove(this);
  }
}

/** One list per deadline length (a proxy uses two: its `timeoutMs`, and its rate store's). */
const inFlight = new Map<number, Calls>();

function callsOf(ms: number): Calls {
  let calls = inFlight.get(ms);
  if (!calls) inFlight.set(ms, (calls = new Calls(ms)));
  return calls;
}

const NOTHING = (): void => {};

export const nodeRuntime: ProxyRuntime = {
  rawTarget(env) {
    const raw = (env as NodeEnv | undefined)?.incoming?.url;
    return typeof raw === 'string' ? raw : undefined;
  },
  watchCall(ms, request, env, onExpire, onGone) {
    const outgoing = (env as NodeEnv | undefined)?.outgoing;
    // Without node:http's response (another adapter), the request's signal says whether the client left.
    const watched = outgoing && typeof outgoing === 'object' && 'destroyed' in outgoing ? outgoing : undefined;
    return callsOf(ms).add(watched, watched ? undefined : request.signal, onExpire, onGone);
  },
  decoded(response) {
    const raw = response as unknown as Decoded;
    const text = raw[RAW_TEXT];
    const headers = raw[RAW_HEADERS];
    return typeof text === 'string' && headers ? { text, headers } : undefined;
  },
  deadline: (ms, onExpire) => callsOf(ms).add(undefined, undefined, onExpire, NOTHING),
  direct(fetch) {
    const send = (fetch as { [NODE_SEND]?: unknown })[NODE_SEND];
    return typeof send === 'function' ? (send as DirectSend) : undefined;
  },
};
