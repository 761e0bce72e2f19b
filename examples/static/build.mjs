// Builds dist/: the Markdown page as HTML, the receipt's badge as a static SVG
// (`reasoning-badges`), and the elements as one script file for readers with
// JavaScript. The service is REASONING_URL (the embedded one by default);
// the receipt to show is RECEIPT_ID.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { marked } from 'marked';
import { receiptFallback } from './receipt-fallback.mjs';

const service = (process.env.REASONING_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
const receiptId = process.env.RECEIPT_ID;
if (!receiptId) throw new Error('Set RECEIPT_ID to the receipt this page shows.');
const urls = { baseUrl: `${service}/api`, receiptsUrl: `${service}/files`, appUrl: `${service}/app` };

mkdirSync('dist', { recursive: true });
execFileSync('npx', ['reasoning-badges', '--quiet', '--out', 'dist/badges', '--base-url', urls.baseUrl, receiptId], { stdio: 'inherit' });

const response = await fetch(`${urls.baseUrl}/receipts/${encodeURIComponent(receiptId)}`);
if (!response.ok) throw new Error(`GET receipt ${receiptId}: HTTP ${response.status}`);
const receipt = await response.json();

const card = `<reasoning-receipt receipt-id="${receipt.id}" verify>${receiptFallback(receipt, urls)}</reasoning-receipt>`;
const markdown = readFileSync('docs/index.md', 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => ({
  receipt_id: receipt.id,
  state: receipt.verified ? 'verified' : 'unverified',
  app_url: urls.appUrl,
  receipt_card: card,
  badge_width: badgeWidth(),
})[key]);

// The browser file a CDN serves (`reasoning-elements/cdn` in bundlers, a loader), with the chunks it imports for
// the elements a page shows: every file dist/integrity.json lists (which ones a page needs is decided in the browser).
const require = createRequire(import.meta.url);
const cdn = join(dirname(require.resolve('reasoning-elements/package.json')), 'dist');
copyFileSync(join(cdn, 'reasoning-elements.js'), 'dist/reasoning-elements.js');
mkdirSync('dist/chunks', { recursive: true });
for (const file of Object.keys(JSON.parse(readFileSync(join(cdn, 'integrity.json'), 'utf8')))) {
  if (file.startsWith('chunks/')) copyFileSync(join(cdn, file), join('dist', file));
}

writeFileSync(
  'dist/index.html',
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release notes</title>
<link rel="icon" href="data:,">
<meta name="reasoning:base-url" content="${urls.baseUrl}">
<meta name="reasoning:receipts-url" content="${urls.receiptsUrl}">
<meta name="reasoning:app-url" content="${urls.appUrl}">
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; } img { vertical-align: middle; }
  /* The card's height (with \`verify\`, at this column's width) from the first paint: before the script, and
     while the card loads and then adds the check's row, so the text below does not move. A stable scrollbar
     gutter keeps the centred column where it is if the page grows. */
  html { scrollbar-gutter: stable; }
  reasoning-receipt { display: block; min-height: 35.25rem; }</style>
<script type="module" src="reasoning-elements.js"></script>
</head>
<body>
<main>
${await marked.parse(markdown)}
<p><chain-badge receipt-id="${receipt.id}"><a href="${urls.appUrl}/receipts/${receipt.id}"><img src="badges/badge/${receipt.id}.svg" alt="receipt ${receipt.id}" width="${badgeWidth()}" height="20"></a></chain-badge></p>
</main>
</body>
</html>
`,
);

/** The badge file's own width, so the image has its size before it loads. */
function badgeWidth() {
  return /width="(\d+)"/.exec(readFileSync(`dist/badges/badge/${receipt.id}.svg`, 'utf8'))?.[1] ?? '120';
}
