import { LitElement, html } from 'lit';

export class ReasoningConsoleElement extends LitElement {
  static readonly tagName = 'reasoning-console';
  override render() {
    return html`<slot></slot>`;
  }
}
