/**
 * One HTTP attempt: fetch with a timeout and the caller's signal, read a
 * capped body, turn every failure into a ReasoningError. The caller's abort
 * is re-thrown as it is (the signal's reason, a standard AbortError), so
 * task controllers see an abort, not an error.
 */
import { isJsonContentType, readStreamCapped } from '@reasoning-elements/protocol';
import { ReasoningError, kindForStatus, timeoutError } from './errors.js';

/**
 * The error-answer reader, loaded on the first answer that needs it: a page
 * whose requests all succeed never fetches it. If it cannot be loaded (the
 * network is gone), the error keeps its status line.
 */
type ErrorBodyReader = typeof import('./error-body.js');
let errorBodyReader: Promise<ErrorBodyReader | undefined> | undefined;
const loadErrorBodyReader = () => (errorBodyReader ??= import('./error-body.js').catch(() => (errorBodyReader = undefined)));

export interface AttemptOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Largest JSON body accepted on success. */
  maxBytes: number;
  signal?: AbortSignal;
}

/** How much of an error body is read for its message; the rest is dropped. */
const ERROR_BODY_BYTES = 16 * 1024;

export async function requestJson(url: string, init: RequestInit, options: AttemptOptions): Promise<unknown> {
  const { signal } = options;
  if (signal?.aborted) throw signal.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(timeoutError(options.timeoutMs));
  }, options.timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  // Any failure while fetching or reading: the caller's abort wins, then our timer.
  const fail = (error: unknown): never => {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw timeoutError(options.timeoutMs);
    if (error instanceof ReasoningError) throw error;
    throw new ReasoningError('network', undefined, { cause: error });
  };

  try {
    let response: Response;
    try {
      response = await options.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      return fail(error);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok) {
      let text = '';
      try {
        text = (await readCapped(response, ERROR_BODY_BYTES, false)).text;
      } catch (error) {
        if (signal?.aborted || timedOut) fail(error);
        /* an unreadable error body still has its status */
      }
      const reader = await loadErrorBodyReader();
      const { message, code } = reader?.readErrorBody(text, contentType) ?? {};
      const kind = kindForStatus(response.status);
      const retryAfter =
        response.status === 429 || response.status === 503 ? reader?.parseRetryAfter(response.headers.get('retry-after')) : undefined;
      throw new ReasoningError(kind, message, { status: response.status, code, retryAfter });
    }
    if (!isJsonContentType(contentType.trim())) {
      await response.body?.cancel().catch(() => undefined);
      const shown = (await loadErrorBodyReader())?.cleanMessage(contentType).slice(0, 60) ?? 'another type';
      const type = shown || 'no content type';
      throw new ReasoningError('invalid-response', `Expected JSON, got "${type}".`, {
        status: response.status,
        reason: { code: 'not-json', values: { type } },
      });
    }
    let body: { text: string; complete: boolean };
    try {
      body = await readCapped(response, options.maxBytes, true);
    } catch (error) {
      return fail(error);
    }
    try {
      return JSON.parse(body.text);
    } catch (error) {
      throw new ReasoningError('invalid-response', 'The answer is not valid JSON.', {
        status: response.status,
        cause: error,
        reason: { code: 'bad-json', values: {} },
      });
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Reads at most `limit` bytes as UTF-8. When `strict`, a longer body is an
 * `invalid-response`; otherwise it is cut at the limit.
 */
async function readCapped(response: Response, limit: number, strict: boolean): Promise<{ text: string; complete: boolean }> {
  const tooLarge = () =>
    new ReasoningError('invalid-response', `The answer is larger than ${limit} bytes.`, {
      status: response.status,
      code: 'answer_too_large',
      reason: { code: 'too-large', values: { bytes: limit } },
    });
  const declared = Number(response.headers.get('content-length'));
  if (strict && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return { text: '', complete: true };
  const { bytes, complete } = await readStreamCapped(response.body, limit);
  if (strict && !complete) throw tooLarge();
  return { text: new TextDecoder().decode(bytes), complete };
}
