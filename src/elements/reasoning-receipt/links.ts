/**
 * The card's two links from a response, checked: the attestation (attestHref)
 * and the PDF (only under receipts_url). On a server render (no page) root-relative
 * endpoints are checked as if on the site's own origin and stay root-relative.
 */
import { attestHref, isUnder, safeHttpUrl } from '../../client/urls.js';
import type { Receipt } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';

export function receiptLinks(receipt: Receipt, endpoints: Endpoints, page: Document | undefined): { attest: string | null; pdf: string | null } {
  const attest = (e: Endpoints) => attestHref(receipt.attest_id, { baseUrl: e.baseUrl, ...(e.attestUrl ? { template: e.attestUrl } : {}) });
  const pdf = (e: Endpoints, onRoot: (url: string) => string = (url) => url) => {
    const url = receipt.pdf_url && onRoot(receipt.pdf_url);
    return url && isUnder(url, e.receiptsUrl) ? safeHttpUrl(url, page?.baseURI) : null;
  };
  if (!page) return { attest: checkedOnSiteRoot(endpoints, attest), pdf: checkedOnSiteRoot(endpoints, pdf) };
  return { attest: attest(endpoints), pdf: pdf(endpoints) };
}

/** Stands in for the site's origin while a root-relative URL is checked with the absolute-URL rules. */
const SITE_ROOT = 'https://site-root.invalid';

/**
 * Runs a URL check that needs absolute URLs with root-relative endpoints made
 * absolute on a stand-in origin, and gives the result back root-relative.
 * For server renders, where there is no page to resolve against.
 */
function checkedOnSiteRoot(
  endpoints: Endpoints,
  check: (absolute: Endpoints, onRoot: (url: string) => string) => string | null,
): string | null {
  const abs = (url: string) => (/^\/(?!\/)/.test(url) ? `${SITE_ROOT}${url}` : url);
  const href = check({
    baseUrl: abs(endpoints.baseUrl),
    receiptsUrl: abs(endpoints.receiptsUrl),
    appUrl: abs(endpoints.appUrl),
    proxyUrl: abs(endpoints.proxyUrl),
    attestUrl: endpoints.attestUrl === undefined ? undefined : abs(endpoints.attestUrl),
  }, abs);
  return href?.startsWith(`${SITE_ROOT}/`) ? href.slice(SITE_ROOT.length) : href;
}
