/**
 * A page of 1,000 `<chain-badge>` over 100 receipts (the built CDN file,
 * dist/reasoning-elements.js), measured in headless Chromium through
 * playwright-core, beside the same page made of 1,000 `<img>` badge links
 * (the seed's embed form, `/files/badge/<id>.svg`). Both pages are served by
 * the embedded stack on 127.0.0.1, in a fresh browser context each time (no
 * cache), three times each; the median is reported.
 *   - requests: every request the page made (the page itself included)
 *   - time until final: from navigation start until every badge shows a
 *     final state (verified/unverified/unknown/error), or every image loaded
 *   - JS heap: used JS heap after a forced garbage collection
 *   - long tasks: main-thread tasks over 50 ms (PerformanceObserver 'longtask')
 *     from navigation until final, as their total time and their total beyond
 *     50 ms each (Lighthouse's "total blocking time" measure)
 * The two pages are measured in alternating order, round after round.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createStack } from '../../src/server/stack.js';
import { listen } from '../../src/server/adapters/node.js';
import type { BenchRow } from './types.js';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';

const BADGES = 1000;
const RECEIPTS = 100;
const RUNS = 3;
const KEY = 'page-bench-key';
const CDN = 'dist/reasoning-elements.js';

interface PageFigures {
  requests: number;
  finalMs: number;
  heapMB: number;
  longTaskMs: number;
  blockingMs: number;
}

/** Installed before any page script: records every long task from the start. */
const LONG_TASKS = `window.__long = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });`;

