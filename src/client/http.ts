/**
 * One HTTP attempt: fetch with a timeout (AbortSignal.timeout) and the caller's
 * signal, read a capped body, turn every failure into a ReasoningError. The caller's abort
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
  const { signal, timeoutMs } = options;
  if (signal?.aborted) throw signal.reason;
  const timeout = AbortSignal.timeout(timeoutMs);
  // Any failure while fetching or reading: the caller's abort wins, then the timeout.
  const fail = (error: unknown): never => {
    throw signal?.aborted
      ? signal.reason
      : timeout.aborted
        ? timeoutError(timeoutMs)
        : error instanceof ReasoningError
          ? error
          : new ReasoningError('network', undefined, { cause: error });
  };
  const response = await options.fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout }).catch(fail);
  const { status, headers } = response;
  const contentType = headers.get('content-type') ?? '';
  if (!response.ok) {
    // An unreadable error body still has its status.
    const text = await readCapped(response, ERROR_BODY_BYTES, false).catch((error: unknown) => (signal?.aborted || timeout.aborted ? fail(error) : ''));
    const reader = await loadErrorBodyReader();
    const { message, code } = reader?.readErrorBody(text, contentType) ?? {};
    const retryAfter = status === 429 || status === 503 ? reader?.parseRetryAfter(headers.get('retry-after')) : undefined;
    throw new ReasoningError(kindForStatus(status), message, { status, code, retryAfter, htmlPage: isHtml(contentType) });
  }
  if (!isJsonContentType(contentType.trim())) {
    await response.body?.cancel().catch(() => undefined);
    const type = ((await loadErrorBodyReader())?.cleanMessage(contentType).slice(0, 60) ?? 'another type') || 'no content type';
    throw new ReasoningError('invalid-response', `Expected JSON, got "${type}".`, { status, reason: { code: 'not-json', values: { type } }, htmlPage: isHtml(contentType) });
  }
  const text = await readCapped(response, options.maxBytes, true).catch(fail);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReasoningError('invalid-response', 'The answer is not valid JSON.', { status, cause: error, reason: { code: 'bad-json', values: {} } });
  }
}

const isHtml = (contentType: string) => /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);

/**
 * Reads at most `limit` bytes as UTF-8. When `strict`, a longer body is an
 * `invalid-response`; otherwise it is cut at the limit.
 */
async function readCapped(response: Response, limit: number, strict: boolean): Promise<string> {
  const tooLarge = () =>
    new ReasoningError('invalid-response', `The answer is larger than ${limit.toLocaleString('en')} bytes.`, {
      status: response.status,
      code: 'answer_too_large',
      reason: { code: 'too-large', values: { bytes: limit } },
    });
  const declared = Number(response.headers.get('content-length'));
  if (strict && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const { bytes, complete } = await readStreamCapped(response.body, limit);
  if (strict && !complete) throw tooLarge();
  return new TextDecoder().decode(bytes);
}
