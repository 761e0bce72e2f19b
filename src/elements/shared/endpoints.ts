/**
 * Where an element sends its requests. Each URL comes from the element's own
 * attribute, else a page-wide `<meta name="reasoning:…">`, else the
 * same-origin default of the embedded layout (DESIGN.md, "One origin, one
 * layout"). Relative values resolve against the document's base URL.
 */
export interface Endpoints {
  /** The service's base_url (GET /receipts, /sessions, /chains, /attestations). */
  baseUrl: string;
  /** receipts_url: badge files and PDFs. */
  receiptsUrl: string;
  /** app_url: receipt pages. */
  appUrl: string;
  /** The key-hiding proxy; POST {proxyUrl}/run. */
  proxyUrl: string;
  /** Template for attest_id links, e.g. `https://verifier.example/a/{attest_id}`; undefined = `{baseUrl}/attestations/{attest_id}`. */
  attestUrl: string | undefined;
}

export type EndpointOverrides = Partial<Record<keyof Endpoints, string | null | undefined>>;

const META_NAMES: Record<keyof Endpoints, string> = {
  baseUrl: 'reasoning:base-url',
  receiptsUrl: 'reasoning:receipts-url',
  appUrl: 'reasoning:app-url',
  proxyUrl: 'reasoning:proxy-url',
  attestUrl: 'reasoning:attest-url',
};

const DEFAULTS = { baseUrl: '/api', receiptsUrl: '/files', appUrl: '/app', proxyUrl: '/proxy' } as const;

function metaContent(doc: Document | undefined, name: string): string | undefined {
  // A server's DOM shim may have a document without queries.
  if (typeof doc?.querySelector !== 'function') return undefined;
  const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value || undefined;
}

/**
 * An http(s) URL without a trailing slash, or undefined when `value` is not one.
 * Absolute against `base`; with no base (no document: a server render) a
 * relative value stays relative, so nothing is ever built against a made-up host.
 */
function absoluteHttp(value: string | undefined, base: string | undefined): string | undefined {
  if (!value) return undefined;
  if (base === undefined) {
    const text = value.trim();
    if (/^https?:\/\//i.test(text)) return absoluteHttp(text, 'http://unused.invalid/');
    return /^\/(?!\/)/.test(text) ? text.replace(/\/+$/, '') : undefined;
  }
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** `doc` null: no page (a server render); omitted: the global document. */
export function resolveEndpoints(overrides: EndpointOverrides = {}, page: Document | null | undefined = globalThis.document): Endpoints {
  const doc = page ?? undefined;
  const base = typeof doc?.baseURI === 'string' && doc.baseURI ? doc.baseURI : undefined;
  const pick = (key: keyof typeof DEFAULTS) =>
    absoluteHttp(overrides[key] ?? undefined, base) ??
    absoluteHttp(metaContent(doc, META_NAMES[key]), base) ??
    absoluteHttp(DEFAULTS[key], base)!;
  // The attest template keeps its `{attest_id}` placeholder, so it is not URL-normalised here.
  const attestUrl = (overrides.attestUrl ?? metaContent(doc, META_NAMES.attestUrl))?.trim() || undefined;
  return {
    baseUrl: pick('baseUrl'),
    receiptsUrl: pick('receiptsUrl'),
    appUrl: pick('appUrl'),
    proxyUrl: pick('proxyUrl'),
    attestUrl,
  };
}
