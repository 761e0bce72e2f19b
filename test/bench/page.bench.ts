/**
 * A page of 1,000 `<chain-badge>` over 100 receipts (`--receipts N`: N), measured in headless
 * Chromium through playwright-core, three ways in the same run:
 *   - current:  the CDN build in dist/ (reasoning-elements.js and its chunks/)
 *   - baseline: the CDN build of an earlier commit (`--baseline <git-ref>`,
 *               default 310fb3c, built once and cached: baseline.ts), so
 *               "no worse than before" is a ratio from one run
 *   - floor:    the same page made of 1,000 `<img>` badge links (the seed's
 *               embed form, `/files/badge/<id>.svg`): no script at all
 * All three are served by one embedded stack on 127.0.0.1, each build's whole
 * directory under its own prefix, in a fresh browser context each time (no
 * cache), `--runs N` times each (default 3) in alternating order; medians.
 * `--profile DIR` adds one load of each build with Chromium's CPU profiler on
 * (DIR/current.cpuprofile, DIR/baseline.cpuprofile; open them in DevTools).
 *   - requests: every request the page made (the page itself included)
 *   - time until final: from navigation start until every badge shows a
 *     final state (verified/unverified/unknown/error), or every image loaded
 *   - JS heap: used JS heap after a forced garbage collection
 *   - long tasks: main-thread tasks over 50 ms (PerformanceObserver 'longtask')
 *     from navigation until final, as their total time and their total beyond
 *     50 ms each (Lighthouse's "total blocking time" measure)
 *   - long animation frames: frames over 50 ms ('long-animation-frame') until
 *     final, their total time and the part spent on style, layout and paint.
 *     A long task counts script only; a page of 1,000 inline SVGs spends most
 *     of its main thread on rendering, which only these frames show
 * The two pages are measured in alternating order, round after round.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createStack } from '../../packages/service/src/stack.js';
import { listen } from '../../packages/proxy/src/adapters/node.js';
import type { BenchRow } from './types.js';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';
import { baselineRef, cdnBuildOf } from './baseline.js';
import { alternating, benchRuns, medianOf } from './measure.js';

const BADGES = 1000;
/** `--receipts N`: how many distinct receipts the 1,000 badges show (default 100, ten badges each; at most 1,000). */
const RECEIPTS = receiptCount();
const KEY = 'page-bench-key';
/** The CDN entry, in dist/ and in the baseline's build alike; its chunks sit beside it. */
const ENTRY = 'reasoning-elements.js';
const ref = baselineRef();

/** Printed in the bench's header. */
export const settings = [`page: current = dist/${ENTRY} + chunks/; baseline = the same file built from ${ref}; floor = 1,000 <img> links (no script)`];

interface PageFigures {
  requests: number;
  finalMs: number;
  heapMB: number;
  longTaskMs: number;
  blockingMs: number;
  frameMs: number;
  renderMs: number;
}

/** Installed before any page script: records every long task from the start. */
const LONG_TASKS = `window.__long = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
window.__frames = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push({ start: e.startTime, duration: e.duration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0 }); }).observe({ type: 'long-animation-frame', buffered: true });`;

