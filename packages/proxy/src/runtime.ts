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
}

export const portableRuntime: ProxyRuntime = {
  rawTarget: () => undefined,
  watchClient(request, _env, onGone) {
    const signal = request.signal;
    signal.addEventListener('abort', onGone, { once: true });
    return { gone: () => signal.aborted, stop: () => signal.removeEventListener('abort', onGone) };
  },
  decoded: () => undefined,
};
