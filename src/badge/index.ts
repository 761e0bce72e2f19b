/**
 * `reasoning-elements/badge`: pure, isomorphic badge rendering (no DOM, no
 * Node built-ins). The element, the service's badge files and the build step
 * all use it, so every badge looks alike.
 */
export { renderBadge, badgeContrast, badgeDarkColors, type BadgeOptions } from './render.js';
export {
  receiptBadge,
  badgeStateOf,
  isBadgeState,
  outcomeOfState,
  badgeParts,
  BADGE_STATES,
  LEGACY_BADGE_STATES,
  STATE_COLORS,
  BADGE_TERMS_EN,
  fillTerm,
  type BadgeTerms,
  type BadgeState,
  type LegacyBadgeState,
  type BadgeReceipt,
  type ReceiptBadgeOptions,
} from './receipt.js';
export { badgeTerms, badgeTermsOf, badgeLanguage } from './terms.js';
export { OUTCOMES, OUTCOME_COLORS, OUTCOME_ICONS, OUTCOME_EXIT_CODES, isOutcome, outcomeOfRecord, type Outcome } from './outcome.js';
export { readBadgeReceipt, BadgeReceiptError } from './read.js';
export { textWidth } from './measure.js';
export { neutralizeBidi, hasBidiControls, bidiMarker } from './text.js';
export { contrast, textColorOn } from './color.js';
export { chainBadgeHtml, linkUrls, type LinkUrls } from './embed.js';
export { svgSize } from './size.js';
export { receiptCard, shortRoot, CARD_WIDTH, CARD_HEIGHT, CARD_FONTS, cardFontFiles, type CardInput, type CardWords } from './card.js';
export { embedSnippets, type EmbedSnippets, type SnippetUrls } from './snippets.js';
export { receiptBadgeIn, type BadgeScheme } from './scheme.js';