function page(body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${head}</head><body>${body}</body></html>`;
}

function receiptCount(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--receipts');
  const n = at >= 0 ? Number(argv[at + 1]) : 100;
  if (!Number.isInteger(n) || n < 1 || n > BADGES) throw new Error(`--receipts: a whole number from 1 to ${BADGES}, got ${argv[at + 1]}`);
  return n;
}

/** `--profile DIR`: one more load of each build with the CPU profiler on, written as DIR/<build>.cpuprofile. */
function profileDir(argv: readonly string[] = process.argv): string | undefined {
  const at = argv.indexOf('--profile');
  return at >= 0 ? argv[at + 1] : undefined;
}

async function measure(browser: Browser, url: string, isFinal: string, allGood: string, profileTo?: string): Promise<PageFigures> {
  const context = await browser.newContext();
  await context.addInitScript(LONG_TASKS);
  const tab = await context.newPage();
  let requests = 0;
  tab.on('request', () => requests++);
  // What went wrong, should the page never become final.
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(String(error)));
  tab.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  tab.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
  const profiler = profileTo ? await context.newCDPSession(tab) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await tab.goto(url, { waitUntil: 'domcontentloaded' });
  // The predicate runs in the page; it notes the moment it first holds.
  await tab
    .waitForFunction(`(() => { if (window.__final) return true; if (${isFinal}) { window.__final = performance.now(); return true; } return false; })()`, undefined, {
      polling: 5,
      timeout: 60_000,
    })
    .catch((error: Error) => {
      throw new Error(`page bench: ${url} never became final (${error.message}); page errors: ${problems.slice(0, 5).join(' | ') || 'none'}`);
    });
  const finalMs = (await tab.evaluate('window.__final')) as number;
  const long = ((await tab.evaluate('window.__long')) as { start: number; duration: number }[]).filter((t) => t.start < finalMs);
  const longTaskMs = long.reduce((n, t) => n + t.duration, 0);
  const blockingMs = long.reduce((n, t) => n + Math.max(0, t.duration - 50), 0);
  const frames = ((await tab.evaluate('window.__frames')) as { start: number; duration: number; render: number }[]).filter((f) => f.start < finalMs);
  const frameMs = frames.reduce((n, f) => n + f.duration, 0);
  const renderMs = frames.reduce((n, f) => n + f.render, 0);
  // Final must mean shown: every badge verified, every image drawn.
  if (!(await tab.evaluate(allGood))) throw new Error(`page bench: ${url} ended with badges that are not all verified`);
  if (profiler) await writeFile(profileTo!, JSON.stringify((await profiler.send('Profiler.stop')).profile));
  const cdp = await context.newCDPSession(tab);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return { requests, finalMs, heapMB: heap.usedSize / 2 ** 20, longTaskMs, blockingMs, frameMs, renderMs };
}

export default async function pageBench(): Promise<BenchRow[]> {
  if (!existsSync(`dist/${ENTRY}`)) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('page bench: npm run build failed');
  }
  const baseline = cdnBuildOf(ref);
  const dir = await mkdtemp(join(tmpdir(), 'reasoning-page-bench-'));
  const stack = createStack({
    env: {},
    proxy: { rateLimit: false },
    service: { memory: true, keys: [{ key: KEY, tier: 'asi' }], attestDelayMs: 0, log: () => {} },
    static: [
      { prefix: '/bench/', dir },
      { prefix: '/current/', dir: 'dist' },
      { prefix: '/baseline/', dir: baseline.dir },
    ],
  });
  const server = await listen(stack, { port: 0 });
  let browser: Browser | undefined;
  try {
    // The receipts: one turn in each of as many sessions, all attested.
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
    const script = (prefix: string) => `<script type="module" src="/${prefix}/${ENTRY}"></script>`;
    await writeFile(join(dir, 'current.html'), page(badges, script('current')));
    await writeFile(join(dir, 'baseline.html'), page(badges, script('baseline')));
    await writeFile(join(dir, 'images.html'), page(images));

    browser = await chromium.launch(chromiumLaunchOptions());
    // Final means drawn: every badge's shadow root shows a state other than loading.
    const badgesFinal = `(() => { const all = document.querySelectorAll('chain-badge'); if (all.length !== ${BADGES}) return false; for (const el of all) { const s = el.shadowRoot?.querySelector('[data-state]')?.getAttribute('data-state'); if (!s || s === 'loading') return false; } return true; })()`;
    const badgesVerified = `[...document.querySelectorAll('chain-badge')].every((el) => el.shadowRoot.querySelector('[data-state]').getAttribute('data-state') === 'verified')`;
    const imagesFinal = `(() => { const all = document.images; if (all.length !== ${BADGES}) return false; for (const img of all) if (!img.complete || img.naturalWidth === 0) return false; return true; })()`;
    const samples = await alternating(
      {
        current: () => measure(browser!, `${server.url}/bench/current.html`, badgesFinal, badgesVerified),
        baseline: () => measure(browser!, `${server.url}/bench/baseline.html`, badgesFinal, badgesVerified),
        images: () => measure(browser!, `${server.url}/bench/images.html`, imagesFinal, imagesFinal),
      },
      { runs: benchRuns() },
    );
    const profiles = profileDir();
    if (profiles) {
      await mkdir(profiles, { recursive: true });
      for (const build of ['current', 'baseline']) {
        const to = join(profiles, `${build}.cpuprofile`);
        await measure(browser, `${server.url}/bench/${build}.html`, badgesFinal, badgesVerified, to);
        process.stderr.write(`  page: CPU profile of the ${build} build written to ${to} (not counted in the figures)\n`);
      }
    }
    const medians = (runs: PageFigures[]): PageFigures => ({
      requests: medianOf(runs, (f) => f.requests),
      finalMs: medianOf(runs, (f) => f.finalMs),
      heapMB: medianOf(runs, (f) => f.heapMB),
      longTaskMs: medianOf(runs, (f) => f.longTaskMs),
      blockingMs: medianOf(runs, (f) => f.blockingMs),
      frameMs: medianOf(runs, (f) => f.frameMs),
      renderMs: medianOf(runs, (f) => f.renderMs),
    });
    const now = medians(samples.current);
    const before = medians(samples.baseline);
    const floor = medians(samples.images);
    const line = (f: PageFigures) =>
      `${f.requests} requests, final at ${f.finalMs.toFixed(0)} ms, long tasks ${f.longTaskMs.toFixed(0)} ms (blocking ${f.blockingMs.toFixed(0)} ms), long frames ${f.frameMs.toFixed(0)} ms (rendering ${f.renderMs.toFixed(0)} ms), heap ${f.heapMB.toFixed(1)} MB`;
    process.stderr.write(`  <chain-badge> page, current: ${line(now)}\n`);
    process.stderr.write(`  <chain-badge> page, ${ref}: ${line(before)}\n`);
    process.stderr.write(`  <img> page: ${line(floor)}\n`);
    const n = BADGES.toLocaleString('en');
    const row = (name: string, field: keyof PageFigures, unit: string): BenchRow => ({
      name: `page of ${n} <chain-badge> over ${RECEIPTS} receipts: ${name}`,
      ours: now[field],
      peer: before[field],
      peerName: `the build of ${ref}`,
      floor: floor[field],
      floorName: `${n} <img> links`,
      unit,
      better: 'lower',
    });
    return [
      row('requests', 'requests', 'requests'),
      row('time until all final', 'finalMs', 'ms'),
      row('main-thread long tasks until final', 'longTaskMs', 'ms'),
      row('blocking time until final (long tasks beyond 50 ms)', 'blockingMs', 'ms'),
      row('long animation frames until final (script, style, layout, paint)', 'frameMs', 'ms'),
      row('style, layout and paint in those frames', 'renderMs', 'ms'),
      row('JS heap', 'heapMB', 'MB'),
    ];
  } finally {
    await browser?.close();
    await server.close();
    await stack.close();
    await rm(dir, { recursive: true, force: true });
  }
}
