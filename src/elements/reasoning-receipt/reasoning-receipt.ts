import { LitElement, html } from 'lit';

export class ReasoningReceiptElement extends LitElement {
  static readonly tagName = 'reasoning-receipt';
  override render() {
    return html`<slot></slot>`;
  }
}
