/**
 * A receipt's badge fixed in one colour scheme, for images that cannot follow
 * the viewer's (a README's `<picture>` picks one by `prefers-color-scheme`,
 * a PNG is drawn once): light is the badge's own fills, dark the fills its
 * `<style>` would switch to (`badgeDarkColors`). Neither carries a `<style>`.
 */
import { badgeDarkColors, DEFAULT_LABEL_COLOR, renderBadge } from './render.js';
import { badgeParts, receiptBadge, type BadgeReceipt, type BadgeState, type ReceiptBadgeOptions } from './receipt.js';

export type BadgeScheme = 'light' | 'dark';

export function receiptBadgeIn(scheme: BadgeScheme, input: BadgeReceipt | BadgeState, options: Omit<ReceiptBadgeOptions, 'darkStyle'> = {}): string {
  if (scheme === 'light') return receiptBadge(input, { ...options, darkStyle: 'none' });
  if (scheme !== 'dark') throw new TypeError(`badge scheme must be "light" or "dark", got ${JSON.stringify(scheme)}`);
  const { outcome: _, ...parts } = badgeParts(input, options);
  const dark = badgeDarkColors({ color: parts.color });
  return renderBadge({
    ...parts,
    color: dark.message ?? parts.color,
    labelColor: dark.label ?? DEFAULT_LABEL_COLOR,
    darkStyle: 'none',
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
  });
}
