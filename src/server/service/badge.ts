/**
 * Badge SVG for a receipt. Placeholder until src/badge is available; it is
 * swapped for the shared `receiptBadge()` so every badge looks alike.
 */
import type { Receipt } from '../../spec/index.js';

export function badgeSvg(receipt: Pick<Receipt, 'id' | 'verified'>): string {
  const state = receipt.verified ? 'verified' : 'unverified';
  const color = receipt.verified ? '#1a7f37' : '#9a6700';
  const title = `receipt ${receipt.id.replace(/[^A-Za-z0-9_.-]/g, '')}: ${state}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="20" role="img" aria-label="${title}"><title>${title}</title>` +
    `<rect width="56" height="20" fill="#555"/><rect x="56" width="74" height="20" fill="${color}"/>` +
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11"><text x="6" y="14">receipt</text><text x="62" y="14">${state}</text></g></svg>`
  );
}