function page(body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${head}</head><body>${body}</body></html>`;
}

async function measure(browser: Browser, url: string, isFinal: string, allGood: string): Promise<PageFigures> {
  const context = await browser.newContext();
  await context.addInitScript(LONG_TASKS);
  const tab = await context.newPage();
  let requests = 0;
  tab.on('request', () => requests++);
  await tab.goto(url, { waitUntil: 'domcontentloaded' });
  // The predicate runs in the page; it notes the moment it first holds.
  await tab.waitForFunction(`(() => { if (window.__final) return true; if (${isFinal}) { window.__final = performance.now(); return true; } return false; })()`, undefined, {
    polling: 5,
    timeout: 60_000,
  });
  const finalMs = (await tab.evaluate('window.__final')) as number;
  const long = ((await tab.evaluate('window.__long')) as { start: number; duration: number }[]).filter((t) => t.start < finalMs);
  const longTaskMs = long.reduce((n, t) => n + t.duration, 0);
  const blockingMs = long.reduce((n, t) => n + Math.max(0, t.duration - 50), 0);
  // Final must mean shown: every badge verified, every image drawn.
  if (!(await tab.evaluate(allGood))) throw new Error(`page bench: ${url} ended with badges that are not all verified`);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return { requests, finalMs, heapMB: heap.usedSize / 2 ** 20, longTaskMs, blockingMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function pageBench(): Promise<BenchRow[]> {
  if (!existsSync(CDN)) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('page bench: npm run build failed');
  }
  const dir = await mkdtemp(join(tmpdir(), 'reasoning-page-bench-'));
  const stack = createStack({
    env: {},
    proxy: { rateLimit: false },
    service: { memory: true, keys: [{ key: KEY, tier: 'asi' }], attestDelayMs: 0, log: () => {} },
    static: [
      { prefix: '/bench/', dir },
      { prefix: '/dist/', dir: 'dist' },
    ],
  });
  const server = await listen(stack, { port: 0 });
  let browser: Browser | undefined;
  try {
    // 100 receipts: one turn in each of 100 sessions, all attested.
    const ids: string[] = [];
    for (let i = 0; i < RECEIPTS; i++) {
      const res = await fetch(`${server.url}/api/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        body: JSON.stringify({ input: `Demand leads to supply because prices move (${i}).`, session_name: `bench-${i}` }),
      });
      ids.push(((await res.json()) as { receipt: { id: string } }).receipt.id);
    }
    await stack.service.settle();
    const badges = Array.from({ length: BADGES }, (_, i) => `<chain-badge receipt-id="${ids[i % RECEIPTS]}"></chain-badge>`).join('\n');
    const images = Array.from({ length: BADGES }, (_, i) => {
      const id = ids[i % RECEIPTS];
      return `<a href="/app/receipts/${id}"><img src="/files/badge/${id}.svg" alt="receipt ${id}" height="20"></a>`;
    }).join('\n');
    await writeFile(join(dir, 'badges.html'), page(badges, `<script type="module" src="/dist/reasoning-elements.js"></script>`));
    await writeFile(join(dir, 'images.html'), page(images));

    browser = await chromium.launch(chromiumLaunchOptions());
    const badgesFinal = `(() => { const all = document.querySelectorAll('chain-badge'); if (all.length !== ${BADGES}) return false; for (const el of all) { const s = el.shadowRoot?.querySelector('[part="badge"]')?.getAttribute('data-state'); if (!s || s === 'loading') return false; } return true; })()`;
    const badgesVerified = `[...document.querySelectorAll('chain-badge')].every((el) => el.shadowRoot.querySelector('[part="badge"]').getAttribute('data-state') === 'verified')`;
    const imagesFinal = `(() => { const all = document.images; if (all.length !== ${BADGES}) return false; for (const img of all) if (!img.complete || img.naturalWidth === 0) return false; return true; })()`;
    const ours: PageFigures[] = [];
    const peer: PageFigures[] = [];
    const runOurs = async () => ours.push(await measure(browser!, `${server.url}/bench/badges.html`, badgesFinal, badgesVerified));
    const runPeer = async () => peer.push(await measure(browser!, `${server.url}/bench/images.html`, imagesFinal, imagesFinal));
    for (let r = 0; r < RUNS; r++) {
      if (r % 2 === 0) {
        await runOurs();
        await runPeer();
      } else {
        await runPeer();
        await runOurs();
      }
    }
    const medians = (runs: PageFigures[]): PageFigures => ({
      requests: median(runs.map((f) => f.requests)),
      finalMs: median(runs.map((f) => f.finalMs)),
      heapMB: median(runs.map((f) => f.heapMB)),
      longTaskMs: median(runs.map((f) => f.longTaskMs)),
      blockingMs: median(runs.map((f) => f.blockingMs)),
    });
    const o = medians(ours);
    const p = medians(peer);
    const line = (f: PageFigures) =>
      `${f.requests} requests, final at ${f.finalMs.toFixed(0)} ms, long tasks ${f.longTaskMs.toFixed(0)} ms (blocking ${f.blockingMs.toFixed(0)} ms), heap ${f.heapMB.toFixed(1)} MB`;
    process.stderr.write(`  <chain-badge> page: ${line(o)}\n`);
    process.stderr.write(`  <img> page: ${line(p)}\n`);
    const peerName = `${BADGES.toLocaleString('en')} <img> badge links`;
    return [
      { name: `page of ${BADGES.toLocaleString('en')} <chain-badge> over ${RECEIPTS} receipts: requests`, ours: o.requests, peer: p.requests, peerName, unit: 'requests', better: 'lower' },
      { name: `page of ${BADGES.toLocaleString('en')} <chain-badge>: time until all final`, ours: o.finalMs, peer: p.finalMs, peerName, unit: 'ms', better: 'lower' },
      { name: `page of ${BADGES.toLocaleString('en')} <chain-badge>: main-thread long tasks until final`, ours: o.longTaskMs, peer: p.longTaskMs, peerName, unit: 'ms', better: 'lower' },
      { name: `page of ${BADGES.toLocaleString('en')} <chain-badge>: blocking time until final (long tasks beyond 50 ms)`, ours: o.blockingMs, peer: p.blockingMs, peerName, unit: 'ms', better: 'lower' },
      { name: `page of ${BADGES.toLocaleString('en')} <chain-badge>: JS heap`, ours: o.heapMB, peer: p.heapMB, peerName, unit: 'MB', better: 'lower' },
    ];
  } finally {
    await browser?.close();
    await server.close();
    await stack.close();
    await rm(dir, { recursive: true, force: true });
  }
}
