import { LitElement, adoptStyles, type PropertyDeclarations, type PropertyValues } from 'lit';
import { Localize } from '../../i18n/localize.js';
import type { TermGroup } from '../../i18n/types.js';
import { announce, liveRegion } from './announce.js';
import { resolveEndpoints, type Endpoints } from './endpoints.js';
import { takeOwnProperties } from './own-properties.js';

/**
 * Base of the three elements: the endpoint attributes every one of them
 * reads, resolved against page-wide `<meta>` tags and the same-origin defaults,
 * and the words, in the language of the nearest `lang` (src/i18n).
 */
export class ReasoningElement extends LitElement {
  /** The element's groups of terms: English built in, other languages loaded when spoken (docs/i18n.md). */
  static terms: readonly TermGroup[] = [];

  /** The element's words, numbers and dates, in the page's language. */
  protected readonly localize = new Localize(this, (this.constructor as typeof ReasoningElement).terms);

  /** Says `text` once through the page's shared live region, in the element's language. */
  protected announce(text: string): void {
    announce(text, this.localize.lang, this.pageDocument());
  }

  /** The first render in a language waits for its terms (a few hundred bytes, loaded once per page), so no English flashes. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const pending = this.localize.pending;
    return pending ? pending.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  // Declared as static properties rather than decorators: the decorator helpers
  // would ship to every page, and <chain-badge> is meant to be small.
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url', reflect: true },
    receiptsUrl: { attribute: 'receipts-url', reflect: true },
    appUrl: { attribute: 'app-url', reflect: true },
    proxyUrl: { attribute: 'proxy-url', reflect: true },
    attestUrl: { attribute: 'attest-url', reflect: true },
  };

  /** The service's base_url. Falls back to `<meta name="reasoning:base-url">`, then `/api`. */
  declare baseUrl?: string;
  /** receipts_url (badge files, PDFs). Falls back to `<meta name="reasoning:receipts-url">`, then `/files`. */
  declare receiptsUrl?: string;
  /** app_url (receipt pages). Falls back to `<meta name="reasoning:app-url">`, then `/app`. */
  declare appUrl?: string;
  /** The key-hiding proxy. Falls back to `<meta name="reasoning:proxy-url">`, then `/proxy`. */
  declare proxyUrl?: string;
  /** Template for attestation links with `{attest_id}`. Falls back to `<meta name="reasoning:attest-url">`. */
  declare attestUrl?: string;

  /**
   * Properties a page set before the element's definition loaded (the CDN file loads it on demand) are
   * own properties of the instance, hiding the class's accessors (`receipt`, `value`…). Lit moves its
   * reactive properties itself; the others go through their setters here, before anything reads them.
   */
  override connectedCallback(): void {
    // The page's live region is there before anything is said in it.
    liveRegion(this.pageDocument());
    takeOwnProperties(this);
    super.connectedCallback();
  }

  /**
   * A shadow root rendered on the server (declarative shadow DOM) is drawn
   * again at the first render, rather than hydrated: its links were
   * built without this page's meta tags and base URL, and hydration would keep
   * them. The element starts from the data written beside it, so nothing flashes.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const prerendered = this.shadowRoot !== null;
    const keys = new Set(Object.keys(this));
    const root = super.createRenderRoot();
    if (prerendered && root instanceof ShadowRoot) {
      // Lit's hydration support (@lit-labs/ssr-client) answers here with the existing root and a
      // flag on the element meaning "hydrate it" (`_$needsHydration`, `_$AG` once minified). The
      // flag is the one new `_$` key set to true: cleared, the element draws afresh instead.
      const self = this as unknown as Record<string, unknown>;
      for (const key of Object.keys(this)) if (!keys.has(key) && key.startsWith('_$') && self[key] === true) self[key] = false;
      // The pre-rendered card stays until the first render replaces it: a page in another language
      // shows it while its words load, rather than an empty box.
      this.prerenderedNodes = [...root.childNodes];
    }
    return root;
  }

  /** The nodes of a shadow root rendered on the server, until the first render removes them. */
  private prerenderedNodes: ChildNode[] | undefined;

  protected override update(changed: PropertyValues): void {
    const nodes = this.prerenderedNodes;
    if (nodes && this.renderRoot instanceof ShadowRoot) {
      this.prerenderedNodes = undefined;
      for (const node of nodes) node.remove();
      adoptStyles(this.renderRoot, (this.constructor as typeof LitElement).elementStyles);
      // LitElement renders before the root's first child (styles a browser without adoptedStyleSheets
      // gets as <style> elements); that was a pre-rendered node, now gone.
      this.renderOptions.renderBefore = this.renderRoot.firstChild;
    }
    super.update(changed);
  }

  /** The page's document; undefined on a server render (a DOM shim's document cannot be queried). */
  protected pageDocument(): Document | undefined {
    const doc = this.ownerDocument ?? globalThis.document;
    return typeof doc?.querySelector === 'function' && typeof doc.baseURI === 'string' ? doc : undefined;
  }

  /** The endpoints of the update under way: read once for its controllers, render and `updated`. */
  private endpointsInUpdate: Endpoints | undefined;

  /**
   * An update resolves the endpoints once: its controllers' arguments, its template and its links all
   * read them, and on a page of a thousand badges the `<meta>` lookups and URL parsing were a fifth of
   * the script time. Attributes and meta tags changed later are read by the next update.
   */
  protected override performUpdate(): void {
    this.endpointsInUpdate = this.resolveEndpointsNow();
    try {
      super.performUpdate();
    } finally {
      this.endpointsInUpdate = undefined;
    }
  }

  /** The URLs in force now (the update's, during one; else read afresh: attributes and meta tags may change). */
  get endpoints(): Endpoints {
    return this.endpointsInUpdate ?? this.resolveEndpointsNow();
  }

  private resolveEndpointsNow(): Endpoints {
    return resolveEndpoints(
      {
        baseUrl: this.baseUrl,
        receiptsUrl: this.receiptsUrl,
        appUrl: this.appUrl,
        proxyUrl: this.proxyUrl,
        attestUrl: this.attestUrl,
      },
      // No document on a server render: endpoints then stay relative (never a made-up host).
      this.pageDocument() ?? null,
    );
  }
}
