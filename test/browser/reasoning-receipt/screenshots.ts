// Docs screenshots of <reasoning-receipt> (docs/images/receipt-*.png), against the test stack on
// 127.0.0.1: real receipts from the embedded service, the element bundled from source with esbuild.
//   node --import tsx test/browser/reasoning-receipt/screenshots.ts          (element bundled from source)
//   node --import tsx test/browser/reasoning-receipt/screenshots.ts --dist   (the built CDN file; run `npm run build` first)
import { mkdir } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import { createTestStack, runTurn } from '../../server/stack.js';
import { DOCS_IMAGES as OUT, elementScript, failOnPageErrors, launchChromium, servePage } from '../../helpers/screenshots.js';

const script = await elementScript('elements/reasoning-receipt/define.ts', { dist: process.argv.includes('--dist') });

const page = (body: string, dark = false) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>receipt</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:#f3f4f6}body.dark{background:#010409}
reasoning-receipt{margin-bottom:24px}</style>
<script type="module" src="/receipt.js"></script></head><body class="${dark ? 'dark' : ''}">${body}</body></html>`;

const stack = createTestStack();
const server = await servePage(script, '/receipt.js', getRequestListener(stack.fetch));
const origin = server.origin;

const run = (session: string, input?: string) => runTurn(origin, session, input);

const verified = (await run('pricing-review'), await run('pricing-review'), await run('pricing-review'));
await stack.service.settle(); // every chain's current root attested

const browser = await launchChromium();
await mkdir(OUT, { recursive: true });

async function shot(name: string, body: string, width: number, options: { dark?: boolean } = {}) {
  server.setPage(page(body, options.dark));
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: options.dark ? 'dark' : 'light', deviceScaleFactor: 2 });
  const tab = await context.newPage();
  failOnPageErrors(tab);
  await tab.goto(`${origin}/page`);
  await tab.waitForFunction(() =>
    [...document.querySelectorAll('reasoning-receipt')].every((el) => {
      const t = el.shadowRoot?.textContent ?? '';
      return /Verified|Not yet verified|not found|No receipt/.test(t) && !/Checking the chain/.test(t);
    }),
  );
  await tab.waitForTimeout(200);
  await tab.locator('body').screenshot({ path: new URL(`receipt-${name}.png`, OUT).pathname });
  await context.close();
  console.log(`docs/images/receipt-${name}.png`);
}

const card = (attrs: string) => `<reasoning-receipt receipt-id="${verified}" ${attrs}></reasoning-receipt>`;
await shot('light', card('with-session verify'), 680);
await shot('dark', card('with-session verify theme="dark"'), 680, { dark: true });
await shot('compact', `${card('compact verify')}<reasoning-receipt receipt-id="${await run('draft')}" compact refresh="0"></reasoning-receipt>`, 680);
await shot('error', '<reasoning-receipt receipt-id="rcpt_missing"></reasoning-receipt>', 680);
await shot('320', card('with-session verify'), 368);

await browser.close();
await server.close();
await stack.close();
