import { LitElement, html } from 'lit';

export class ChainBadgeElement extends LitElement {
  static readonly tagName = 'chain-badge';
  override render() {
    return html`<slot></slot>`;
  }
}
