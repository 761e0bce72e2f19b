// Docs screenshots of <reasoning-console> in front of the open-source Doorway
// server (docs/images/console-doorway-*.png): the recorded answer and a derived
// CONFLICT, typed into the console and sent through the real proxy with no key
// to the replay of the server (test/server/doorway-replay.ts); light, dark and
// 320 px wide.
//   node --import tsx test/browser/reasoning-console/screenshots-doorway.ts
import { mkdir } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import type { Page } from 'playwright-core';
import { createNodeFetch, createProxy } from '../../../packages/proxy/src/node.js';
import { doorwayCases } from '../../fixtures/real/doorway.js';
import { loadRecording, startDoorwayReplay } from '../../server/doorway-replay.js';
import { DOCS_IMAGES as OUT, elementScript, failOnPageErrors, launchChromium, servePage } from '../../helpers/screenshots.js';

const script = await elementScript('elements/reasoning-console/define.ts');

const replay = await startDoorwayReplay();
const upstreamFetch = createNodeFetch();
const proxy = createProxy({ upstream: replay.url, basePath: '/proxy', fetch: upstreamFetch, log: () => {} });
const server = await servePage(script, '/console.js', getRequestListener(proxy.fetch));
const origin = server.origin;

const page = (dark: boolean) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>console</title>
<meta name="viewport" content="width=device-width">
<style>body{margin:0;padding:16px;font-family:system-ui;background:${dark ? '#010409' : '#f3f4f6'}}</style>
<script type="module" src="/console.js"></script></head>
<body><reasoning-console proxy-url="/proxy" theme="${dark ? 'dark' : 'light'}" storage-key="docs"></reasoning-console></body></html>`;

const browser = await launchChromium();
await mkdir(OUT, { recursive: true });
const cases = doorwayCases(loadRecording('doorway-run-200.json'));

async function turn(tab: Page, input: string, n: number) {
  const area = tab.locator('reasoning-console textarea');
  await area.fill(input);
  await area.press('Enter');
  await tab.waitForFunction((count) => document.querySelector('reasoning-console')!.shadowRoot!.querySelectorAll('article.turn').length === count, n);
}

async function shot(name: string, dark: boolean, width: number, inputs: string[]) {
  server.setPage(page(dark));
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light', deviceScaleFactor: 2 });
  const tab = await context.newPage();
  failOnPageErrors(tab);
  await tab.goto(`${origin}/page`);
  await tab.locator('reasoning-console input[name="session_name"]').fill('demo-session');
  for (const [i, input] of inputs.entries()) await turn(tab, input, i + 1);
  await tab.locator('body').screenshot({ path: new URL(`console-doorway-${name}.png`, OUT).pathname });
  await context.close();
  console.log(`docs/images/console-doorway-${name}.png`);
}

const recorded = cases[0]!.input;
const conflict = cases.find((c) => c.body.status === 'CONFLICT')!.input;
await shot('light', false, 760, [recorded]);
await shot('dark', true, 760, [recorded, conflict]);
await shot('320', false, 320, [recorded]);

await browser.close();
await server.close();
await upstreamFetch.close();
await replay.close();
