/**
 * `<reasoning-receipt verify>` on a long chain, in headless Chromium through playwright-core: the
 * embedded service (`reasoning-service --data DIR --port 0`, a real child process) replays a journal
 * of one session of 10,000 and 100,000 turns (long-chains.ts), its attestor signs the chain's root,
 * and a page on the service's origin loads the CDN file (/dist/reasoning-elements.js) with one
 * `<reasoning-receipt receipt-id=… verify>`, which reads the chain page by page and checks it.
 *   - ours:  the check in its Web Worker (the pages read on the main thread, each handed over).
 *            From navigation start until the element's `check` is set and shown (a MutationObserver
 *            on its shadow root notes the moment the check's part is rendered with a result), and
 *            from its first chain page request (the browser's network event for it, which sees the
 *            worker's requests too; the floor is timed from its own first request alike) until then; links per second
 *            over the latter, the longest main-thread task ('longtask', and
 *            'long-animation-frame' where Chromium has it) in all and while the check ran
 *            (first page request until the check shows), and the page's used JS heap at that
 *            moment (CDP Performance.getMetrics, no GC forced)
 *   - peer:  the same page with no `Worker` in it, so the check runs on the main thread in
 *            slices, as where a page's policy forbids workers; the same figures
 *   - floor: then, in the worker's page: the same pages fetched with `fetch` (the next two pages on their way
 *            while this one is hashed, as chainPages does) and the same link texts
 *            (x:operation:y:timestamp) hashed with WebCrypto SHA-256, a page at a time; no checker
 * Each variant runs `--runs N` times per length (default 3), in alternating order, and each figure
 * is the median of its runs; beside them, each round's paired ratio (its worker run, and its main
 * thread run, over the floor run of the same round), since the machine's load moves all three
 * alike within a round but not across rounds. The service serves the same bytes to all three (same
 * URLs, limit 1,000, `cache: no-store`), warmed first (setting up 100,000 turns takes a while; it is
 * done once per length). Beside the times, the CPU of every Chromium process and of the service over
 * each check and the floor (CDP SystemInfo.getProcessInfo, sampled when Node hears of the first page
 * request; /proc for the service), which the machine's load moves less than the times.
 *   --links 10000,100000  the lengths (default both)
 *   --baseline REF        adds REF's CDN file, run as ours is; both files are then served from a static
 *                         origin of their own, alike
 *   --profile DIR         one more, profiled, load of each page: the heaviest functions of the main-thread
 *                         page's check and of the floor, over their own windows; then of the worker page's
 *                         main thread and of its worker (from a trace of V8's profiler on every thread)
 *   --trace               (last on the command line) each run's page requests (start, first byte, end)
 *                         and CPU by process type, and the renderer's by thread (/proc; a thread that
 *                         ended before the sample, such as the check's worker, counts as "ended threads")
 * Also prints a small table of its own with the command, `uptime` and /proc/loadavg.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { startListening } from '../helpers/run-process.js';
import { chromiumLaunchOptions } from '../helpers/chromium.mjs';
import { LONG_SESSION, writeServiceJournal } from './long-chains.js';
import type { BenchRow } from './types.js';
import { baselineRef, cdnBuildOf } from './baseline.js';
import { alternating, benchRuns, median, medianOf, procCpu } from './measure.js';

const BIN = 'packages/service/bin/reasoning-service.js';
const PAGE_SIZE = 1000;

function lengths(argv: readonly string[] = process.argv): number[] {
  const at = argv.indexOf('--links');
  const given = at >= 0 ? argv[at + 1]!.split(',').map(Number) : [10_000, 100_000];
  return given.filter((n) => Number.isInteger(n) && n > 0);
}

export const settings = [
  `medians of ${benchRuns()} runs per length (${lengths().join(', ')} links) of each, alternating: ours = the check in its Web Worker, peer = the same page with no Worker (main thread); floor = fetch + WebCrypto SHA-256 of the same pages in the same page`,
];

/** Installed before any page script: every long task and long animation frame from the start, and the workers started. */
const OBSERVERS = `window.__long = []; window.__frames = []; window.__workers = 0;
if (window.Worker) window.Worker = class extends Worker { constructor(url, options) { super(url, options); window.__workers++; } };
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
customElements.whenDefined('reasoning-receipt').then(() => {
  const el = document.querySelector('reasoning-receipt');
  const root = el && el.shadowRoot;
  if (!root) return;
  const observer = new MutationObserver(() => {
    const c = el.check;
    if (window.__done || !c || !root.querySelector('[part="check"]')) return;
    window.__done = performance.now();
    window.__check = { ok: c.ok, links: c.links, problems: c.problems };
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
});
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}`;

