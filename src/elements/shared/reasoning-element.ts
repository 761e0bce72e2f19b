import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { resolveEndpoints, type Endpoints } from './endpoints.js';

/**
 * Base of the three elements: the endpoint attributes every one of them
 * reads, resolved against page-wide `<meta>` tags and the same-origin defaults.
 */
export class ReasoningElement extends LitElement {
  /** The service's base_url. Falls back to `<meta name="reasoning:base-url">`, then `/api`. */
  @property({ attribute: 'base-url', reflect: true }) baseUrl?: string;
  /** receipts_url (badge files, PDFs). Falls back to `<meta name="reasoning:receipts-url">`, then `/files`. */
  @property({ attribute: 'receipts-url', reflect: true }) receiptsUrl?: string;
  /** app_url (receipt pages). Falls back to `<meta name="reasoning:app-url">`, then `/app`. */
  @property({ attribute: 'app-url', reflect: true }) appUrl?: string;
  /** The key-hiding proxy. Falls back to `<meta name="reasoning:proxy-url">`, then `/proxy`. */
  @property({ attribute: 'proxy-url', reflect: true }) proxyUrl?: string;
  /** Template for attestation links with `{attest_id}`. Falls back to `<meta name="reasoning:attest-url">`. */
  @property({ attribute: 'attest-url', reflect: true }) attestUrl?: string;

  /** The URLs in force now (recomputed on each call: attributes and meta tags may change). */
  get endpoints(): Endpoints {
    return resolveEndpoints(
      {
        baseUrl: this.baseUrl,
        receiptsUrl: this.receiptsUrl,
        appUrl: this.appUrl,
        proxyUrl: this.proxyUrl,
        attestUrl: this.attestUrl,
      },
      this.ownerDocument,
    );
  }
}
