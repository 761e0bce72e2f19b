// A build-time data loader: the receipt is read once when the site is built,
// so its id, state and link are in the HTML for readers without JavaScript.
import { defineLoader } from 'vitepress';
import { endpoints } from './.vitepress/service.js';

export interface ReceiptData {
  id: string;
  verified: boolean;
  state: string;
  chainId: string;
  chainLength: number;
  href: string;
  badge: string;
  /** The badge SVG's own size, written on the <img> so the page does not move when it loads. */
  badgeWidth: number;
  badgeHeight: number;
}

declare const data: ReceiptData;
export { data };

export default defineLoader({
  async load(): Promise<ReceiptData> {
    const id = process.env.RECEIPT_ID;
    if (!id) throw new Error('Set RECEIPT_ID to the receipt the page shows.');
    const response = await fetch(`${endpoints.baseUrl}/receipts/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`GET receipt ${id}: HTTP ${response.status}`);
    const receipt = (await response.json()) as { id: string; verified: boolean; chain_id: string; chain_length: number };
    const badge = `${endpoints.receiptsUrl}/badge/${encodeURIComponent(receipt.id)}.svg`;
    const svg = await fetch(badge).then((r) => (r.ok ? r.text() : ''));
    const size = (name: string, fallback: number) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1] ?? fallback);
    return {
      id: receipt.id,
      verified: receipt.verified,
      state: receipt.verified ? 'verified' : 'unverified (attestation pending)',
      chainId: receipt.chain_id,
      chainLength: receipt.chain_length,
      href: `${endpoints.appUrl}/receipts/${encodeURIComponent(receipt.id)}`,
      badge,
      badgeWidth: size('width', 120),
      badgeHeight: size('height', 20),
    };
  },
});
