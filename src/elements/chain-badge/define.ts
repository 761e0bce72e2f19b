import { defineOnce } from '../shared/define-once.js';
import { ChainBadgeElement } from './chain-badge.js';

export { ChainBadgeElement };
export type { ChainBadgeMode } from './chain-badge.js';
export { chainBadgeShadowFor } from './chain-badge.js';
defineOnce(ChainBadgeElement.tagName, ChainBadgeElement);

declare global {
  interface HTMLElementTagNameMap {
    'chain-badge': ChainBadgeElement;
  }
}
