// Screenshots of the elements in other languages, right-to-left ones first: <reasoning-receipt> (with its
// session and the browser check) and <reasoning-console> (turns and an error panel) in Arabic, Hebrew,
// Japanese and German, against the test stack on 127.0.0.1, to look at by eye.
//   node --import tsx test/browser/i18n/screenshots.ts [out-dir]   (default /tmp/i18n-screenshots; docs/i18n.md uses docs/images/i18n-*.png)
import { mkdir } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import { createTestStack, runTurn, TEST_INPUTS } from '../../server/stack.js';
import { elementScript, failOnPageErrors, launchChromium, servePage } from '../../helpers/screenshots.js';

const out = new URL(`${(process.argv[2] ?? '/tmp/i18n-screenshots').replace(/\/?$/, '/')}`, 'file:///');
const script = (await elementScript('define.ts')).replace(/^/, '');

const page = (lang: string, dir: string, body: string) => `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${lang}</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:#f3f4f6}reasoning-receipt,reasoning-console{margin-bottom:24px}</style>
<script type="module" src="/elements.js"></script></head><body>${body}</body></html>`;

const stack = createTestStack();
const server = await servePage(script, '/elements.js', getRequestListener(stack.fetch));
const origin = server.origin;

const run = (session: string, input?: string) => runTurn(origin, session, input);

const verified = (await run('i18n-review'), await run('i18n-review'));
await stack.service.settle();
const pending = await run('i18n-draft');

const browser = await launchChromium();
await mkdir(out, { recursive: true });

async function shot(name: string, lang: string, dir: string, body: string, width: number, act?: (tab: import('playwright-core').Page) => Promise<void>) {
  server.setPage(page(lang, dir, body));
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1.5 });
  const tab = await context.newPage();
  failOnPageErrors(tab);
  await tab.goto(`${origin}/page`);
  await tab.waitForFunction(() =>
    [...document.querySelectorAll('reasoning-receipt')].every((el) => {
      const card = el.shadowRoot?.querySelector('.card');
      return card && !el.shadowRoot!.querySelector('.state.tone-pending .word')?.textContent?.includes('…');
    }),
  );
  if (act) await act(tab);
  await tab.waitForTimeout(300);
  await tab.locator('body').screenshot({ path: new URL(`${name}.png`, out).pathname });
  await context.close();
  console.log(new URL(`${name}.png`, out).pathname);
}

const receipts = `<reasoning-receipt receipt-id="${verified}" with-session verify></reasoning-receipt>
<reasoning-receipt receipt-id="${verified}" compact verify></reasoning-receipt>
<reasoning-receipt receipt-id="${pending}" compact refresh="0"></reasoning-receipt>`;

async function consoleTurns(tab: import('playwright-core').Page) {
  const area = tab.locator('reasoning-console textarea');
  for (const [i, input] of [TEST_INPUTS.ground, TEST_INPUTS.bridge].entries()) {
    await area.fill(input);
    await area.press('Enter');
    await tab.waitForFunction((n) => document.querySelector('reasoning-console')!.shadowRoot!.querySelectorAll('article.turn').length === n, i + 1);
  }
  await tab.evaluate(() => document.querySelector('reasoning-console')!.setAttribute('proxy-url', '/nowhere'));
  await area.fill('?');
  await area.press('Enter');
  await tab.waitForFunction(() => document.querySelector('reasoning-console')!.shadowRoot!.querySelector('.problem'));
}

const consoleBody = (key: string) => `<reasoning-console proxy-url="/proxy" storage-key="${key}"></reasoning-console>`;

for (const [lang, dir] of [['ar', 'rtl'], ['he', 'rtl'], ['ja', 'ltr'], ['de', 'ltr']] as const) {
  await shot(`receipt-${lang}`, lang, dir, receipts, 720);
  await shot(`console-${lang}`, lang, dir, consoleBody(`shots-${lang}`), 760, consoleTurns);
}
await shot('receipt-ar-320', 'ar', 'rtl', `<reasoning-receipt receipt-id="${verified}" with-session verify></reasoning-receipt>`, 368);

await browser.close();
await server.close();
