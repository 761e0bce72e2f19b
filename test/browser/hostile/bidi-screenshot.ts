// Screenshot of a receipt whose id, chain id and attest id carry bidi controls,
// before (controls shown raw, as the elements once did) and after the fix.
//   node --import tsx test/browser/hostile/bidi-screenshot.ts        -> docs/images/bidi-safe.png
//   node --import tsx test/browser/hostile/bidi-screenshot.ts --before -> /tmp/bidi-before.png (for comparison)
import { createServer } from 'node:http';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import { receipt, session } from '../../fixtures/resources.js';

const before = process.argv.includes('--before');
const SHARED = new URL('../../../src/elements/shared/', import.meta.url).pathname;

// "Before": both text helpers replaced by pass-throughs, so values render raw.
const rawText: Plugin = {
  name: 'raw-text',
  setup(b) {
    b.onResolve({ filter: /(^|\/)text\.js$/ }, () => ({ path: 'raw-text', namespace: 'raw' }));
    b.onLoad({ filter: /.*/, namespace: 'raw' }, () => ({
      resolveDir: SHARED,
      loader: 'ts',
      contents: `import { html } from 'lit';
        export const neutralizeBidi = (s: string) => s;
        export const hasBidiControls = () => false;
        export const bidiMarker = (s: string) => s;
        export const shown = (v: unknown) => html\`\${String(v)}\`;`,
    }));
  },
};

const bundle = await build({
  entryPoints: [new URL('../../../src/elements/reasoning-receipt/define.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  write: false,
  minify: true,
  tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname,
  plugins: before ? [rawText] : [],
});

const SID = '550e8400-e29b-41d4-a716-446655440000';
const answers: Record<string, unknown> = {
  '/api/receipts/rcpt_bidi': receipt({ id: 'rcpt_evil\u202egpj.exe', chain_id: 'chain_\u2067main\u2069 ok', attest_id: 'att_\u202e9876', verified: false }),
  [`/api/sessions/${SID}`]: session({ title: 'סיכום השיחה (Hebrew title)', receipt_id: 'rcpt_evil\u202egpj.exe', chain_id: 'chain_\u2067main\u2069 ok' }),
};
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bidi</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:#f3f4f6}</style>
<script type="module" src="/receipt.js"></script></head><body>
<reasoning-receipt receipt-id="rcpt_bidi" base-url="/api" refresh="0" with-session></reasoning-receipt></body></html>`;

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/receipt.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.outputFiles[0]!.text);
  if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  const json = answers[path];
  if (json) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"not found"}');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const tab = await browser.newPage({ viewport: { width: 700, height: 600 } });
  await tab.goto(`${origin}/`);
  await tab.waitForFunction(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state?: string })?.state === 'loaded');
  await tab.waitForTimeout(200);
  const out = before ? '/tmp/bidi-before.png' : new URL('../../../docs/images/bidi-safe.png', import.meta.url).pathname;
  await tab.locator('reasoning-receipt').screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
  server.close();
}
