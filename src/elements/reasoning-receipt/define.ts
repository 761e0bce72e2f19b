import { defineOnce } from '../shared/define-once.js';
import { ReasoningReceiptElement } from './reasoning-receipt.js';

export { ReasoningReceiptElement };
defineOnce(ReasoningReceiptElement.tagName, ReasoningReceiptElement);

declare global {
  interface HTMLElementTagNameMap {
    'reasoning-receipt': ReasoningReceiptElement;
  }
}
