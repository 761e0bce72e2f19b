/** Badge SVG for a receipt, from the shared src/badge so every badge looks alike. */
import { receiptBadge, type BadgeReceipt, type BadgeState } from 'reasoning-elements/badge';

export function badgeSvg(receipt: BadgeReceipt): string {
  return receiptBadge(receipt);
}

/** Badge for an outcome with no receipt behind it (e.g. not-found for an unknown id; an old state name is its outcome). */
export function stateBadgeSvg(state: BadgeState): string {
  return receiptBadge(state);
}
