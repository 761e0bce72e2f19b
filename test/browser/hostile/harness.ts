// Shared by the hostile-input browser tests: a canary that every XSS payload
// would call, dialog and navigation watches, a fetch stub that answers from a
// table (so hundreds of hostile answers render per page load without a
// server round trip each), and a scan of every shadow root for anything that
// could run script or navigate.
import { DANGEROUS_TAGS, URL_ATTRIBUTES } from '../../fixtures/xss-payloads.js';

declare global {
  interface Window {
    __xss?: (n?: number) => void;
  }
}

export interface Watch {
  /** Payload numbers whose code ran. */
  hits: number[];
  /** Dialogs opened (alert, confirm, prompt, print). */
  dialogs: string[];
  /** Attempts to leave the page. */
  navigations: number;
  /** Errors that reached the window (uncaught exceptions, unhandled rejections). */
  uncaught: string[];
  /** Throws when any of the above happened. */
  check(): void;
  stop(): void;
}

/** Installs the canary and the watches; call stop() after the test. */
export function watch(): Watch {
  const hits: number[] = [];
  const dialogs: string[] = [];
  const uncaught: string[] = [];
  const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, print: window.print };
  const href = location.href;
  const frames = window.frames.length;
  let navigations = 0;
  const canary = (n?: number) => {
    hits.push(typeof n === 'number' ? n : -1);
  };
  window.__xss = canary;
  window.alert = (m?: unknown) => void dialogs.push(`alert ${String(m)}`);
  window.confirm = (m?: string) => (dialogs.push(`confirm ${String(m)}`), false);
  window.prompt = (m?: string) => (dialogs.push(`prompt ${String(m)}`), null);
  window.print = () => void dialogs.push('print');
  const onLeave = () => navigations++;
  const onError = (e: ErrorEvent) => void uncaught.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => void uncaught.push(`unhandled rejection: ${String(e.reason?.stack ?? e.reason)}`);
  window.addEventListener('beforeunload', onLeave);
  window.addEventListener('pagehide', onLeave);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const result: Watch = {
    hits,
    dialogs,
    uncaught,
    get navigations() {
      return navigations;
    },
    check() {
      const problems: string[] = [];
      if (hits.length) problems.push(`payloads ran: ${[...new Set(hits)].join(', ')}`);
      if (window.__xss !== canary) problems.push('the canary was overwritten');
      if (dialogs.length) problems.push(`dialogs: ${dialogs.slice(0, 5).join('; ')}`);
      if (navigations || location.href !== href) problems.push('the page tried to navigate');
      if (window.frames.length !== frames) problems.push(`${window.frames.length - frames} frames were created`);
      if (uncaught.length) problems.push(`uncaught: ${uncaught.slice(0, 5).join('; ')}`);
      if (problems.length) throw new Error(problems.join('\n'));
    },
    stop() {
      Object.assign(window, saved);
      delete window.__xss;
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
  return result;
}

export type Answer = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | (() => Response | Promise<Response>);

/**
 * Replaces window.fetch: paths in `table` get their answer, other paths under
 * `/hostile/` a 404, everything else the real fetch. Returns the restore function.
 */
export function stubFetch(table: Map<string, Answer>, onPost?: (path: string, body: string) => Answer | undefined): () => void {
  const real = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let answer: Answer | undefined;
    if (method === 'POST' && onPost) answer = onPost(url.pathname, typeof init?.body === 'string' ? init.body : '');
    answer ??= table.get(url.pathname);
    if (!answer) {
      if (!url.pathname.startsWith('/hostile/')) return real(input, init);
      answer = { status: 404, json: { detail: `nothing at ${url.pathname}`, code: 'not_found' } };
    }
    if (init?.signal?.aborted) throw init.signal.reason;
    if (typeof answer === 'function') return answer();
    const headers = new Headers(answer.headers);
    let body: string;
    if (answer.text !== undefined) {
      body = answer.text;
      if (!headers.has('content-type')) headers.set('content-type', 'text/plain');
    } else {
      body = JSON.stringify(answer.json ?? null);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    return new Response(body, { status: answer.status ?? 200, headers });
  };
  return () => {
    window.fetch = real;
  };
}

const DANGEROUS = new Set<string>(DANGEROUS_TAGS);
const URL_ATTRS = new Set<string>(URL_ATTRIBUTES);

function safeUrl(value: string, el: Element, attr: string): boolean {
  const v = value.trim();
  // The elements' own badge images: an SVG shown through <img> runs nothing.
  if (attr === 'src' && el.localName === 'img' && /^data:image\/svg\+xml[;,]/.test(v)) return true;
  if (attr === 'srcdoc' || attr === 'srcset') return false;
  try {
    const url = new URL(v, document.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Everything in `root` (and every shadow root below it) that could run script
 * or navigate somewhere unsafe: dangerous tags, `on*` attributes, URL
 * attributes with a non-http(s) scheme (other than an <img>'s own
 * data:image/svg+xml), script in styles. Returns the problems found.
 */
export function scan(root: ParentNode, where: string, problems: string[] = []): string[] {
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName.toLowerCase();
    if (DANGEROUS.has(tag)) problems.push(`${where}: <${tag}> rendered`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${where}: <${tag} ${name}> handler rendered`);
      if (URL_ATTRS.has(name) && !safeUrl(attr.value, el, name)) problems.push(`${where}: <${tag} ${name}="${attr.value.slice(0, 80)}">`);
      if (name === 'style' && /url\s*\(|expression|binding/i.test(attr.value)) problems.push(`${where}: <${tag} style="${attr.value.slice(0, 80)}">`);
    }
    if (el.shadowRoot) scan(el.shadowRoot, `${where} > ${tag}`, problems);
  }
  return problems;
}

/** Hovers, focuses and enters every element under `root` (shadow roots too), to trigger any handler. */
export function poke(root: ParentNode): void {
  for (const el of root.querySelectorAll('*')) {
    for (const type of ['mouseover', 'pointerenter', 'focusin', 'animationstart']) el.dispatchEvent(new Event(type, { bubbles: true }));
    if (el.shadowRoot) poke(el.shadowRoot);
  }
}

/** Lets images fail, SVG animations begin and timers fire. */
export function settle(ms = 150): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  });
  await Promise.all(runners);
}
