// The app's two pages, written on the server. The elements come from reasoning-elements' own browser build
// (served from the package at /reasoning-elements/dist/), and read the service's address from the <meta> tags.
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const origin = (process.env.REASONING_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<meta name="reasoning:base-url" content="${escapeHtml(`${origin}/api`)}">
<meta name="reasoning:receipts-url" content="${escapeHtml(`${origin}/files`)}">
<meta name="reasoning:app-url" content="${escapeHtml(`${origin}/app`)}">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  nav { display: flex; gap: 1rem; }
  reasoning-receipt:not(:defined) { display: block; min-height: 37rem; }
</style>
<script type="module" src="/reasoning-elements/dist/reasoning-elements.js"></script>
</head>
<body>
<nav><a href="/">Receipt</a> <a href="/console">Console</a></nav>
<main>
${body}
</main>
</body>
</html>`;
}

export function receiptPage(receiptId) {
  const id = escapeHtml(receiptId);
  return page(
    'Receipt (Express)',
    `<h1>Receipts in an Express app</h1>
<reasoning-receipt receipt-id="${id}" verify></reasoning-receipt>
<p>The badge: <chain-badge receipt-id="${id}"></chain-badge></p>`,
  );
}

export function consolePage(user) {
  return page(
    'Console (Express)',
    `<h1>Ask the Reasoning Service</h1>
<p>Signed in as ${escapeHtml(user ?? 'nobody')}. Runs go through this app's proxy middleware, which adds the key on the server.</p>
<reasoning-console proxy-url="/proxy" session-name="notes"></reasoning-console>`,
  );
}
