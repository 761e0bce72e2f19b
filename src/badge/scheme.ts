/**
 * A receipt's badge fixed in one colour scheme, for images that cannot follow
 * the viewer's (a README's `<picture>` picks one by `prefers-color-scheme`,
 * a PNG is drawn once): light is the badge's own fills, dark the fills its
 * `<style>` would switch to (`badgeDarkColors`). Neither carries a `<style>`.
 */
import { badgeDarkColors, DEFAULT_LABEL_COLOR, renderBadge } from './render.js';
import { BADGE_TERMS_EN, badgeStateOf, fillTerm, isBadgeState, receiptBadge, STATE_COLORS, type BadgeReceipt, type BadgeState, type ReceiptBadgeOptions } from './receipt.js';

export type BadgeScheme = 'light' | 'dark';

export function receiptBadgeIn(scheme: BadgeScheme, input: BadgeReceipt | BadgeState, options: Omit<ReceiptBadgeOptions, 'darkStyle'> = {}): string {
  if (scheme === 'light') return receiptBadge(input, { ...options, darkStyle: 'none' });
  if (scheme !== 'dark') throw new TypeError(`badge scheme must be "light" or "dark", got ${JSON.stringify(scheme)}`);
  const receipt = typeof input === 'string' ? undefined : input;
  const state = typeof input === 'string' ? input : badgeStateOf(input);
  if (!isBadgeState(state)) throw new TypeError(`unknown badge state ${JSON.stringify(input)}`);
  const terms = options.terms ?? BADGE_TERMS_EN;
  const label = options.label ?? terms.label;
  const id = receipt?.id ?? options.id;
  const subject = id ? fillTerm(terms.subject, { label, id }) : label;
  const dark = badgeDarkColors({ color: STATE_COLORS[state] });
  return renderBadge({
    label,
    message: terms.states[state],
    color: dark.message ?? STATE_COLORS[state],
    labelColor: dark.label ?? DEFAULT_LABEL_COLOR,
    title: fillTerm(terms.titles[state], { subject, label, ...(id ? { id } : {}) }),
    darkStyle: 'none',
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
  });
}
