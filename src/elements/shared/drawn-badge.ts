/**
 * Badges drawn by this package's renderer inside an element's shadow root
 * (`<chain-badge>`, the receipt card, the console). The SVG carries no `<style>`: a page
 * whose Content-Security-Policy refuses inline styles (`style-src 'self'`)
 * would refuse it. Its dark-scheme colours come from the element's own style
 * sheet instead (adopted, which no `style-src` restricts), keyed by the
 * `data-state` of the badge's wrapper.
 *
 * The scheme is the element's, as for the cards' tokens (tokens.ts): the page's inherited
 * `color-scheme` ("light dark" follows the OS; none is light), pinned by `theme="light|dark"`.
 * So the colours are `light-dark()` pairs, not a `prefers-color-scheme` query, which would
 * darken a badge inside a light card on a page that declares no dark support.
 */
import { DEFAULT_LABEL_COLOR, badgeDarkColors } from '../../badge/render.js';
import { STATE_COLORS } from '../../badge/receipt.js';
import { OUTCOME_COLORS } from '../../badge/outcome.js';

/** Grey with white text at 4.55:1, like the unknown state; the word says "loading". */
export const LOADING_COLOR = '#6e7781';

/**
 * The ids' and classes' prefix: one badge per shadow root, so a fixed one never collides, and
 * the same badge is the same markup wherever it is drawn.
 */
export const BADGE_PREFIX = 'b';

/** What `renderBadge` / `receiptBadge` take to draw a badge for a shadow root. */
export const DRAWN = { idPrefix: BADGE_PREFIX, darkStyle: 'none' } as const;

/**
 * The dark-scheme colours the SVG's own `<style>` would set (the same shades), for the label
 * (always the default grey) and for the message of each state, each beside the light colour its
 * `fill` attribute has.
 */
const rules: string[] = [];
/** Light (the renderer's `fill` attribute: the default label grey, each state's colour) and dark. */
const pair = (light: string, dark: string) => `fill:light-dark(${light},${dark})`;
const label = badgeDarkColors({ color: LOADING_COLOR }).label;
if (label) rules.push(`.${BADGE_PREFIX}l{${pair(DEFAULT_LABEL_COLOR, label)}}`);
// `id`: a badge naming the receipt, drawn on a server where its state cannot be known.
for (const [state, color] of Object.entries({ ...STATE_COLORS, ...OUTCOME_COLORS, loading: LOADING_COLOR, id: LOADING_COLOR })) {
  const message = badgeDarkColors({ color }).message;
  if (message) rules.push(`[data-state=${state}] .${BADGE_PREFIX}m{${pair(color, message)}}`);
}

export const drawnBadgeCss = rules.join('');