const pageHtml = (receiptId: string, script = '/dist/reasoning-elements.js') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chains page bench</title>
<script type="module" src="${script}"></script></head>
<body><reasoning-receipt receipt-id="${receiptId}" base-url="/api" verify></reasoning-receipt></body></html>`;

/** Runs in the page: the floor over the same pages, timed, with the long tasks and frames inside it. */
const FLOOR = `(async ({ chainId, pageSize }) => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  await settle();
  const enc = new TextEncoder();
  const asked = new Map();
  const ask = (offset) => asked.set(offset, fetch('/api/chains/' + chainId + '/entries?offset=' + offset + '&limit=' + pageSize, { cache: 'no-store', headers: { accept: 'application/json' } }).then((r) => r.json()));
  // A page asked for ahead is taken once and forgotten, as the walk holds no page it has handed on.
  const get = (offset) => {
    if (!asked.has(offset)) ask(offset);
    const page = asked.get(offset);
    asked.delete(offset);
    return page;
  };
  const start = performance.now();
  let links = 0;
  let next = get(0);
  for (;;) {
    const page = await next;
    const end = page.offset + page.entries.length;
    if (end < page.total) next = get(end);
    if (end + pageSize < page.total) ask(end + pageSize);
    await Promise.all(page.entries.map((e) => crypto.subtle.digest('SHA-256', enc.encode(e.x + ':' + e.operation + ':' + e.y + ':' + e.timestamp))));
    links += page.entries.length;
    if (end >= page.total || !page.entries.length) break;
  }
  const ms = performance.now() - start;
  await settle();
  const inside = (list) => list.filter((t) => t.start + t.duration >= start && t.start <= start + ms);
  const longest = (list) => Math.max(0, ...inside(list).map((t) => t.duration));
  return { start, ms, links, longTask: longest(window.__long), longFrame: longest(window.__frames), frames: window.__frames.length > 0 };
})`;

/** The peer's page: no Worker in it, as where a policy forbids them (the check runs on the main thread). */
const NO_WORKER = `Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });`;

/** Each page request: [start, first byte, last byte] in ms from the first page request. */
type PageTimes = [number, number, number][];

/** `--trace`: each run's page requests printed, ours and the floor's, to see where the time goes. */
const TRACE = process.argv.includes('--trace');

interface Figures {
  /** Ours: from navigation start. The floor: from its first fetch. */
  ms: number;
  /** Ours: from the first chain page request until the check shows (what the floor times). */
  checkMs?: number;
  linksPerS: number;
  longTask: number;
  longFrame: number;
  /** Ours and the peer: the longest task and frame while the check ran (first chain page request until it shows). */
  longTaskCheck?: number;
  longFrameCheck?: number;
  heapMB?: number;
  /** CPU ms of every Chromium process, and of the service, over the check (ours: first page request until it shows). */
  cpuMs: number;
  serverCpuMs: number;
  cpuByType?: Record<string, number>;
  pages?: PageTimes;
}

async function waitVerified(url: string, receiptId: string, timeoutMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const res = await fetch(`${url}/api/receipts/${receiptId}`).catch(() => undefined);
    if (res?.ok && ((await res.json()) as { verified?: boolean }).verified) return performance.now() - start;
    if (performance.now() - start > timeoutMs) throw new Error(`chains-page bench: the receipt was not verified within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One load of the bench page in a fresh context, `init` run before its scripts; the floor after it when asked. */
