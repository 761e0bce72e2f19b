/**
 * Plain-words explanations of a failed run, for the person at the console
 * (and, for configuration faults, for whoever runs the site), as terms with
 * their values, so the console says them in the page's language and again
 * in another when the language changes. Pure: no DOM.
 */
import { statusLine } from '../../client/errors.js';
import type { Localize } from '../../i18n/localize.js';
import type { TermKey } from '../../i18n/types.js';
import { MAX_BODY_BYTES, MAX_INPUT_LENGTH, type RunResponse } from '../../spec/index.js';
import { neutralizeBidi } from '../shared/text.js';

/** A value put into a term: text, a number (written the language's way) or another term. */
export type SaidValues = Readonly<Record<string, string | number | Said>>;

/** A term to say, with its values. */
export interface Said {
  key: TermKey;
  values?: SaidValues;
}

/** `said` in the element's language (terms inside its values said first). */
export function say(l: Localize, said: Said): string {
  if (!said.values) return l.t(said.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.values)) values[name] = typeof value === 'object' ? say(l, value) : value;
  return l.t(said.key, values);
}

/** The status line once an answer arrived: the turn's number, status and answer, and whether it was saved. */
export function answeredSaid(response: RunResponse, count: number, saved: boolean): Said {
  return {
    key: saved ? 'answered' : 'answeredNotSaved',
    values: { count, status: neutralizeBidi(response.status), answer: neutralizeBidi(response.content.answer) },
  };
}

export interface RunProblem {
  /** Short heading, e.g. "The service refused the input". */
  title: Said;
  /** What happened and what to do, in plain words. */
  message: Said;
  /** The server's own words, when it gave any (shown as text, never HTML). */
  serverDetail?: string;
  /** The error the server's words came with (the console says the client's own messages in the page's language). */
  error?: unknown;
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
  /** The 401 came with a WWW-Authenticate challenge: the proxy asks the person to sign in. */
  challenged?: boolean;
}

interface ErrorLike {
  kind?: unknown;
  code?: unknown;
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
    code: typeof e.code === 'string' ? e.code : undefined,
  };
}

/** True when `url` is on another origin than the page (so CORS decides whether the page may read it). */
export function isCrossOrigin(url: string | undefined, pageOrigin: string | undefined): boolean {
  if (!url || !pageOrigin) return false;
  try {
    return new URL(url).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/** Maps anything `client.run()` can throw to words a person can act on (as terms: the console says them in the page's language). */
export function describeRunError(error: unknown, context: RunContext = {}): RunProblem {
  const { timeoutMs, runUrl, pageOrigin } = context;
  const { kind, status, retryAfter, message, code } = fields(error);
  // A bare status line means the server said nothing readable: it is already in the heading.
  const said = message !== '' && (status === undefined || message !== statusLine(status));
  const detail = said ? { serverDetail: message, error } : {};
  const base = { kind, ...(status === undefined ? {} : { status }) };
  const term = (key: TermKey, values?: SaidValues): Said => (values ? { key, values } : { key });
  switch (kind) {
    case 'aborted':
      return { ...base, audience: 'person', title: term('cancelledTitle'), message: term('cancelledText') };
    case 'bad-request':
      if (status === 413) {
        return {
          ...base,
          audience: 'person',
          title: term('tooLargeTitle'),
          message: term('tooLargeText', { kib: Math.round(MAX_BODY_BYTES / 1024), max: MAX_INPUT_LENGTH }),
          ...detail,
        };
      }
      return {
        ...base,
        audience: 'person',
        title: term('refusedTitle'),
        message: said ? term('refusedText') : term('refusedSilent', { status: statusLine(status ?? 400) }),
        ...detail,
      };
    case 'unauthorized':
      // The proxy asked the person to sign in (its challenge); without one, the service refused the proxy's key.
      if (context.challenged) return { ...base, audience: 'person', title: term('signInTitle'), message: term('signInText'), ...detail };
      return { ...base, audience: 'site-owner', title: term('unauthorizedTitle'), message: term('unauthorizedText'), ...detail };
    case 'tier':
      // A dashboard's own refusal of this person (its authorize answered 403), not the key's tier or the page's origin.
      if (code !== undefined && code !== 'tier_mismatch' && code !== 'origin_not_allowed') return { ...base, audience: 'person', title: term('signInTitle'), message: term('signInText'), ...detail };
      return { ...base, audience: 'site-owner', title: term('tierTitle'), message: term('tierText'), ...detail };
    case 'rate-limited':
      return {
        ...base,
        audience: 'person',
        title: term('rateTitle'),
        message: retryAfter === undefined ? term('rateText') : term('rateWait', { count: retryAfter }),
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...detail,
      };
    case 'server':
      return {
        ...base,
        audience: 'person',
        title: term('serverTitle'),
        message: status ? term('serverTextStatus', { status: String(status) }) : term('serverText'),
        ...detail,
      };
    case 'network':
      if (isCrossOrigin(runUrl, pageOrigin)) {
        const where = { url: runUrl!, origin: pageOrigin!, fix: term('corsFix', { origin: pageOrigin! }) };
        return context.reachable
          ? { ...base, audience: 'site-owner', title: term('corsTitle'), message: term('corsText', where) }
          : { ...base, audience: 'site-owner', title: term('proxyDownTitle'), message: term('proxyDownText', where) };
      }
      return { ...base, audience: 'person', title: term('networkTitle'), message: term('networkText') };
    case 'timeout':
      return {
        ...base,
        audience: 'person',
        title: term('timeoutTitle'),
        message: timeoutMs ? term('timeoutAfter', { count: Math.round(timeoutMs / 1000) }) : term('timeoutText'),
      };
    case 'not-found':
      return {
        ...base,
        audience: 'site-owner',
        title: term('proxyMissingTitle'),
        message: term('proxyMissingText', { url: runUrl ?? term('proxyAddress') }),
        ...detail,
      };
    case 'invalid-response':
      return { ...base, audience: 'site-owner', title: term('unreadableTitle'), message: term('unreadableText'), ...detail };
    default:
      return { ...base, audience: 'person', title: term('otherTitle'), message: term('otherText'), ...detail };
  }
}
