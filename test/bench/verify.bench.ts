/**
 * verifyChain on a 10,000-entry signed xycore chain (built with node:crypto), in headless Chromium
 * through playwright-core, from src/client bundled and minified as the CDN build is. Beside it, the floor on the same page:
 * WebCrypto SHA-256 of exactly the bytes the check hashes (y_state text, link text) and raw Ed25519
 * verifies of exactly the signed messages, batched alike. `--runs N` runs each (default 3), alternating, medians.
 *   - whole chain: from call to result; goal < 3 s
 *   - longest main-thread task while checking (PerformanceObserver 'longtask'); goal <= 50 ms
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildXycoreChain, newKeys, rawPublicKey } from '../fixtures/xycore.js';
import { bundleAlone } from '../../scripts/bundle-size.js';
import { alternating, median } from './measure.js';
import type { BenchRow } from './types.js';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';

const ENTRIES = 10_000;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>verify bench</title></head><body>
<script type="module">
import { verifyChain, pythonJsonDumps } from '/client.js';
const longTasks = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const chain = await (await fetch('/chain.json')).json();
const key = chain.entries[0].public_key;
const enc = new TextEncoder();
const b64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
async function timed(work) {
  await settle();
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  await settle();
  const tasks = longTasks.filter((t) => t.startTime + t.duration >= start && t.startTime <= start + ms);
  return { ms, value, longest: Math.max(0, ...tasks.map((t) => t.duration)), longTasks: tasks.length };
}
async function batched(work) {
  for (let start = 0; start < chain.entries.length; start += 200) {
    await Promise.all(chain.entries.slice(start, start + 200).map(work));
    await scheduler.yield();
  }
}
window.bench = {
  ours: () => timed(async () => {
    const check = await verifyChain({ chain, trustedKeys: [key] });
    if (!check.ok || check.signatures.valid !== chain.entries.length) throw new Error(check.problems.join('; '));
    return check.links;
  }),
  hashes: () => timed(() => batched(async (e) => {
    await crypto.subtle.digest('SHA-256', enc.encode(pythonJsonDumps(e.y_state)));
    await crypto.subtle.digest('SHA-256', enc.encode(e.x + ':' + e.operation + ':' + e.y + ':' + e.timestamp));
  })),
  verifies: async () => {
    const cryptoKey = await crypto.subtle.importKey('raw', b64(key), { name: 'Ed25519' }, false, ['verify']);
    return timed(() => batched(async (e) => {
      const ok = await crypto.subtle.verify({ name: 'Ed25519' }, cryptoKey, b64(e.signature), enc.encode(e.x + ':' + e.operation + ':' + e.y + ':' + e.xy));
      if (!ok) throw new Error('floor: a signature did not verify');
    }));
  },
};
document.title = 'ready';
</script></body></html>`;

/** Serves the page, the chain, and the client bundle with the chunks it imports on demand (its words, its error reader). */
async function serve(chainJson: string, clientDir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (path === '/chain.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(chainJson);
    const file = path === '/client.js' ? 'bundle.js' : /^\/([\w.-]+\.js)$/.exec(path)?.[1];
    if (file) {
      readFile(join(clientDir, file)).then(
        (code) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(code),
        () => res.writeHead(404).end(),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

interface Timed { ms: number; longest: number; longTasks: number }

export default async function verifyBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'reasoning-verify-bench-'));
  await bundleAlone('src/client/index.ts', join(dir, 'out'));
  const keys = newKeys();
  const chain = buildXycoreChain(ENTRIES, keys);
  if (chain.entries[0]!.public_key !== rawPublicKey(keys.publicKey)) throw new Error('verify bench: the chain is not signed');
  const { server, url } = await serve(JSON.stringify(chain), join(dir, 'out'));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    const page: Page = await (await browser.newContext()).newPage();
    await page.goto(url);
    await page.waitForFunction('document.title === "ready"', undefined, { timeout: 60_000 });
    // Alternating order, so neither side always runs on a warmer page.
    const run = (which: string) => async () => (await page.evaluate(`window.bench.${which}()`)) as Timed;
    const { ours, hashes, verifies } = await alternating({ ours: run('ours'), hashes: run('hashes'), verifies: run('verifies') });
    const oursMs = median(ours.map((r) => r.ms));
    const hashMs = median(hashes.map((r) => r.ms));
    const verifyMs = median(verifies.map((r) => r.ms));
    const floorMs = hashMs + verifyMs;
    return [
      { name: `verifyChain, ${ENTRIES.toLocaleString('en-US')} signed xycore entries in Chromium: whole chain (goal < 3,000)`, ours: oursMs, floor: floorMs, floorName: 'SHA-256 + Ed25519 of the same bytes', unit: 'ms', better: 'lower' },
      { name: 'verifyChain links checked per second', ours: ENTRIES / (oursMs / 1000), floor: ENTRIES / (hashMs / 1000), floorName: 'SHA-256 of the same bytes', unit: 'links/s', better: 'higher' },
      { name: 'verifyChain signatures checked per second', ours: ENTRIES / (oursMs / 1000), floor: ENTRIES / (verifyMs / 1000), floorName: 'raw WebCrypto Ed25519 verify', unit: 'signatures/s', better: 'higher' },
      { name: 'verifyChain longest main-thread task while checking (goal <= 50)', ours: median(ours.map((r) => r.longest)), floor: median(verifies.map((r) => r.longest)), floorName: 'raw Ed25519 verify, same batches', unit: 'ms', better: 'lower' },
      { name: 'verifyChain main-thread tasks over 50 ms', ours: median(ours.map((r) => r.longTasks)), unit: 'tasks', better: 'lower' },
    ];
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  }
}