/** CPU ms used so far: every Chromium process (browser, renderers, network service, GPU) and the service's process. */
interface CpuSnapshot {
  browser: number;
  server: number;
  /** The browser's CPU ms by process type (browser, renderer, GPU, utility…), for --trace. */
  byType: Record<string, number>;
}
let cpuNow: (() => Promise<CpuSnapshot>) | undefined;

/** CPU ms of a process so far (utime + stime in /proc, 10 ms ticks); NaN where there is no /proc. */
function processCpuMs(pid: number): number {
  try {
    return procCpu(`/proc/${pid}/stat`).ms;
  } catch {
    return NaN;
  }
}

/** CPU ms of each live thread of a process, summed by thread name (a thread that has ended is in its process's total only). */
function threadCpuMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    try {
      const { name, ms } = procCpu(`/proc/${pid}/task/${tid}/stat`);
      byName.set(name, (byName.get(name) ?? 0) + ms);
    } catch {
      // ended meanwhile
    }
  }
  return byName;
}

async function cpuProbe(browser: Browser, serverPid: number): Promise<() => Promise<CpuSnapshot>> {
  const session = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number; cpuTime: number }[] };
    const byType: Record<string, number> = {};
    for (const p of processInfo) {
      byType[p.type] = (byType[p.type] ?? 0) + p.cpuTime * 1000;
      if (p.type !== 'renderer') continue;
      // By thread too; what is not in a live thread's time was a thread's that has ended (a worker, once terminated).
      let live = 0;
      for (const [name, ms] of threadCpuMs(p.id)) {
        byType[`renderer's ${name}`] = (byType[`renderer's ${name}`] ?? 0) + ms;
        live += ms;
      }
      byType["renderer's ended threads"] = (byType["renderer's ended threads"] ?? 0) + p.cpuTime * 1000 - live;
    }
    return { browser: processInfo.reduce((sum, p) => sum + p.cpuTime, 0) * 1000, server: processCpuMs(serverPid), byType };
  };
}

const cpuSince = async (start: Promise<CpuSnapshot> | undefined) => {
  const [a, b] = await Promise.all([start, cpuNow?.()]);
  if (!a || !b) return { browser: NaN, server: NaN, byType: {} };
  const byType = Object.fromEntries(Object.entries(b.byType).map(([type, ms]) => [type, ms - (a.byType[type] ?? 0)]));
  return { browser: b.browser - a.browser, server: b.server - a.server, byType };
};

/**
 * `--profile DIR`: one more load of the main-thread page (so the whole check is on one thread) with the CPU
 * profiler on, written as DIR/main-thread-<links>.cpuprofile, and its heaviest functions by self time printed;
 * then one of the worker page (DIR/worker-page-<links>.cpuprofile), and its worker's heaviest functions.
 */
const PROFILE_DIR = (() => {
  const at = process.argv.indexOf('--profile');
  return at >= 0 ? process.argv[at + 1] : undefined;
})();

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { cpuProfile?: { nodes?: CpuProfile['nodes']; samples?: number[] }; timeDeltas?: number[] } };
}
type CpuProfile = Parameters<typeof heaviest>[0];

/**
 * The CPU profile of the dedicated worker's thread, put together from a trace's ProfileChunk events
 * (emitted from V8's profiler thread; the Profile event on the worker's own thread names its id).
 */
function workerProfile(trace: { traceEvents: TraceEvent[] }): CpuProfile | undefined {
  const workerThreads = new Set(trace.traceEvents.filter((e) => e.name === 'thread_name' && /DedicatedWorker/.test(e.args?.name ?? '')).map((e) => `${e.pid}:${e.tid}`));
  const ids = new Set(trace.traceEvents.filter((e) => e.name === 'Profile' && workerThreads.has(`${e.pid}:${e.tid}`)).map((e) => `${e.pid}:${e.id}`));
  const profile: CpuProfile = { nodes: [], samples: [], timeDeltas: [] };
  for (const e of trace.traceEvents) {
    if (e.name !== 'ProfileChunk' || !ids.has(`${e.pid}:${e.id}`)) continue;
    const data = e.args?.data;
    profile.nodes.push(...(data?.cpuProfile?.nodes ?? []));
    profile.samples.push(...(data?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(data?.timeDeltas ?? []));
  }
  return profile.samples.length ? profile : undefined;
}

/** The functions with the most self time in a CPU profile, with their share. */
function heaviest(
  profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] },
  window: { from: number; to: number },
  top = 25,
): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    at += dt;
    if (at < window.from || at > window.to) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return; // a trace's chunks can name a node from before tracing started
    const key = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${(frame.lineNumber ?? -1) + 1}:${(frame.columnNumber ?? -1) + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
}

