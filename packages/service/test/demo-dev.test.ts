/**
 * `npm start` (the Vite dev server over demo/) serves the same site as the built demo
 * (demo.test.ts): every page, every link in them, the mounted service and proxy, and
 * custom-elements.json as a module.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { demoPages } from '../../../demo/build.js';

const ROOT = new URL('../../..', import.meta.url).pathname;
/** Every page of the site, as it is served. */
const ALL_PAGES = Object.keys(demoPages).map((name) => (name === 'index' ? '/' : `/${name}.html`));

describe('npm start (the Vite dev server) serves the same site', () => {
  let dev: ViteDevServer | undefined;
  let devOrigin: string;

  before(async () => {
    dev = await createServer({
      configFile: join(ROOT, 'vite.config.ts'),
      root: join(ROOT, 'demo'),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false, watch: null },
    });
    await dev.listen();
    const address = dev.httpServer!.address();
    assert.ok(address && typeof address === 'object');
    devOrigin = `http://127.0.0.1:${address.port}`;
  });

  after(async () => {
    await dev?.close();
  });

  it('answers every page, every link in them, the mounted service and a receipt page', async () => {
    const run = await fetch(`${devOrigin}/proxy/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'A feedback loop amplifies each cycle.', session_name: 'dev-server-test' }),
    });
    assert.equal(run.status, 200, 'the proxy is mounted on the dev server');
    const { receipt } = (await run.json()) as { receipt: { id: string } };
    const targets = new Set<string>([`/app/receipts/${receipt.id}`, `/api/receipts/${receipt.id}`, '/samples/xy3.chain.json']);
    for (const path of ALL_PAGES) {
      const response = await fetch(devOrigin + path);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.match(html, /<nav class="site-nav"/, `${path} is the demo page`);
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"{]*)"/g)) targets.add(href!);
      for (const [, src] of html.matchAll(/<img [^>]*src="(\/images\/[^"]*)"/g)) targets.add(src!);
    }
    for (const target of targets) {
      const response = await fetch(devOrigin + target);
      await response.arrayBuffer();
      assert.equal(response.status, 200, target);
    }
  });

  it('serves custom-elements.json to the demo as a module', async () => {
    const response = await fetch(`${devOrigin}/@id/__x00__virtual:reasoning-manifest`);
    assert.equal(response.status, 200);
    const code = await response.text();
    for (const tag of ['reasoning-receipt', 'chain-badge', 'reasoning-console']) assert.ok(code.includes(`"tagName": "${tag}"`), tag);
  });
});
