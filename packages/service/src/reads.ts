/**
 * The public reads: receipts, sessions, chains, attestations, the attestor's
 * key, badge and PDF files and the receipt page, each found by a plain id.
 */
import type { Context, Hono } from 'hono';
import { ATTESTATION_ALGORITHM, isPlainId, MAX_CHAIN_PAGE_SIZE, MAX_WHOLE_CHAIN_ENTRIES } from 'reasoning-elements/spec';
import type { Attestor } from './attestor/index.js';
import type { ChainState, Store } from './store/index.js';
import { stateBadgeSvg } from './badge.js';
import { createPdfCache, pdfKey } from './pdf/cache.js';
import { pageLanguage, receiptPage } from './pages/receipt-page.js';
import { chainOf, chainPageOf, fileUrls, receiptOf, sessionOf } from './projections.js';
import { errorResponse, HttpError } from './errors.js';
import { conditional } from './etag.js';
import { json, notFound, route, type Handler } from './respond.js';

export interface ReadsOptions {
  store: Store;
  attestor: Attestor;
  /** The origin absolute URLs in answers are built from. */
  originOf: (c: Context) => string;
  /** Module script of the elements for the receipt page. */
  elementsScript: string;
  log: (message: string) => void;
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'none'",
};

// worker-src blob:: the receipt's `verify` check runs in a module worker made from a blob: URL, which imports the
// checker from 'self' (without it the check falls back to the main thread, after a refusal on the console).
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; worker-src blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
};

/**
 * A handler for `…/:id` (the id followed by `suffix`, e.g. ".svg"): refuses
 * an id that is not a plain token, looks it up, and answers what was found.
 */
function byId<T>(
  lookup: (id: string) => Promise<T | undefined>,
  answer: (found: T, c: Context, id: string) => Response | Promise<Response>,
  missing: (c: Context) => Response,
  suffix = '',
): Handler {
  return async (c) => {
    const param = c.req.param('id') ?? '';
    const id = param.endsWith(suffix) ? param.slice(0, param.length - suffix.length) : '';
    const found = isPlainId(id) ? await lookup(id) : undefined;
    return found === undefined ? missing(c) : answer(found, c, id);
  };
}

/** A chain whole, when one answer can hold it; a longer one is refused with the way to its pages. */
function wholeChain(chain: ChainState, _c: Context, id: string): Response {
  const total = chain.entries.length;
  if (total <= MAX_WHOLE_CHAIN_ENTRIES) return json(chainOf(chain));
  const first = `${encodeURIComponent(id)}/entries?offset=0&limit=${MAX_CHAIN_PAGE_SIZE}`;
  return errorResponse(
    400,
    'chain_too_long',
    `This chain has ${total} entries, more than the ${MAX_WHOLE_CHAIN_ENTRIES} one answer holds: read it in pages at /api/chains/${id}/entries?offset=0&limit=${MAX_CHAIN_PAGE_SIZE} (then offset=${MAX_CHAIN_PAGE_SIZE}, and so on).`,
    { link: `<${first}>; rel="first"` },
  );
}

/** `offset` (default 0) and `limit` (default and at most MAX_CHAIN_PAGE_SIZE) of a page read; a bad one is a 400. */
function pageQuery(c: Context): { offset: number; limit: number } {
  const offset = wholeNumber(c.req.query('offset'), 'offset', 0);
  const limit = wholeNumber(c.req.query('limit'), 'limit', MAX_CHAIN_PAGE_SIZE);
  if (limit < 1 || limit > MAX_CHAIN_PAGE_SIZE) throw new HttpError(400, 'invalid_query', `limit must be from 1 to ${MAX_CHAIN_PAGE_SIZE}, got ${limit}.`);
  return { offset, limit };
}

function wholeNumber(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, 'invalid_query', `${name} must be a whole number (digits only), got ${JSON.stringify(text.slice(0, 40))}.`);
  return Number(text);
}

