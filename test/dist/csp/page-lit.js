// The page's own Lit, as on a Lit dashboard that embeds the CDN file: loaded first, it creates
// lit-html's Trusted Types policy ("lit-html") before the CDN file's Lit runs, and renders with it.
import { LitElement, css, html } from 'lit';

class PageWidget extends LitElement {
  static styles = css`
    :host {
      display: block;
    }
  `;
  render() {
    return html`<p>The page's own Lit</p>`;
  }
}
customElements.define('page-widget', PageWidget);
