// Docs screenshots of <reasoning-console> (docs/images/console-*.png): a
// three-turn session (GROUND, BRIDGE with its bridge, CONFLICT with its alert)
// typed into the console and sent through the real proxy to the embedded
// service of the test stack, light and dark.
//   node --import tsx test/browser/reasoning-console/screenshots.ts          (element bundled from source)
//   node --import tsx test/browser/reasoning-console/screenshots.ts --dist   (the built CDN file; run `npm run build` first)
import { mkdir } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import type { Page } from 'playwright-core';
import { createTestStack, TEST_INPUTS } from '../../server/stack.js';
import { DOCS_IMAGES as OUT, elementScript, failOnPageErrors, launchChromium, servePage } from '../../helpers/screenshots.js';

const script = await elementScript('elements/reasoning-console/define.ts', { dist: process.argv.includes('--dist') });

const page = (dark: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>console</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:${dark ? '#010409' : '#f3f4f6'}}</style>
<script type="module" src="/console.js"></script></head>
<body><reasoning-console proxy-url="/proxy" ${dark ? 'theme="dark"' : 'theme="light"'} storage-key="docs"></reasoning-console></body></html>`;

const stack = createTestStack();
const server = await servePage(script, '/console.js', getRequestListener(stack.fetch));
const origin = server.origin;
const browser = await launchChromium();
await mkdir(OUT, { recursive: true });

async function turn(tab: Page, input: string, n: number) {
  const area = tab.locator('reasoning-console textarea');
  await area.fill(input);
  await area.press('Enter');
  await tab.waitForFunction((count) => document.querySelector('reasoning-console')!.shadowRoot!.querySelectorAll('article.turn').length === count, n);
}

async function shot(name: string, dark: boolean, session: string) {
  server.setPage(page(dark));
  const context = await browser.newContext({ viewport: { width: 760, height: 900 }, colorScheme: dark ? 'dark' : 'light', deviceScaleFactor: 2 });
  const tab = await context.newPage();
  failOnPageErrors(tab);
  await tab.goto(`${origin}/page`);
  await tab.locator('reasoning-console input[name="session_name"]').fill(session);
  await turn(tab, TEST_INPUTS.ground, 1);
  await turn(tab, TEST_INPUTS.bridge, 2);
  await turn(tab, TEST_INPUTS.conflict, 3);
  // The badges load their receipts; give them a moment to draw.
  await tab.waitForTimeout(600);
  await tab.locator('reasoning-console textarea').fill('What follows if demand falls further?');
  await tab.locator('body').screenshot({ path: new URL(`console-${name}.png`, OUT).pathname });
  await context.close();
  console.log(`docs/images/console-${name}.png`);
}

await shot('light', false, 'pricing-review');
await shot('dark', true, 'pricing-review-dark');

await browser.close();
await server.close();
await stack.close();