export function registerReads(app: Hono, options: ReadsOptions): void {
  const { store, attestor, originOf } = options;
  const hasVerified = (chain: ChainState, length: number) => attestor.hasVerified(chain, length);
  const byReceipt = (id: string) => store.chainByReceipt(id);
  const noReceipt = () => notFound('receipt');
  const pdfs = createPdfCache(store, options.log);

  route(app, '/api/receipts/:id', ['GET'], byId(byReceipt, (chain, c) => json(receiptOf(chain, originOf(c), hasVerified)), noReceipt));
  route(app, '/api/sessions/:id', ['GET'], byId((id) => store.chainBySession(id), (chain) => json(sessionOf(chain)), () => notFound('session')));
  route(app, '/api/chains/:id', ['GET'], byId((id) => store.chain(id), wholeChain, () => notFound('chain')));
  route(app, '/api/chains/:id/entries', ['GET'], (c) => {
    const { offset, limit } = pageQuery(c);
    return byId(
      (id) => store.chain(id),
      (chain) => {
        const total = chain.entries.length;
        if (offset > total) throw new HttpError(400, 'invalid_query', `offset ${offset} is past the end of the chain, which has ${total} entries.`);
        return json(chainPageOf(chain, offset, limit));
      },
      () => notFound('chain'),
    )(c);
  });
  route(app, '/api/attestations/:id', ['GET'], byId((id) => store.attestation(id), (att) => json(att), () => notFound('attestation')));
  route(app, '/api/attestor', ['GET'], () => json({ algorithm: ATTESTATION_ALGORITHM, public_key: attestor.publicKey }));

  // An <img> asking for an unknown receipt gets an "unknown" badge (still a 404); others get JSON.
  // Either answer says it depends on Accept, so a cache never hands the JSON to an <img> or the badge to a script.
  const noBadge = (c: Context) => {
    const accept = c.req.header('accept') ?? '';
    if (!accept.includes('image/') || accept.includes('application/json')) {
      const res = notFound('receipt');
      res.headers.append('vary', 'Accept');
      return res;
    }
    return new Response(stateBadgeSvg('unknown'), { status: 404, headers: { ...SVG_HEADERS, 'cache-control': 'no-cache', vary: 'Accept' } });
  };
  route(app, '/files/badge/:id', ['GET'], byId(byReceipt, (chain, c) => conditional(c, receiptOf(chain, originOf(c), hasVerified).badge_svg, SVG_HEADERS), noBadge, '.svg'));

  route(
    app,
    '/files/:id',
    ['GET'],
    byId(
      byReceipt,
      async (chain, c, id) => {
        const origin = originOf(c);
        const receipt = receiptOf(chain, origin, hasVerified);
        const attestation = receipt.verified ? chain.attestation : undefined;
        const key = pdfKey(id, receipt.chain_length, attestation?.id ?? '', origin);
        const pdf = await pdfs(key, async () =>
          // pdf-lib is loaded with the first PDF: a service that renders none never pays its start-up and memory.
          (await import('./pdf/index.js')).receiptPdf({
            receipt,
            entries: chain.entries,
            attestation,
            badgeUrl: fileUrls(origin, id).badge,
            chainUrl: `${origin}/api/chains/${encodeURIComponent(chain.chain_id)}/entries`,
          }),
        );
        const headers = { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${id}.pdf"` };
        return conditional(c, pdf.body, headers, pdf.etag);
      },
      noReceipt,
      '.pdf',
    ),
  );

  route(
    app,
    '/app/receipts/:id',
    ['GET'],
    byId(
      byReceipt,
      async (chain, c, id) => {
        const origin = originOf(c);
        const urls = fileUrls(origin, id);
        const { lang } = pageLanguage(c.req.header('accept-language'));
        const html = await receiptPage({ receipt: receiptOf(chain, origin, hasVerified), pageUrl: urls.page, badgeUrl: urls.badge, elementsScript: options.elementsScript, lang });
        // The page speaks the reader's language: a cache keeps one copy per Accept-Language.
        return new Response(html, { headers: { ...PAGE_HEADERS, vary: 'Accept-Language' } });
      },
      noReceipt,
    ),
  );
}
