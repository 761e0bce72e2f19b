/**
 * A receipt written into the page at build time as the badge's JSON child,
 * `<script type="application/json">{"receipt": …}</script>` (see
 * shared/inline-data.ts), read as data and checked for what a badge shows,
 * the same way as a loaded one: the badge ships no schema library.
 */
import { readForBadge, type BadgeReceiptData } from '../../client/badge-read.js';

export function readInlineBadgeReceipt(host: Element): BadgeReceiptData | undefined {
  // The children, not a selector query: a page upgrades a thousand badges at once, most with no child.
  let script: Element | undefined;
  for (const child of host.children ?? []) {
    if (child.localName === 'script' && child.getAttribute('type') === 'application/json') {
      script = child;
      break;
    }
  }
  if (!script?.textContent) return undefined;
  try {
    return readForBadge((JSON.parse(script.textContent) as { receipt?: unknown } | null)?.receipt);
  } catch {
    return undefined; // not JSON, or not a receipt: the badge loads as if nothing was given
  }
}
