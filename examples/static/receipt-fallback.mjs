// The receipt as plain HTML, for readers without JavaScript and for search
// engines: its id, its state and a link to its page. Written inside the
// element, where it shows until the element upgrades.
const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function receiptFallback(receipt, { appUrl }) {
  const id = escapeHtml(receipt.id);
  const state = receipt.verified ? 'verified' : 'unverified (attestation pending)';
  return (
    `<p><a href="${escapeHtml(`${appUrl}/receipts/${encodeURIComponent(receipt.id)}`)}">Receipt <code>${id}</code></a>: ` +
    `<strong>${state}</strong>. Chain <code>${escapeHtml(receipt.chain_id)}</code>, ` +
    `${Number(receipt.chain_length)} turns, root <code>${escapeHtml(receipt.chain_root)}</code>.</p>`
  );
}
