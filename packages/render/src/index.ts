/**
 * reasoning-elements/render: the elements as HTML at build time, in Node.
 * A docs build fetches a receipt once and writes the full card (declarative
 * shadow DOM, a readable light-DOM copy, and the data the element starts
 * from), so readers without script see it and nothing loads or shifts.
 */
export { renderReceipt, type RenderReceiptOptions } from './receipt.js';
export { loadLanguage } from './words.js';
export { renderChainBadge, type RenderChainBadgeOptions } from './badge.js';
export { ChainBadgeRenderer, elementRenderers } from './badge-renderer.js';
export type { RenderEndpoints } from './html.js';
export { styleHashes } from './csp.js';
