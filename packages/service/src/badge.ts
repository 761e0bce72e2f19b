/** Badge SVG for a receipt, from the shared src/badge so every badge looks alike. */
import { receiptBadge, type BadgeReceipt, type BadgeState } from 'reasoning-elements/badge';

export function badgeSvg(receipt: BadgeReceipt): string {
  return receiptBadge(receipt);
}

/** Badge for a state with no receipt behind it (e.g. an unknown id). */
export function stateBadgeSvg(state: BadgeState): string {
  return receiptBadge(state);
}
