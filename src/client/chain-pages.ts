/**
 * A long chain read page by page, for a check that holds one page at a time: our service's
 * GET {baseUrl}/chains/{id}/entries?offset=&limit= and pruv's GET /v1/chains/{id}/entries (same
 * path under its base URL), told apart by the first answer. The next two pages are on their way
 * while the caller checks the current one, so the service is never left waiting for the next
 * request. Loaded on the first `chainPages()` call.
 */
import { ChainPageReadSchema, MAX_CHAIN_PAGE_SIZE, PruvChainSchema, PruvEntriesPageSchema, isPlainId } from '../spec/index.js';
import { ReasoningError, otherResource, refusedId } from './errors.js';
import { validated } from './validated.js';
import type { ChainAlgorithm } from './verify/result.js';

export interface ChainPagesOptions {
  signal?: AbortSignal;
  /** Entries asked for per page: at most (and by default) 1,000. A page larger than the reader's `maxResponseBytes` is asked for again at half the size. */
  pageSize?: number;
}

/** One page of a chain, with the chain's own fields and how far the walk has come. */
export interface ChainPageRead {
  /** The format of the entries: `xy-sha256-v1` (ours) or `xycore` (pruv). */
  algorithm: ChainAlgorithm;
  /**
   * The chain's own fields as `createChainCheck({ chain })` reads them: `{chain_id, algorithm, root, length}`
   * from our first page, or pruv's GET /chains/{id} in xycore's export names `{id, name, length, root, head}`.
   */
  chain: Record<string, unknown>;
  /** This page's entries, in chain order. */
  entries: unknown[];
  /** Index of this page's first entry. */
  offset: number;
  /** Entries read so far, this page included. */
  done: number;
  /** Entries the walk reads: the chain's length when its first page was read. */
  total: number;
}

/** What a reader lends the walk: where, and a GET of JSON with its timeouts, retries and cap. */
export interface PageReader {
  baseUrl: string;
  get(url: string, signal: AbortSignal): Promise<unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const tooLarge = (error: unknown) => error instanceof ReasoningError && error.code === 'answer_too_large';

export async function* readChainPages(reader: PageReader, chainId: string, options: ChainPagesOptions = {}): AsyncGenerator<ChainPageRead, void, undefined> {
  const outer = options.signal;
  if (outer?.aborted) throw outer.reason;
  if (!isPlainId(chainId)) {
    throw refusedId('chain');
  }
  const asked = Math.floor(Number(options.pageSize ?? MAX_CHAIN_PAGE_SIZE));
  let limit = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_CHAIN_PAGE_SIZE) : MAX_CHAIN_PAGE_SIZE;
  // The walk's own signal: the caller's abort, or the walk ending early, stops the pages in flight.
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer!.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const { signal } = controller;
  const chainUrl = `${reader.baseUrl}/chains/${encodeURIComponent(chainId)}`;

  const fetchPage = async (offset: number, pageSignal: AbortSignal = signal): Promise<unknown> => {
    for (;;) {
      const size = limit;
      try {
        return await reader.get(`${chainUrl}/entries?offset=${offset}&limit=${size}`, pageSignal);
      } catch (error) {
        if (!tooLarge(error) || size === 1) throw error;
        limit = Math.min(limit, Math.ceil(size / 2));
      }
    }
  };

  /** One of our pages, validated, and of the chain asked for: a page of another chain would be checked as this one. */
  const ourPage = (answer: unknown) => {
    const page = validated(ChainPageReadSchema, answer, 'chain page', 'invalid-response');
    if (page.chain_id !== chainId) throw otherResource('chain page', 'chain_id', chainId, page.chain_id);
    return page;
  };

  /** The entries an answer holds (unvalidated), up to the chain's length: enough to ask for the next page. */
  const countOf = (answer: unknown, offset: number, total: number) =>
    Math.min(isObject(answer) && Array.isArray(answer.entries) ? answer.entries.length : 0, Math.max(0, total - offset));
  /** The page after next, asked for where it starts if the next page is as long as this one; given up when it is not. */
  let ahead: { offset: number; page: Promise<unknown>; stop: AbortController } | undefined;
  /**
   * The page after the `count` entries at `offset`, asked for at once, before they are validated (a page that
   * fails validation ends the walk, and those requests with it); null at the end. The page after it is asked
   * for too: with one request at a time the service would sit idle while each answer travels and is read.
   * Its offset is a guess, `count` entries on (a service with a smaller cap of its own is guessed right too);
   * a wrong guess costs one request, cancelled.
   */
  const nextPage = (offset: number, count: number, total: number) => {
    const at = offset + count;
    let next: Promise<unknown> | null = null;
    if (ahead?.offset === at) next = ahead.page;
    else ahead?.stop.abort(); // this page was not as long as the last: that guess is at the wrong offset
    ahead = undefined;
    if (at >= total || count === 0) return null;
    next ??= fetchPage(at);
    next.catch(() => {}); // seen when awaited; unwanted if the caller stops here
    if (at + count < total) {
      const stop = new AbortController();
      const page = fetchPage(at + count, AbortSignal.any([signal, stop.signal]));
      page.catch(() => {});
      ahead = { offset: at + count, page, stop };
    }
    return next;
  };

  try {
    const first = await fetchPage(0);
    let algorithm: ChainAlgorithm;
    let chain: Record<string, unknown>;
    let total: number;
    let entriesOf: (answer: unknown) => unknown[];
    let entries: unknown[];
    let next: Promise<unknown> | null;
    if (isObject(first) && ('algorithm' in first || 'chain_id' in first)) {
      // Our first page says the chain's length: the second is on its way while the first is validated.
      const length = typeof first.total === 'number' ? first.total : 0;
      next = nextPage(0, countOf(first, 0, length), length);
      const page = ourPage(first);
      algorithm = 'xy-sha256-v1';
      total = page.total;
      chain = { chain_id: page.chain_id, algorithm: page.algorithm, root: page.root, length: page.total };
      entries = page.entries;
      entriesOf = (answer) => ourPage(answer).entries;
    } else {
      // pruv: `total` counts the page, so the chain's length and ends come from GET /chains/{id}.
      entries = validated(PruvEntriesPageSchema, first, 'chain page', 'invalid-response').entries;
      const head = validated(PruvChainSchema, await reader.get(chainUrl, signal), 'chain', 'invalid-response');
      if (head.id !== chainId) throw otherResource('chain', 'id', chainId, head.id);
      algorithm = 'xycore';
      total = head.length;
      chain = { id: head.id, ...('name' in head ? { name: head.name } : {}), length: head.length, root: head.root_xy ?? null, head: head.head_y ?? 'GENESIS' };
      entriesOf = (answer) => validated(PruvEntriesPageSchema, answer, 'chain page', 'invalid-response').entries;
      next = nextPage(0, countOf(first, 0, total), total);
    }

    let offset = 0;
    for (;;) {
      // A chain that grew since the first page is read up to the length it had then.
      if (entries.length > total - offset) entries = entries.slice(0, Math.max(0, total - offset));
      const done = offset + entries.length;
      yield { algorithm, chain, entries, offset, done, total };
      if (!next) return;
      const answer = await next;
      offset = done;
      next = nextPage(offset, countOf(answer, offset, total), total);
      entries = entriesOf(answer);
    }
  } finally {
    outer?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