/**
 * Chain page requests as [start, first byte, last byte] on the page's clock (ms from its time origin), from the
 * browser's network events: they see the requests of the page's worker too, which the page's resource timing does not.
 */
async function pageTimes(requests: readonly Request[], timeOrigin: number): Promise<PageTimes> {
  return Promise.all(
    requests.map(async (request) => {
      await (await request.response())?.finished(); // its timing is complete once its body has arrived
      const { startTime, responseStart, responseEnd } = request.timing();
      const start = startTime - timeOrigin;
      return [start, start + responseStart, start + responseEnd] as [number, number, number];
    }),
  );
}

async function visit(browser: Browser, url: string, links: number, init: string, withFloor: boolean, script?: string, profileTo?: string): Promise<{ ours: Figures; workers: number; floor?: Figures }> {
  const context = await browser.newContext();
  await context.addInitScript(OBSERVERS + init);
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(String(error)));
  tab.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  tab.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
  const pageUrl = `${url}/bench-chains-page.html`;
  // The page's HTML is the one request routed. The route is taken off once it is served: while any route is set,
  // Playwright holds every request of the page (its worker's too) for Node to let through, and turns the HTTP
  // cache off, which would slow the check's own requests and not the floor's alike.
  await tab.route(pageUrl, async (route) => {
    await route.fulfill({ status: 200, contentType: 'text/html', body: pageHtml(LONG_SESSION.receipt_id, script) });
    await tab.unroute(pageUrl);
  });
  // The CPU of the check: from its first page request (as Node hears of it, a few ms late) until it shows.
  let cpuAtFirstPage: Promise<CpuSnapshot> | undefined;
  // Every chain page request, the page's and its worker's alike (a worker's are not in the page's resource timing).
  const pageRequests: Request[] = [];
  tab.on('request', (request) => {
    if (!request.url().includes('/entries?')) return;
    pageRequests.push(request);
    cpuAtFirstPage ??= cpuNow?.();
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const traceWorker = profileTo !== undefined && init === '';
  if (traceWorker) await browser.startTracing(tab, { categories: ['disabled-by-default-v8.cpu_profiler', '__metadata'] });
  if (profileTo) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(pageUrl, { waitUntil: 'domcontentloaded' });
  // The observer in OBSERVERS notes the moment the check shows; this predicate is its fallback, polled on a timer:
  // polled at each animation frame it would keep the page drawing frames the floor does not draw (CPU and time).
  await tab
    .waitForFunction(
      `(() => { if (window.__done) return true; const el = document.querySelector('reasoning-receipt'); if (el && el.state === 'error') throw new Error('the receipt did not load'); if (performance.now() > 120000) throw new Error('no check after 2 minutes: ' + (el?.shadowRoot?.textContent ?? '').replace(/\\s+/g, ' ').slice(0, 300)); const c = el && el.check; if (c && el.shadowRoot?.querySelector('[part="check"]')) { window.__done = performance.now(); window.__check = { ok: c.ok, links: c.links, problems: c.problems }; return true; } return false; })()`,
      undefined,
      { polling: 100, timeout: 900_000 },
    )
    .catch((error: Error) => {
      throw new Error(`chains-page bench: the check never showed (${error.message}); page errors: ${problems.slice(0, 5).join(' | ') || 'none'}`);
    });
  const cpu = await cpuSince(cpuAtFirstPage);
  let profiled: Parameters<typeof heaviest>[0] | undefined;
  const stopProfile = async () => {
    if (!profileTo) return;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof heaviest>[0] };
    await writeFile(profileTo, JSON.stringify(profile));
    profiled = profile;
  };
  if (!withFloor) await stopProfile();
  const metrics = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const heap = metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const result = (await tab.evaluate(`({ done: window.__done, check: window.__check, workers: window.__workers, long: window.__long, frames: window.__frames, timeOrigin: performance.timeOrigin })`)) as {
    done: number;
    timeOrigin: number;
    workers: number;
    check: { ok: boolean; links: number; problems: string[] };
    long: { start: number; duration: number }[];
    frames: { start: number; duration: number }[];
  };
  if (!result.check.ok || result.check.links !== links) {
    throw new Error(`chains-page bench: the check did not pass over ${links} links (${result.check.links} links; ${result.check.problems.join('; ')})`);
  }
  const pages = await pageTimes(pageRequests.splice(0), result.timeOrigin);
  const firstPage = Math.min(...pages.map((p) => p[0]));
  const printProfile = () => {
    if (!profiled) return;
    // Samples are timed from the profiler's start, just before navigation: near enough the page's own clock.
    const top = heaviest(profiled, { from: firstPage, to: result.done });
    process.stderr.write(`  profile of the ${init === '' ? "worker page's main thread" : 'main-thread page'}, first page request until the check shows (self time): ${profileTo}\n${top.map((l) => `    ${l}`).join('\n')}\n`);
  };
  printProfile();
  if (traceWorker) {
    const worker = workerProfile(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
    if (worker) {
      const top = heaviest(worker, { from: 0, to: Infinity });
      process.stderr.write(`  profile of the check's worker, its whole life (self time):\n${top.map((l) => `    ${l}`).join('\n')}\n`);
    }
  }
  type Span = { start: number; duration: number };
  const longest = (list: Span[], keep: (t: Span) => boolean) => Math.max(0, ...list.filter(keep).map((t) => t.duration));
  const before = (t: Span) => t.start < result.done;
  const during = (t: Span) => t.start < result.done && t.start + t.duration > firstPage;
  const checkMs = result.done - firstPage;
  const ours: Figures = {
    ms: result.done,
    checkMs,
    linksPerS: links / (checkMs / 1000),
    longTask: longest(result.long, before),
    longFrame: longest(result.frames, before),
    longTaskCheck: longest(result.long, during),
    longFrameCheck: longest(result.frames, during),
    heapMB: heap / 2 ** 20,
    cpuMs: cpu.browser,
    serverCpuMs: cpu.server,
    cpuByType: cpu.byType,
    pages: pages.map((p) => p.map((t) => t - firstPage) as [number, number, number]),
  };
  let floor: Figures | undefined;
  if (withFloor) {
    const cpuAtStart = cpuNow?.();
    const f = (await tab.evaluate(`${FLOOR}(${JSON.stringify({ chainId: LONG_SESSION.chain_id, pageSize: PAGE_SIZE })})`)) as { start: number; ms: number; links: number; longTask: number; longFrame: number };
    await stopProfile();
    printProfile();
    if (profiled) {
      const top = heaviest(profiled, { from: f.start, to: f.start + f.ms }, 8);
      process.stderr.write(`  profile of the floor in the same page (self time):\n${top.map((l) => `    ${l}`).join('\n')}\n`);
    }
    if (f.links !== links) throw new Error(`chains-page bench: the floor read ${f.links} links, not ${links}`);
    const floorCpu = await cpuSince(cpuAtStart);
    // Timed as ours is: from its first page request, as the browser's network events give it.
    const floorPages = await pageTimes(pageRequests.splice(0), result.timeOrigin);
    const floorStart = Math.min(...floorPages.map((p) => p[0]));
    const ms = f.start + f.ms - floorStart;
    floor = { ms, linksPerS: links / (ms / 1000), longTask: f.longTask, longFrame: f.longFrame, pages: floorPages.map((p) => p.map((t) => t - floorStart) as [number, number, number]), cpuMs: floorCpu.browser, serverCpuMs: floorCpu.server, cpuByType: floorCpu.byType };
  }
  await context.close();
  return { ours, workers: result.workers, ...(floor ? { floor } : {}) };
}

/** With `--baseline REF`: the CDN file of REF and of this checkout, both from another origin (the same for both). */
interface CdnFiles {
  current: string;
  before: string;
}

/** A static server of each dir under /<name>/, with CORS, as a CDN serves the module files. */
async function serveDirs(dirs: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const [, name = '', ...rest] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
    const file = dirs[name] ? normalize(join(dirs[name]!, ...rest)) : '';
    if (!file || !file.startsWith(dirs[name]!) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream', 'access-control-allow-origin': '*' });
    res.end(readFileSync(file));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function one(
  browser: Browser,
  links: number,
  cdn?: CdnFiles,
): Promise<{ ours: Figures; peer: Figures; floor: Figures; before?: Figures; paired: { worker: number[]; main: number[]; before?: number[] }; setup: string }> {
  const data = await mkdtemp(join(tmpdir(), 'reasoning-chains-page-bench-'));
  const t0 = performance.now();
  await writeServiceJournal(join(data, 'journal.jsonl'), links);
  const written = performance.now() - t0;
  const service = await startListening([BIN, '--data', data, '--port', '0']);
  cpuNow = await cpuProbe(browser, service.child.pid!);
  try {
    const attested = await waitVerified(service.url, LONG_SESSION.receipt_id, 600_000);
    const setup = `journal written in ${(written / 1000).toFixed(1)} s, service up and chain attested in ${(attested / 1000).toFixed(1)} s more`;
    process.stderr.write(`  chains-page ${links}: ${setup}\n`);
    // Every page read once first, so that no variant meets a cold service.
    for (let offset = 0; offset < links; offset += PAGE_SIZE) {
      const res = await fetch(`${service.url}/api/chains/${LONG_SESSION.chain_id}/entries?offset=${offset}&limit=${PAGE_SIZE}`);
      if (!res.ok) throw new Error(`chains-page bench: page ${offset} answered ${res.status}`);
      await res.arrayBuffer();
    }
    // Each variant `--runs` times, in alternating order; the medians of each figure. The floor runs in the worker's page.
    const samples = await alternating({
      peer: () => visit(browser, service.url, links, NO_WORKER, false, cdn?.current),
      ours: () => visit(browser, service.url, links, '', true, cdn?.current),
      ...(cdn ? { before: () => visit(browser, service.url, links, '', false, cdn.before) } : {}),
    } as Record<'peer' | 'ours' | 'before', () => ReturnType<typeof visit>>);
    if (samples.peer.some((s) => s.workers !== 0) || samples.ours.some((s) => s.workers !== 1)) {
      throw new Error(`chains-page bench: expected no worker, then one; saw ${samples.peer.map((s) => s.workers)}, then ${samples.ours.map((s) => s.workers)}`);
    }
    if (PROFILE_DIR) {
      await mkdir(PROFILE_DIR, { recursive: true });
      await visit(browser, service.url, links, NO_WORKER, true, cdn?.current, join(PROFILE_DIR, `main-thread-${links}.cpuprofile`));
      await visit(browser, service.url, links, '', false, cdn?.current, join(PROFILE_DIR, `worker-page-${links}.cpuprofile`));
    }
    const spread = (list: { ours: Figures }[]) => list.map((s) => s.ours.checkMs!.toFixed(0)).join(', ');
    process.stderr.write(`  chains-page ${links}: ms from the first page request, each run: worker ${spread(samples.ours)}; main thread ${spread(samples.peer)}; floor ${samples.ours.map((s) => s.floor!.ms.toFixed(0)).join(', ')}\n`);
    // Paired: each round's worker run against the floor run right after it in the same page, and the
    // main-thread run of the same round against that floor; the load of the moment falls on both.
    const workerRatios = samples.ours.map((s) => s.ours.checkMs! / s.floor!.ms);
    const beforeRatios = samples.before?.map((s, i) => s.ours.checkMs! / samples.ours[i]!.floor!.ms);
    if (samples.before?.some((s) => s.workers !== 1)) throw new Error('chains-page bench: the baseline started no worker');
    const mainRatios = samples.peer.map((s, i) => s.ours.checkMs! / samples.ours[i]!.floor!.ms);
    const listed = (list: number[]) => list.map((r) => r.toFixed(2)).join(', ');
    process.stderr.write(`  chains-page ${links}: paired ratios to the floor, each round: worker ${listed(workerRatios)}; main thread ${listed(mainRatios)}${beforeRatios ? `; baseline's worker ${listed(beforeRatios)}` : ''}\n`);
    if (TRACE) {
      const times = (pages: PageTimes) => pages.map(([a, b, c]) => `${a.toFixed(0)}/${b.toFixed(0)}/${c.toFixed(0)}`).join(' ');
      const trace = (name: string, f: Figures) => process.stderr.write(`    ${name} ${f.checkMs?.toFixed(0) ?? f.ms.toFixed(0)} ms, CPU ${f.cpuMs.toFixed(0)} ms browser (${Object.entries(f.cpuByType ?? {}).filter(([, ms]) => ms > 0).map(([type, ms]) => `${type} ${ms.toFixed(0)}`).join(', ')}) ${f.serverCpuMs.toFixed(0)} ms service; pages (start/first byte/end): ${times(f.pages ?? [])}\n`);
      samples.ours.forEach((s, i) => {
        trace(`round ${i} worker`, s.ours);
        trace(`round ${i} floor `, s.floor!);
        trace(`round ${i} main  `, samples.peer[i]!.ours);
        if (samples.before) trace(`round ${i} before`, samples.before[i]!.ours);
      });
    }
    const medians = (list: Figures[]): Figures => {
      const keys = (Object.keys(list[0]!) as (keyof Figures)[]).filter((k) => k !== 'pages' && k !== 'cpuByType');
      return Object.fromEntries(keys.map((k) => [k, medianOf(list, (f) => f[k]!)])) as unknown as Figures;
    };
    return {
      ours: medians(samples.ours.map((s) => s.ours)),
      peer: medians(samples.peer.map((s) => s.ours)),
      floor: medians(samples.ours.map((s) => s.floor!)),
      paired: { worker: workerRatios, main: mainRatios, ...(beforeRatios ? { before: beforeRatios } : {}) },
      ...(samples.before ? { before: medians(samples.before.map((s) => s.ours)) } : {}),
      setup,
    };
  } finally {
    await service.stop();
    await rm(data, { recursive: true, force: true });
  }
}

export default async function chainsPageBench(): Promise<BenchRow[]> {
  if (!existsSync('dist/reasoning-elements.js')) throw new Error('chains-page bench: run `npm run build` first (dist/reasoning-elements.js is missing)');
  const loadAtStart = (existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').trim() : 'n/a');
  const baseline = process.argv.includes('--baseline') ? cdnBuildOf(baselineRef()) : undefined;
  const files = baseline ? await serveDirs({ current: resolve('dist'), before: baseline.dir }) : undefined;
  const cdn = files && { current: `${files.url}/current/reasoning-elements.js`, before: `${files.url}/before/reasoning-elements.js` };
  const launch = chromiumLaunchOptions();
  // The bench page is fulfilled by the bench itself (no address), so Chromium counts it public and would
  // refuse its module from 127.0.0.1 (local network access): off, for both builds alike.
  if (files) launch.args.push('--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights');
  const browser = await chromium.launch(launch);
  const rows: BenchRow[] = [];
  const table: string[] = [];
  try {
    for (const links of lengths()) {
      const { ours, peer, floor, paired, before } = await one(browser, links, cdn);
      const n = links.toLocaleString('en-US');
      const floorName = 'fetch + WebCrypto SHA-256 only, same page';
      const peerName = 'the same check on the main thread (no Worker)';
      const both = { peerName, floorName };
      rows.push(
        { name: `<reasoning-receipt verify>, ${n} links: time until the check shows`, ours: ours.ms, peer: peer.ms, floor: floor.ms, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: first chain page request until the check shows`, ours: ours.checkMs!, peer: peer.checkMs!, floor: floor.ms, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: first page request until the check shows, to the floor of the same round (median of the rounds' ratios)`, ours: median(paired.worker), peer: median(paired.main), peerName, unit: '×', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: CPU of Chromium's processes from the first page request until the check shows`, ours: ours.cpuMs, peer: peer.cpuMs, floor: floor.cpuMs, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: CPU of the service over that time`, ours: ours.serverCpuMs, peer: peer.serverCpuMs, floor: floor.serverCpuMs, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: links checked per second (over that time)`, ours: ours.linksPerS, peer: peer.linksPerS, floor: floor.linksPerS, ...both, unit: 'links/s', better: 'higher' },
        { name: `<reasoning-receipt verify>, ${n} links: longest main-thread task while the check runs`, ours: ours.longTaskCheck!, peer: peer.longTaskCheck!, floor: floor.longTask, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: longest animation frame while the check runs`, ours: ours.longFrameCheck!, peer: peer.longFrameCheck!, floor: floor.longFrame, ...both, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: longest main-thread task from navigation on`, ours: ours.longTask, peer: peer.longTask, peerName, unit: 'ms', better: 'lower' },
        { name: `<reasoning-receipt verify>, ${n} links: used JS heap at the end`, ours: ours.heapMB!, peer: peer.heapMB!, peerName, unit: 'MB', better: 'lower' },
      );
      const range = (list: number[]) => `${median(list).toFixed(2)}× (${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)})`;
      const r = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
      const line = (figure: string, w: number, m: number, f?: number, digits = 0) =>
        `| ${n} | ${figure} | ${w.toFixed(digits)} | ${m.toFixed(digits)} | ${f === undefined ? '' : f.toFixed(digits)} | ${r(w, m)} | ${f === undefined ? '' : r(w, f)} | ${f === undefined ? '' : r(m, f)} |`;
      table.push(
        line('ms, navigation until check shows', ours.ms, peer.ms, floor.ms),
        line('ms, first chain page request until check shows', ours.checkMs!, peer.checkMs!, floor.ms),
        `| ${n} | paired ratio to the floor of the same round, median (min–max) | ${range(paired.worker)} | ${range(paired.main)} | 1 | | | |`,
        ...(paired.before && before
          ? [
              `| ${n} | the same ratio, the baseline's worker (${baseline!.commit.slice(0, 10)}) | ${range(paired.before)} | | | | | |`,
              `| ${n} | the baseline's worker: ms navigation until check shows / first page request until then / CPU ms of Chromium | ${before.ms.toFixed(0)} / ${before.checkMs!.toFixed(0)} / ${before.cpuMs.toFixed(0)} | | | | | |`,
            ]
          : []),
        line('CPU ms of Chromium (all processes) over that time', ours.cpuMs, peer.cpuMs, floor.cpuMs),
        line('CPU ms of the service over that time', ours.serverCpuMs, peer.serverCpuMs, floor.serverCpuMs),
        line('links/s', ours.linksPerS, peer.linksPerS, floor.linksPerS),
        line('longest task ms while checking (0 = none over 50)', ours.longTaskCheck!, peer.longTaskCheck!, floor.longTask),
        line('longest frame ms while checking', ours.longFrameCheck!, peer.longFrameCheck!, floor.longFrame),
        line('longest task ms from navigation on', ours.longTask, peer.longTask),
        line('JS heap MB', ours.heapMB!, peer.heapMB!, undefined, 1),
      );
    }
  } finally {
    await browser.close();
    await files?.close();
  }
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  const loadavg = (existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').trim() : 'n/a');
  process.stderr.write(
    [
      '',
      `command: npm run bench -- ${process.argv.slice(2).join(' ')}`,
      `uptime: ${uptime}`,
      `/proc/loadavg: at start ${loadAtStart}; at end ${loadavg}`,
      '',
      '| links | figure | worker | main thread | floor | worker / main | worker / floor | main / floor |',
      '|---:|---|---:|---:|---:|---:|---:|---:|',
      ...table,
      '',
    ].join('\n'),
  );
  return rows;
}
