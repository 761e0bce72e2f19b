/**
 * app_url page for one receipt: a proper title, link-preview meta tags, the
 * receipt's fields as plain HTML (meaningful without script) and the
 * <reasoning-receipt> element that upgrades it.
 */
import { escapeHtml } from '@reasoning-elements/protocol';
import type { Receipt } from 'reasoning-elements/spec';


export interface ReceiptPageInput {
  receipt: Receipt;
  /** Absolute URL of this page. */
  pageUrl: string;
  /** Absolute URL of the badge image. */
  badgeUrl: string;
  /** Module script that defines the elements. */
  elementsScript: string;
}

export function receiptPage({ receipt, pageUrl, badgeUrl, elementsScript }: ReceiptPageInput): string {
  const state = receipt.verified ? 'verified' : 'verification pending';
  const title = `Receipt ${receipt.id} (${state})`;
  const description = `Reasoning chain ${receipt.chain_id}: ${receipt.chain_length} turn${receipt.chain_length === 1 ? '' : 's'}, root ${receipt.chain_root}, ${state}.`;
  const rows: [string, string][] = [
    ['Receipt', receipt.id],
    ['Status', state],
    ['Session', `${receipt.session_id} (${receipt.session_type})`],
    ['Chain', receipt.chain_id],
    ['Chain root', receipt.chain_root],
    ['Chain length', String(receipt.chain_length)],
    ['Attestation', receipt.attest_id || 'pending'],
    ['Created', receipt.created_at],
  ];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(pageUrl)}">
<meta property="og:image" content="${e(badgeUrl)}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}">
<meta name="twitter:image" content="${e(badgeUrl)}">
<link rel="canonical" href="${e(pageUrl)}">
<link rel="icon" href="data:,">
<script type="module" src="${e(elementsScript)}"></script>
<style>
  :root { color-scheme: light dark; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1f2328; background: #f6f8fa; }
  main { max-width: 44rem; margin: 0 auto; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; border-radius: 8px; border: 1px solid #d0d7de; }
  dt { color: #59636e; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  footer { margin-top: 1rem; color: #59636e; font-size: .9rem; }
  @media (prefers-color-scheme: dark) { body { background: #0d1117; color: #e6edf3; } dl { background: #161b22; border-color: #30363d; } dt, footer { color: #9198a1; } }
</style>
</head>
<body>
<main>
<h1>Reasoning receipt</h1>
<reasoning-receipt receipt-id="${e(receipt.id)}" with-session verify>
<dl>
${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('\n')}
</dl>
</reasoning-receipt>
<footer><a href="${e(receipt.pdf_url)}">Download the receipt as PDF</a> · <img src="${e(badgeUrl)}" alt="receipt badge: ${e(state)}" height="20" style="vertical-align: middle"></footer>
</main>
</body>
</html>
`;
}
