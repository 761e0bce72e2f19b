/**
 * GETs the CDN loader (src/cdn.ts) sent before the elements' code arrived: the
 * receipts the page's badges show, asked for beside the badge's chunks rather
 * than after them (issue 23: the reads started a page's last third). Handed
 * over through a global, keyed by URL, as the loader cannot import this module.
 * The first GET of such a URL takes the answer, and the caller's signal aborts
 * it as it would its own request; any later GET goes to the network.
 */
/** The answer's promise, what aborts it, and when it was sent (performance.now()). */
export type Prefetched = [response: Promise<Response>, controller: AbortController, at: number];

/** An answer older than this is not taken (a badge added long after the page loaded reads afresh). */
const FRESH_MS = 5_000;

export const PREFETCHED = Symbol.for('reasoning-elements:prefetched');

export function takePrefetched(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | undefined {
  const sent = (globalThis as { [PREFETCHED]?: Map<unknown, Prefetched> })[PREFETCHED];
  const found = sent?.get(input);
  if (!found || (init?.method ?? 'GET') !== 'GET') return undefined;
  sent!.delete(input);
  const [response, controller, at] = found;
  if (performance.now() - at > FRESH_MS) return undefined;
  const signal = init?.signal;
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return response;
}
