// Screenshot of a receipt whose id, chain id and attest id carry bidi controls,
// before (controls shown raw, as the elements once did) and after the fix.
//   node --import tsx test/browser/hostile/bidi-screenshot.ts        -> docs/images/bidi-safe.png
//   node --import tsx test/browser/hostile/bidi-screenshot.ts --before -> /tmp/bidi-before.png (for comparison)
import type { Plugin } from 'esbuild';
import { receipt, session } from '../../fixtures/resources.js';
import { elementScript, launchChromium, servePage } from '../../helpers/screenshots.js';

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

const script = await elementScript('elements/reasoning-receipt/define.ts', { plugins: before ? [rawText] : [] });

const SID = '550e8400-e29b-41d4-a716-446655440000';
const answers: Record<string, unknown> = {
  '/api/receipts/rcpt_bidi': receipt({ id: 'rcpt_evil\u202egpj.exe', chain_id: 'chain_\u2067main\u2069 ok', attest_id: 'att_\u202e9876', verified: false }),
  [`/api/sessions/${SID}`]: session({ title: 'סיכום השיחה (Hebrew title)', receipt_id: 'rcpt_evil\u202egpj.exe', chain_id: 'chain_\u2067main\u2069 ok' }),
};
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bidi</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:#f3f4f6}</style>
<script type="module" src="/receipt.js"></script></head><body>
<reasoning-receipt receipt-id="rcpt_bidi" base-url="/api" refresh="0" with-session></reasoning-receipt></body></html>`;

const server = await servePage(script, '/receipt.js', (req, res) => {
  const json = answers[req.url ?? '/'];
  if (json) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"not found"}');
});
server.setPage(page);
const browser = await launchChromium();
try {
  const tab = await browser.newPage({ viewport: { width: 700, height: 600 } });
  await tab.goto(`${server.origin}/page`);
  await tab.waitForFunction(() => (document.querySelector('reasoning-receipt') as HTMLElement & { state?: string })?.state === 'loaded');
  await tab.waitForTimeout(200);
  const out = before ? '/tmp/bidi-before.png' : new URL('../../../docs/images/bidi-safe.png', import.meta.url).pathname;
  await tab.locator('reasoning-receipt').screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
  await server.close();
}
