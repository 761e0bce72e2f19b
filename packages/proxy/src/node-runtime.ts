/**
 * Node's shortcuts for the proxy (see `runtime.ts`): the raw request target
 * and the connection's 'close' event from node:http, as @hono/node-server and
 * `adapters/node.ts` pass them in `env`, and the text `createNodeFetch` decoded.
 */
import { portableRuntime, type DirectSend, type ProxyRuntime } from './runtime.js';

export type { DecodedAnswer, DirectRequest } from './runtime.js';

/** Responses from `createNodeFetch` carry their decoded body here so it is not decoded twice. */
export const RAW_TEXT: unique symbol = Symbol.for('reasoning-elements.proxy.text') as never;
/** ...and their headers as a plain lower-case record here. */
export const RAW_HEADERS: unique symbol = Symbol.for('reasoning-elements.proxy.headers') as never;
/** createNodeFetch's direct send (see `DirectSend`), which the proxy uses in place of its fetch signature. */
export const NODE_SEND: unique symbol = Symbol.for('reasoning-elements.proxy.send') as never;

interface NodeLikeResponse {
  on(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  destroyed?: boolean;
  writableFinished?: boolean;
}

interface NodeEnv {
  incoming?: { url?: unknown };
  outgoing?: NodeLikeResponse;
}

type Decoded = { [RAW_TEXT]?: unknown; [RAW_HEADERS]?: Record<string, string> };

/**
 * Deadlines of one length, kept in the order they were set (so in the order
 * they fall due) under one timer. A timer per request was one of the largest
 * costs the profiles showed at a steady trickle of requests: each one created
 * Node's list for its duration, re-armed libuv's timer and toggled the loop's
 * ref count, and cleared it all again. Here the one timer wakes when the oldest
 * deadline falls due, and does not hold the process open (the request's socket
 * does). Times are monotonic, so a clock change cannot reorder them.
 *
 * The deadlines are a list linked through the entries themselves, not a Set: with
 * a long-lived Set gaining and losing an entry per request, V8 moved about 400
 * bytes more per request into the old generation (measured at 600 requests a
 * second), garbage that only a full collection frees.
 */
class Deadlines {
  readonly #ms: number;
  /** The list's ends: `head.next` falls due first; an empty list points at itself. */
  readonly #head: DeadlineEntry;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number) {
    this.#ms = ms;
    this.#head = new DeadlineEntry(0, () => {});
    this.#head.next = this.#head.prev = this.#head;
  }

  add(onExpire: () => void): DeadlineEntry {
    const head = this.#head;
    const entry = new DeadlineEntry(performance.now() + this.#ms, onExpire);
    entry.prev = head.prev;
    entry.next = head;
    head.prev!.next = entry;
    head.prev = entry;
    if (this.#timer === undefined) this.#arm(this.#ms);
    return entry;
  }

  #arm(ms: number): void {
    this.#timer = setTimeout(this.#sweep, ms);
    this.#timer.unref();
  }

  readonly #sweep = (): void => {
    this.#timer = undefined;
    const head = this.#head;
    const now = performance.now();
    const expired: DeadlineEntry[] = [];
    for (let entry = head.next!; entry !== head; entry = head.next!) {
      if (entry.due > now) {
        this.#arm(entry.due - now);
        break;
      }
      entry.clear();
      expired.push(entry);
    }
    // Re-armed before anyone is told, so one caller's failure cannot stop the others' deadlines.
    for (const entry of expired) entry.onExpire();
  };
}

/** One deadline and its place in the list; a class so that `clear` is not a closure made per request. */
class DeadlineEntry {
  next: DeadlineEntry | undefined = undefined;
  prev: DeadlineEntry | undefined = undefined;

  constructor(
    readonly due: number,
    readonly onExpire: () => void,
  ) {}

  /** Leaves the list (once; later calls do nothing). */
  clear(): void {
    const { next, prev } = this;
    if (!next || !prev) return;
    prev.next = next;
    next.prev = prev;
    this.next = this.prev = undefined;
  }
}

/** One Deadlines per length (a proxy uses one: its `timeoutMs`). */
const deadlines = new Map<number, Deadlines>();

export const nodeRuntime: ProxyRuntime = {
  rawTarget(env) {
    const raw = (env as NodeEnv | undefined)?.incoming?.url;
    return typeof raw === 'string' ? raw : undefined;
  },
  // node:http's 'close' says the client left without an extra AbortSignal per request.
  watchClient(request, env, onGone) {
    const outgoing = (env as NodeEnv | undefined)?.outgoing;
    if (!outgoing || typeof outgoing.on !== 'function' || typeof outgoing.off !== 'function') {
      return portableRuntime.watchClient(request, env, onGone);
    }
    let gone = outgoing.destroyed === true && !outgoing.writableFinished;
    const onClose = () => {
      if (gone || outgoing.writableFinished) return;
      gone = true;
      onGone();
    };
    // `on`, not `once`: no wrapper per request; `stop` removes it either way.
    outgoing.on('close', onClose);
    return { gone: () => gone, stop: () => void outgoing.off('close', onClose) };
  },
  decoded(response) {
    const raw = response as unknown as Decoded;
    const text = raw[RAW_TEXT];
    const headers = raw[RAW_HEADERS];
    return typeof text === 'string' && headers ? { text, headers } : undefined;
  },
  deadline(ms, onExpire) {
    let shared = deadlines.get(ms);
    if (!shared) deadlines.set(ms, (shared = new Deadlines(ms)));
    return shared.add(onExpire);
  },
  direct(fetch) {
    const send = (fetch as { [NODE_SEND]?: unknown })[NODE_SEND];
    return typeof send === 'function' ? (send as DirectSend) : undefined;
  },
};
