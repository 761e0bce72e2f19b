/**
 * Plain-words explanations of a failed run, for the person at the console
 * (and, for configuration faults, for whoever runs the site). Pure: no DOM.
 */
import { statusLine } from '../../client/errors.js';
import { MAX_BODY_BYTES, MAX_INPUT_LENGTH } from '../../spec/index.js';

export interface RunProblem {
  /** Short heading, e.g. "The service refused the input". */
  title: string;
  /** What happened and what to do, in plain words. */
  message: string;
  /** The server's own words, when it gave any (shown as text, never HTML). */
  serverDetail?: string;
  /** Who can fix it: the person typing, or the site owner. */
  audience: 'person' | 'site-owner';
  /** Seconds to wait before sending again (429). */
  retryAfter?: number;
  /** The failure kind ('bad-request', 'network', 'aborted', …). */
  kind: string;
  status?: number;
}

/** Where the run went, so a message can name it and tell a refused origin from a missing proxy. */
export interface RunContext {
  timeoutMs?: number;
  /** The absolute URL POSTed to, e.g. `https://proxy.example/proxy/run`. */
  runUrl?: string;
  /** The page's origin, e.g. `https://docs.example`. */
  pageOrigin?: string;
  /** For a network failure on a cross-origin URL: whether anything answered there when probed. */
  reachable?: boolean;
}

interface ErrorLike {
  kind?: unknown;
  status?: unknown;
  retryAfter?: unknown;
  message?: unknown;
  name?: unknown;
}

function fields(error: unknown) {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  return {
    kind: typeof e.kind === 'string' ? e.kind : e.name === 'AbortError' ? 'aborted' : 'error',
    status: typeof e.status === 'number' ? e.status : undefined,
    retryAfter:
      typeof e.retryAfter === 'number' && Number.isFinite(e.retryAfter) && e.retryAfter >= 0
        ? Math.ceil(e.retryAfter)
        : undefined,
    message: typeof e.message === 'string' ? e.message : '',
  };
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** True when `url` is on another origin than the page (so CORS decides whether the page may read it). */
export function isCrossOrigin(url: string | undefined, pageOrigin: string | undefined): boolean {
  if (!url || !pageOrigin) return false;
  try {
    return new URL(url).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/** Maps anything `client.run()` can throw to words a person can act on. */
export function describeRunError(error: unknown, context: RunContext = {}): RunProblem {
  const { timeoutMs, runUrl, pageOrigin } = context;
  const { kind, status, retryAfter, message } = fields(error);
  // A bare status line means the server said nothing readable: it is already in the heading.
  const said = message !== '' && (status === undefined || message !== statusLine(status));
  const detail = said ? { serverDetail: message } : {};
  const base = { kind, ...(status === undefined ? {} : { status }) };
  switch (kind) {
    case 'aborted':
      return {
        ...base,
        audience: 'person',
        title: 'Cancelled',
        message: 'You cancelled this request. Your input is kept. The service may still have recorded the turn.',
      };
    case 'bad-request':
      if (status === 413) {
        return {
          ...base,
          audience: 'person',
          title: 'The input is too large',
          message: `The request was larger than the service accepts (${kib(MAX_BODY_BYTES)}; inputs up to ${MAX_INPUT_LENGTH.toLocaleString('en')} characters). Shorten it, then send again.`,
          ...detail,
        };
      }
      return {
        ...base,
        audience: 'person',
        title: 'The service refused the input',
        message: said
          ? 'The request was not valid. The service said what was wrong below; change the input or the session name, then send again.'
          : `The request was not valid, and the service did not say why (${statusLine(status ?? 400)}). Check the input and the session name, then send again.`,
        ...detail,
      };
    case 'unauthorized':
      return {
        ...base,
        audience: 'site-owner',
        title: 'The console is not set up correctly',
        message:
          'The proxy behind this console sent an API key that the reasoning service does not accept (missing or invalid). For the site owner: check the key the proxy is configured with (REASONING_API_KEY). Nothing you typed caused this.',
        ...detail,
      };
    case 'tier':
      return {
        ...base,
        audience: 'site-owner',
        title: 'This needs the ASI tier',
        message:
          'The request uses a feature of the highest tier (ASI), and the API key behind this console is on a lower tier. Use another session, or ask the site owner for an ASI key.',
        ...detail,
      };
    case 'rate-limited':
      return {
        ...base,
        audience: 'person',
        title: 'Too many requests',
        message:
          retryAfter === undefined
            ? 'The service is receiving too many requests from here. Wait a little, then send again.'
            : `The service is receiving too many requests from here. Wait ${retryAfter} second${retryAfter === 1 ? '' : 's'}, then send again.`,
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...detail,
      };
    case 'server':
      return {
        ...base,
        audience: 'person',
        title: 'The service had an internal error',
        message: `The reasoning service failed while answering${status ? ` (HTTP ${status})` : ''}. Your input is kept; you can send it again.`,
        ...detail,
      };
    case 'network':
      if (isCrossOrigin(runUrl, pageOrigin)) {
        const fix = `add ${pageOrigin} to the proxy's allowed origins (REASONING_ALLOWED_ORIGINS, or allowedOrigins in createProxy)`;
        return context.reachable
          ? {
              ...base,
              audience: 'site-owner',
              title: "The proxy refused this page's origin",
              message: `The proxy at ${runUrl} is up, but the browser was not allowed to read its answer on ${pageOrigin} (a cross-origin, CORS, refusal). For the site owner: ${fix}. Your input is kept.`,
            }
          : {
              ...base,
              audience: 'site-owner',
              title: 'The proxy could not be reached',
              message: `Nothing readable came back from ${runUrl}. Either it is down or unreachable from here, or it refuses pages on ${pageOrigin} (CORS). For the site owner: check that the proxy runs, and ${fix}. Your input is kept.`,
            };
      }
      return {
        ...base,
        audience: 'person',
        title: 'The service could not be reached',
        message: 'The network or the service is down. Check your connection, then send again.',
      };
    case 'timeout':
      return {
        ...base,
        audience: 'person',
        title: 'No answer in time',
        message: `The service did not answer${timeoutMs ? ` within ${Math.round(timeoutMs / 1000)} seconds` : ' in time'}. It may still have recorded the turn; send again if you want to try once more.`,
      };
    case 'not-found':
      return {
        ...base,
        audience: 'site-owner',
        title: 'The proxy was not found',
        message: `Nothing answers at ${runUrl ?? "this console's proxy address"}. For the site owner: point the proxy-url attribute (or <meta name="reasoning:proxy-url">) at the proxy's base, the URL before /run, or mount the proxy there.`,
        ...detail,
      };
    case 'invalid-response':
      return {
        ...base,
        audience: 'site-owner',
        title: 'The answer could not be read',
        message: 'The service answered with something this console cannot read, so nothing was shown.',
        ...detail,
      };
    default:
      return { ...base, audience: 'person', title: 'Something went wrong', message: 'The request failed. Your input is kept; you can send it again.', ...detail };
  }
}
