/**
 * The card's two links from a response, checked: the attestation (attestHref)
 * and the PDF (only under receipts_url). On a server render (no page) root-relative
 * endpoints are checked as if on the site's own origin and stay root-relative.
 */
import { attestHref, isUnder, safeHttpUrl } from '../../client/urls.js';
import type { Receipt } from '../../spec/index.js';
import { checkedOnSiteRoot, type Endpoints } from '../shared/endpoints.js';

export function receiptLinks(receipt: Receipt, endpoints: Endpoints, page: Document | undefined): { attest: string | null; pdf: string | null } {
  const attest = (e: Endpoints) => attestHref(receipt.attest_id, { baseUrl: e.baseUrl, ...(e.attestUrl ? { template: e.attestUrl } : {}) });
  const pdf = (e: Endpoints, onRoot: (url: string) => string = (url) => url) => {
    const url = receipt.pdf_url && onRoot(receipt.pdf_url);
    return url && isUnder(url, e.receiptsUrl) ? safeHttpUrl(url, page?.baseURI) : null;
  };
  if (!page) return { attest: checkedOnSiteRoot(endpoints, attest), pdf: checkedOnSiteRoot(endpoints, pdf) };
  return { attest: attest(endpoints), pdf: pdf(endpoints) };
}
