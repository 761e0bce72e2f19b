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
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  destroyed?: boolean;
  writableFinished?: boolean;
}

interface NodeEnv {
  incoming?: { url?: unknown };
  outgoing?: NodeLikeResponse;
}

type Decoded = { [RAW_TEXT]?: unknown; [RAW_HEADERS]?: Record<string, string> };

export const nodeRuntime: ProxyRuntime = {
  rawTarget(env) {
    const raw = (env as NodeEnv | undefined)?.incoming?.url;
    return typeof raw === 'string' ? raw : undefined;
  },
  // node:http's 'close' says the client left without an extra AbortSignal per request.
  watchClient(request, env, onGone) {
    const outgoing = (env as NodeEnv | undefined)?.outgoing;
    if (!outgoing || typeof outgoing.once !== 'function' || typeof outgoing.off !== 'function') {
      return portableRuntime.watchClient(request, env, onGone);
    }
    let gone = outgoing.destroyed === true && !outgoing.writableFinished;
    const onClose = () => {
      if (outgoing.writableFinished) return;
      gone = true;
      onGone();
    };
    outgoing.once('close', onClose);
    return { gone: () => gone, stop: () => void outgoing.off('close', onClose) };
  },
  decoded(response) {
    const raw = response as unknown as Decoded;
    const text = raw[RAW_TEXT];
    const headers = raw[RAW_HEADERS];
    return typeof text === 'string' && headers ? { text, headers } : undefined;
  },
  direct(fetch) {
    const send = (fetch as { [NODE_SEND]?: unknown })[NODE_SEND];
    return typeof send === 'function' ? (send as DirectSend) : undefined;
  },
};
