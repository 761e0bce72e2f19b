// Screenshots of <reasoning-receipt verify> with a failed check, in Arabic and Hebrew (and German, to
// compare): one chain with an edited link, one receipt claiming a length its chain does not have, so
// the findings of both parts (the chain's, the claims') show. The test stack serves them, changed on
// the way out. To look at by eye.
//   node --import tsx test/browser/i18n/screenshots-check.ts [out-dir]   (default /tmp/i18n-check-screenshots)
import { mkdir } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import { createTestStack, runTurn } from '../../server/stack.js';
import { elementScript, failOnPageErrors, launchChromium, servePage } from '../../helpers/screenshots.js';

const out = new URL(`${(process.argv[2] ?? '/tmp/i18n-check-screenshots').replace(/\/?$/, '/')}`, 'file:///');
const script = await elementScript('define.ts');

const stack = createTestStack();
const edits: Array<(url: URL, body: Record<string, unknown>) => void> = [];

/** The stack's answers, with the edits below made to the JSON of the receipts and chains they name. */
const changed = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  if (!/^\/api\/(receipts|chains)\//.test(url.pathname)) return stack.fetch(request);
  // Asked for uncompressed, so the JSON can be read and changed.
  const headers = new Headers(request.headers);
  headers.delete('accept-encoding');
  const response = await stack.fetch(new Request(request.url, { method: request.method, headers }));
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json') || !/^\/api\/(receipts|chains)\//.test(url.pathname)) return response;
  const body = (await response.json()) as Record<string, unknown>;
  for (const edit of edits) edit(url, body);
  const answer = new Headers(response.headers);
  for (const name of ['content-length', 'content-encoding', 'etag']) answer.delete(name);
  return new Response(JSON.stringify(body), { status: response.status, headers: answer });
};

const page = (lang: string, dir: string, body: string) => `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${lang}</title>
<style>body{margin:0;padding:24px;font-family:system-ui;background:#f3f4f6}reasoning-receipt{margin-bottom:24px}</style>
<script type="module" src="/elements.js"></script></head><body>${body}</body></html>`;

const server = await servePage(script, '/elements.js', getRequestListener(changed));
const origin = server.origin;

const edited = (await runTurn(origin, 'check-shots-link'), await runTurn(origin, 'check-shots-link'), await runTurn(origin, 'check-shots-link'));
const claimed = (await runTurn(origin, 'check-shots-claim'), await runTurn(origin, 'check-shots-claim'));
await stack.service.settle();
const receipts = async (id: string) => (await (await stack.fetch(new Request(`${origin}/api/receipts/${id}`))).json()) as { chain_id: string };
const linkChain = (await receipts(edited)).chain_id;

// One byte of entry 1's y: the link fails, and with it the attestation of the old root.
edits.push((url, body) => {
  if (!url.pathname.startsWith(`/api/chains/${linkChain}`) || !Array.isArray(body.entries)) return;
  for (const entry of body.entries as Array<{ index: number; y: string }>) if (entry.index === 1) entry.y = (entry.y[0] === 'a' ? 'b' : 'a') + entry.y.slice(1);
});
// The receipt claims one link more than its chain has.
edits.push((url, body) => {
  if (url.pathname === `/api/receipts/${claimed}`) body.chain_length = Number(body.chain_length) + 1;
});

const browser = await launchChromium();
await mkdir(out, { recursive: true });

async function shot(name: string, lang: string, dir: string, width: number) {
  server.setPage(page(lang, dir, `<reasoning-receipt receipt-id="${edited}" verify refresh="0"></reasoning-receipt>
<reasoning-receipt receipt-id="${claimed}" verify refresh="0"></reasoning-receipt>`));
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1.5 });
  const tab = await context.newPage();
  failOnPageErrors(tab);
  await tab.goto(`${origin}/page`);
  // Both checks failed and their findings are shown in the page's words.
  await tab
    .waitForFunction(() => [...document.querySelectorAll('reasoning-receipt')].every((el) => el.shadowRoot?.querySelectorAll('[part="check"] li').length), undefined, { timeout: 15_000 })
    .catch(async (error: Error) => {
      const states = await tab.evaluate(() => [...document.querySelectorAll('reasoning-receipt')].map((el) => el.shadowRoot?.textContent?.replace(/\s+/g, ' ')));
      throw new Error(`${error.message}\n${states.join('\n')}`);
    });
  await tab.locator('body').screenshot({ path: new URL(`${name}.png`, out).pathname });
  const lines = await tab.evaluate(() =>
    [...document.querySelectorAll('reasoning-receipt')].map((el) => [...el.shadowRoot!.querySelectorAll('[part="check"] li')].map((li) => li.textContent)),
  );
  await context.close();
  console.log(new URL(`${name}.png`, out).pathname, JSON.stringify(lines));
}

for (const [lang, dir] of [['ar', 'rtl'], ['he', 'rtl'], ['de', 'ltr']] as const) await shot(`check-failed-${lang}`, lang, dir, 720);
await shot('check-failed-ar-360', 'ar', 'rtl', 360);

await browser.close();
await server.close();
