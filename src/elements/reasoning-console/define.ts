import { defineOnce } from '../shared/define-once.js';
import { ReasoningConsoleElement } from './reasoning-console.js';
// Each turn shows its receipt as a <chain-badge>.
import '../chain-badge/define.js';

export { ReasoningConsoleElement };
defineOnce(ReasoningConsoleElement.tagName, ReasoningConsoleElement);

declare global {
  interface HTMLElementTagNameMap {
    'reasoning-console': ReasoningConsoleElement;
  }
}
