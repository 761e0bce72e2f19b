import { defineOnce } from '../shared/define-once.js';
import { ReasoningConsoleElement } from './reasoning-console.js';

export { ReasoningConsoleElement };
defineOnce(ReasoningConsoleElement.tagName, ReasoningConsoleElement);

declare global {
  interface HTMLElementTagNameMap {
    'reasoning-console': ReasoningConsoleElement;
  }
}
