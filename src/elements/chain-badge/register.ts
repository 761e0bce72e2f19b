/**
 * Registers `<chain-badge>` like define.ts, exporting nothing: the module the CDN loader and the console
 * import, so their chunk holds the element without the server-render helpers define.ts exports beside it.
 */
import { defineOnce } from '../shared/define-once.js';
import { ChainBadgeElement } from './chain-badge.js';

defineOnce(ChainBadgeElement.tagName, ChainBadgeElement);
