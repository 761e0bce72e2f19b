/**
 * The client for one run of the console. Its fetch (the element's `fetch`, else the page's) notes a 401
 * that carries a WWW-Authenticate challenge: the proxy's `authorize` asking the person to sign in (a
 * service refusing the proxy's key sends none through it).
 */
import { ReasoningClient } from '../../client/index.js';
import type { RunRequest, RunResponse } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';

/** Headers for each run, or a function that gives them (sync or async). */
export type RunHeaders = Readonly<Record<string, string>> | (() => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>);

/** The element's `timeout` when it is a wait in ms; undefined (the client's default) otherwise. */
export function timeoutOf(timeout: number | undefined): number | undefined {
  return typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0 ? timeout : undefined;
}

/** Runs `request` with the element's headers (a function giving them is called now, so a token can be refreshed). */
export async function sendRun(
  client: ReasoningClient,
  request: RunRequest,
  options: { signal: AbortSignal; idempotencyKey: string; headers: RunHeaders | undefined },
): Promise<RunResponse> {
  const given = options.headers;
  const headers = typeof given === 'function' ? await given() : given;
  return client.run(request, { signal: options.signal, idempotencyKey: options.idempotencyKey, headers });
}

export function runClient(
  { baseUrl, proxyUrl }: Endpoints,
  own: typeof globalThis.fetch | undefined,
  timeoutMs: number | undefined,
  seen: { challenged?: boolean },
): ReasoningClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await (typeof own === 'function' ? own(input, init) : globalThis.fetch(input, init));
    seen.challenged = response.status === 401 && response.headers.has('www-authenticate');
    return response;
  };
  return new ReasoningClient({ baseUrl, proxyUrl, timeoutMs, fetch });
}
