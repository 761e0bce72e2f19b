/**
 * The proxy's cost per request with every check on: against a bare forwarder
 * on the same server stack, against a plain node:http pipe, and with the Redis
 * store against the memory store, in one run, on loopback with autocannon. The
 * upstream is a tiny node:http server answering a run-sized JSON body.
 *
 * Each forwarder runs in its own child process, so `process.cpuUsage()` around
 * a measured load, divided by the requests served, is its own CPU per request
 * (autocannon and the upstream live in this process; redis-server's CPU is read
 * from /proc and reported apart):
 *   - redis:  createProxy + createNodeFetch on @hono/node-server, rate limit in a real redis-server
 *   - memory: the same, rate limit in the process's memory (the default store)
 *   - bare:   the peer: the same server (@hono/node-server) and the same upstream client (an undici
 *             keep-alive Agent, as createNodeFetch uses), forwarding every request's body with the
 *             key and answering the upstream's bytes and content type; no checks at all
 *   - pipe:   a node:http server piping to http.request on a keep-alive agent, also without checks
 *             (what an http-proxy style forwarder costs)
 * The forwarders are warmed up first, all at once (full speed, then unmeasured rounds at the
 * measured rate until the JIT has settled). Then `runs` rounds measure the CPU of all four at once
 * (the same offered rate to each, over the same seconds, so load from
 * elsewhere falls on all alike), and after them `runs` rounds measure p99 and
 * throughput one forwarder at a time in alternating order (forwards, then
 * backwards). Figures are medians over the rounds; CPU ratios are also given
 * paired by round.
 * The proxy is measured as it is published: the package's `dist/` (tsc's output, rebuilt before
 * every run), not its TypeScript source through tsx, whose transform wraps every function a
 * request creates in a naming helper (a cost the published code does not have).
 * With `--baseline <git-ref>`, a fifth child serves the memory-store proxy as built from that
 * commit (its packages/proxy, compiled once into node_modules/.cache), measured in the same CPU
 * rounds: this build against that one, paired by round, the one comparison the shared machine's
 * load cannot move (between runs the memory / bare ratio of one build moved from 1.16 to 1.30).
 * This file is also the child: PROXY_BENCH_ROLE=proxy starts a server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, Agent as HttpAgent, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baselineRef } from './baseline.js';
import { procCpu } from './measure.js';
import { startRedis } from '../server/proxy-redis-server.js';
import type { BenchRow } from './types.js';

const KEY = 'bench-key-0123456789abcdef';
const BODY = JSON.stringify({ input: 'Is the chain of custody intact?', session_name: 'bench' });
const ANSWER = JSON.stringify({
  status: 'GROUND',
  content: { answer: 'Yes: every link re-hashes to the recorded root.', confidence: 0.91, implication: 'The receipt can be trusted.' },
  structure: { closest_shape: 'chain_system', geometric_confidence: 0.88, gap_score: 0.12, fires: false },
  bridge: null,
  conflict: { conflict: false, message: '' },
  chain: { id: 'c_bench', root: `0x${'ab'.repeat(32)}`, length: 1, verified: true },
  receipt: { id: 'r_bench', chain_id: 'c_bench', chain_root: `0x${'ab'.repeat(32)}`, chain_length: 1, verified: true, attest_id: 'a_bench' },
});
const CPU_CONNECTIONS = 10;
/**
 * CPU is measured at one offered rate for every variant: at full speed a slower
 * variant serves fewer requests per event-loop turn, which alone raises its CPU per
 * request, so the comparison would not be like for like.
 */
const CPU_RATE = 600;
const CPU_SECONDS = 5;
const TAIL_CONNECTIONS = 200;
const TAIL_SECONDS = 3;
/** Each forwarder once, at full speed, before the first round. */
const WARMUP_SECONDS = 5;
/** Unmeasured CPU rounds after that, while the JIT settles at the measured rate. */
const SETTLE_ROUNDS = 3;
/**
 * CPU rounds per run: one round's memory / bare ratio moved between 1.08 and 1.6 on a shared
 * 2-core machine (a forwarder that waits for a core serves more requests per wake-up, each
 * cheaper), so CPU rounds (5 s each) are taken twice as often as the tail rounds.
 */
const CPU_ROUNDS_PER_RUN = 2;
/** A budget no run reaches, so every request is counted and none refused (all autocannon traffic is one client). */
const RATE_MAX = 1_000_000_000;
const RATE_WINDOW_MS = 60_000;

/** `--baseline <git-ref>`: also measure the proxy as built at that commit (opt-in, unlike other benches). */
const baseline = process.argv.some((a) => a === '--baseline' || a.startsWith('--baseline=')) ? baselineRef() : undefined;

/** packages/proxy/dist as built at `ref`: compiled once (tsc, as the package builds) and cached. */
function proxyBuildOf(ref: string): string {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'buffer', maxBuffer: 1 << 28 });
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`).stdout.toString().trim();
  if (!commit) throw new Error(`proxy bench: no commit ${ref}`);
  // Under this checkout's node_modules, so the build's imports (undici, hono, the protocol) resolve to them.
  const root = resolve(`node_modules/.cache/reasoning-bench/proxy-${commit}`);
  const dist = join(root, 'packages/proxy/dist');
  if (existsSync(join(dist, 'node.js'))) return dist;
  mkdirSync(root, { recursive: true });
  const archive = git('archive', commit, 'packages/proxy', 'tsconfig.base.json').stdout;
  const unpacked = spawnSync('tar', ['-x', '-C', root], { input: archive });
  const built = unpacked.status === 0 && spawnSync(resolve('node_modules/.bin/tsc'), ['-p', join(root, 'packages/proxy/tsconfig.build.json')], { stdio: 'inherit' });
  if (!built || built.status !== 0) throw new Error(`proxy bench: building packages/proxy at ${ref} failed`);
  return dist;
}

function benchRuns(): number {
  const at = process.argv.indexOf('--runs');
  const n = at >= 0 ? Number(process.argv[at + 1]) : Number(process.env.BENCH_RUNS ?? 3);
  return Number.isInteger(n) && n >= 3 ? n : 3;
}

/** Every setting that differs from a default (the proxy's, autocannon's), for the table header. */
export const settings: readonly string[] = [
  `rateLimit { max: ${RATE_MAX.toLocaleString('en-US')}, windowMs: ${RATE_WINDOW_MS} } on both stores, so nothing is refused (default max 60)`,
  'all load from one client address (one hot key in Redis)',
  'fetch: createNodeFetch() (default: global fetch)',
  'proxy: the built package (packages/proxy/dist, rebuilt first), as published',
  `warm-up: ${WARMUP_SECONDS} s at full speed, all forwarders at once, then ${SETTLE_ROUNDS} unmeasured CPU rounds while the JIT settles`,
  `CPU: ${CPU_RATE} req/s offered to each forwarder over ${CPU_CONNECTIONS} connections, all forwarders at once, ${CPU_RATE * CPU_SECONDS} requests (${CPU_SECONDS} s) a round, none left in flight`,
  `p99: ${TAIL_CONNECTIONS} connections, ${TAIL_SECONDS} s`,
  `median of ${CPU_ROUNDS_PER_RUN * benchRuns()} CPU rounds and ${benchRuns()} p99 and throughput rounds per variant: CPU rounds first, back to back, then the others (one forwarder at a time, alternating order)`,
  'redis-server 7 with --save "" --appendonly no on loopback',
  ...(baseline === undefined ? [] : [`baseline: the memory-store proxy as built at ${baseline}, a fifth child in the same CPU rounds (no p99 rounds)`]),
];

type Variant = 'redis' | 'memory' | 'bare' | 'pipe' | 'baseline';

interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

// --- child role: serve one variant, report CPU on request -------------------
if (process.env.PROXY_BENCH_ROLE === 'proxy') {
  const variant = process.env.PROXY_BENCH_VARIANT as Variant;
  const upstream = process.env.PROXY_BENCH_UPSTREAM!;
  let server: Server;
  if (variant === 'pipe') {
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 128 });
    const target = new URL(`${upstream}/run`);
    server = createServer((req, res) => {
      const out = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': req.headers['content-length'], authorization: `Bearer ${KEY}` } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? 'application/json', 'content-length': up.headers['content-length'] ?? '' });
          up.pipe(res);
        },
      );
      out.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(out);
    });
    server.listen(0, '127.0.0.1');
  } else if (variant === 'bare') {
    // What a forwarder without checks looks like on this stack: no routing, no limits, no filtering.
    const { serve } = await import('@hono/node-server');
    const { Agent } = await import('undici');
    const agent = new Agent({ connections: 128, keepAliveTimeout: 10_000 });
    const target = new URL(`${upstream}/run`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${KEY}` };
    server = serve({
      fetch: async (request: Request) => {
        const body = new Uint8Array(await request.arrayBuffer());
        const up = await agent.request({ origin: target.origin, path: target.pathname, method: 'POST', headers, body });
        const text = await up.body.text();
        return new Response(text, { status: up.statusCode, headers: { 'content-type': String(up.headers['content-type']) } });
      },
      port: 0,
      hostname: '127.0.0.1',
    }) as unknown as Server;
  } else {
    const { serve } = await import('@hono/node-server');
    const dist = variant === 'baseline' ? process.env.PROXY_BENCH_DIST! : undefined;
    const { createNodeFetch, createProxy } = (await import(
      dist ? pathToFileURL(join(dist, 'node.js')).href : '@reasoning-elements/proxy/node'
    )) as typeof import('@reasoning-elements/proxy/node');
    // Only the Redis variant loads the Redis store: ioredis loaded but unused raised the memory-store
    // proxy's young-generation survival from about 0.5 to 2 kB per request (--trace-gc-nvp), a cost
    // no user of the memory store has.
    const store =
      variant === 'redis'
        ? (await import('@reasoning-elements/proxy/redis')).createRedisRateLimitStore({ url: process.env.PROXY_BENCH_REDIS! })
        : undefined;
    await store?.ready();
    const proxy = createProxy({
      upstream,
      apiKey: KEY,
      basePath: '/proxy',
      fetch: createNodeFetch(),
      rateLimit: { windowMs: RATE_WINDOW_MS, max: RATE_MAX, ...(store ? { store } : {}) },
    });
    server = serve({ fetch: proxy.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as Server;
  }
  const announce = () => process.send!({ port: (server.address() as AddressInfo).port });
  if (server.listening) announce();
  else server.once('listening', announce);
  process.on('message', (message: string) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (message === 'exit') process.exit(0);
  });
}

// --- parent role -------------------------------------------------------------
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function startUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ANSWER) });
      res.end(ANSWER);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Child {
  url: string;
  cpu(): Promise<NodeJS.CpuUsage>;
  stop(): void;
}

async function startChild(variant: Variant, upstream: string, redisUrl: string, dist = ''): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, PROXY_BENCH_ROLE: 'proxy', PROXY_BENCH_VARIANT: variant, PROXY_BENCH_UPSTREAM: upstream, PROXY_BENCH_REDIS: redisUrl, PROXY_BENCH_DIST: dist },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      // Both listeners go once the answer comes: one `exit` listener per question piled up past
      // Node's limit of ten (a MaxListenersExceededWarning every round).
      const onExit = (code: number | null) => reject(new Error(`bench proxy (${variant}) exited with ${code}`));
      const onMessage = (m: Record<string, unknown>) => {
        if (key in m) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(m[key] as T);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const port = await next<number>('port');
  return {
    url: `http://127.0.0.1:${port}${variant === 'pipe' ? '/' : '/proxy/run'}`,
    cpu: () => {
      const reply = next<NodeJS.CpuUsage>('cpu');
      child.send('cpu');
      return reply;
    },
    stop: () => {
      child.removeAllListeners('exit');
      child.send('exit');
    },
  };
}

/** CPU time of another process, in µs, from /proc (Linux clock ticks: 100 per second). */
function processCpuUs(pid: number): number {
  return procCpu(`/proc/${pid}/stat`).ms * 1000;
}

/** One autocannon run, keeping every response time (its histogram rounds to whole milliseconds). */
function cannon(opts: Record<string, unknown>): Promise<{ result: AutocannonResult; times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ result, times })));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
    });
  });
}

function checked(url: string, result: AutocannonResult): number {
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result.requests.total;
}

const load = (url: string, headers: Record<string, string>) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: BODY,
});

interface Sample {
  rps: number;
  p99: number;
}

/**
 * CPU per request of every forwarder at once: each gets CPU_RATE req/s over the same seconds, so
 * load from elsewhere on the machine falls on all of them alike (measured one after another, the
 * ratios moved by a third between rounds on a shared machine).
 */
async function measureCpu(children: Record<Variant, Child>, redisPid: number): Promise<Record<Variant, { cpuUs: number; redisCpuUs?: number }>> {
  const variants = Object.keys(children) as Variant[];
  const before = await Promise.all(variants.map((v) => children[v].cpu()));
  const redisBefore = processCpuUs(redisPid);
  const results = await Promise.all(
    // A round of so many requests, not so many seconds: cut off by time, it left about ten requests in flight,
    // whose upstream calls the proxy then cancelled (a check the bare forwarder does not make), closing as many
    // upstream sockets; after such a reconnect a forwarder of either kind paid 20–40% more CPU per request
    // for the seconds that followed. What a round measures is the steady cost of a request, the same for both.
    variants.map((v) => cannon({ ...load(children[v].url, {}), connections: CPU_CONNECTIONS, amount: CPU_RATE * CPU_SECONDS, overallRate: CPU_RATE })),
  );
  const redisAfter = processCpuUs(redisPid);
  const after = await Promise.all(variants.map((v) => children[v].cpu()));
  const out = {} as Record<Variant, { cpuUs: number; redisCpuUs?: number }>;
  variants.forEach((v, i) => {
    const requests = checked(children[v].url, results[i]!.result);
    out[v] = { cpuUs: (after[i]!.user - before[i]!.user + after[i]!.system - before[i]!.system) / requests };
    if (v === 'redis') out[v].redisCpuUs = (redisAfter - redisBefore) / requests;
  });
  return out;
}

/** p99 and throughput under 200 concurrent clients, one forwarder at a time. */
async function measureTail(url: string, headers: Record<string, string>): Promise<{ rps: number; p99: number }> {
  const tail = await cannon({ ...load(url, headers), connections: TAIL_CONNECTIONS, duration: TAIL_SECONDS });
  tail.times.sort((a, b) => a - b);
  return {
    rps: checked(url, tail.result) / TAIL_SECONDS,
    p99: tail.times[Math.min(tail.times.length - 1, Math.floor(0.99 * tail.times.length))] ?? NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Row = BenchRow & { floor?: number; floorName?: string };

export default async function proxyBench(): Promise<BenchRow[]> {
  process.stderr.write(`  settings: ${settings.join('; ')}\n`);
  const built = spawnSync('npm', ['run', '--silent', '--workspace', '@reasoning-elements/proxy', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('proxy bench: building packages/proxy failed');
  const runs = benchRuns();
  const upstream = await startUpstream();
  const redis = await startRedis();
  const children = {} as Record<Variant, Child>;
  const samples: Record<Variant | 'direct', Sample[]> = { redis: [], memory: [], bare: [], pipe: [], baseline: [], direct: [] };
  const baselineDist = baseline === undefined ? undefined : proxyBuildOf(baseline);
  const cpuRounds: Awaited<ReturnType<typeof measureCpu>>[] = [];
  try {
    for (const variant of ['redis', 'memory', 'bare', 'pipe'] as const) children[variant] = await startChild(variant, upstream.url, redis.url);
    if (baselineDist) children.baseline = await startChild('baseline', upstream.url, redis.url, baselineDist);
    // A proxy runs for days: its code is measured once the JIT has settled, not while it compiles.
    // Full speed first, then unmeasured rounds at the measured rate: the JIT re-tunes to that pattern
    // of calls for about three rounds (--trace-opt counted 102, 25 and 11 functions compiled in the
    // proxy's first three, 61, 7 and 2 in the bare forwarder's, then none), and that compiling is CPU
    // spent once, not per request. Their ratios are printed, not counted.
    // All at once: warmed one after another, each child sat idle for a different time before the first round, and
    // in the rounds the first one warmed paid 10–17% more CPU per request than the same build warmed last (its
    // heap sized differently); warmed together, the same build twice measures 1.00–1.06× (`--baseline HEAD`).
    await Promise.all(Object.values(children).map((child) => cannon({ ...load(child.url, {}), connections: CPU_CONNECTIONS, duration: WARMUP_SECONDS })));
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      const cpu = await measureCpu(children, redis.pid);
      process.stderr.write(`  settling round ${round + 1} (not counted): memory / bare ${(cpu.memory.cpuUs / cpu.bare.cpuUs).toFixed(2)}\n`);
    }
    // CPU rounds back to back, then the tail rounds: a burst of 200 clients between CPU rounds sent
    // the JIT back to work in the next one (on every forwarder, most on the one with the most code).
    for (let round = 0; round < CPU_ROUNDS_PER_RUN * runs; round++) {
      const cpu = await measureCpu(children, redis.pid);
      cpuRounds.push(cpu);
      process.stderr.write(
        `  CPU round ${round + 1}: ${(Object.keys(cpu) as Variant[]).map((v) => `${v} ${cpu[v].cpuUs.toFixed(0)} µs`).join(', ')}; memory / bare ${(cpu.memory.cpuUs / cpu.bare.cpuUs).toFixed(2)}${cpu.baseline ? `; memory / baseline ${(cpu.memory.cpuUs / cpu.baseline.cpuUs).toFixed(2)}` : ''}\n`,
      );
    }
    const order = ['redis', 'memory', 'bare', 'pipe', 'direct'] as const;
    for (let round = 0; round < runs; round++) {
      for (const name of round % 2 ? [...order].reverse() : order) {
        const tail = name === 'direct' ? await measureTail(`${upstream.url}/run`, { authorization: `Bearer ${KEY}` }) : await measureTail(children[name].url, {});
        samples[name].push(tail);
        process.stderr.write(`  round ${round + 1} ${name}: ${Math.round(tail.rps)} req/s, p99 @${TAIL_CONNECTIONS} ${tail.p99.toFixed(1)} ms\n`);
      }
    }
  } finally {
    for (const child of Object.values(children)) child.stop();
    await redis.stop();
    await upstream.close();
  }
  const cpu = (v: Variant) => median(cpuRounds.map((r) => r[v].cpuUs));
  const p99 = (v: Variant | 'direct') => median(samples[v].map((s) => s.p99));
  const rps = (v: Variant | 'direct') => median(samples[v].map((s) => s.rps));
  const redisServerCpu = median(cpuRounds.map((r) => r.redis.redisCpuUs!));
  /** Median of the per-round ratios a / b. */
  const ratios = (a: Variant, b: Variant) => cpuRounds.map((r) => r[a].cpuUs / r[b].cpuUs);
  const paired = (a: Variant, b: Variant) => median(ratios(a, b));
  const spread = (a: Variant, b: Variant) => `rounds ${Math.min(...ratios(a, b)).toFixed(2)}–${Math.max(...ratios(a, b)).toFixed(2)}`;
  const rows: Row[] = [
    { name: 'proxy CPU per request, memory store (every check on)', ours: cpu('memory'), peer: cpu('bare'), peerName: 'bare forwarder, same stack', unit: 'µs', better: 'lower' },
    { name: `proxy / bare forwarder CPU per request, paired by round (goal ≤ 1.2; ${spread('memory', 'bare')})`, ours: paired('memory', 'bare'), unit: '×', better: 'lower' },
    ...(baseline === undefined
      ? []
      : [
          { name: `proxy CPU per request, memory store, this build against ${baseline}'s build (same rounds)`, ours: cpu('memory'), peer: cpu('baseline'), peerName: `${baseline}'s build`, unit: 'µs', better: 'lower' as const },
          { name: `proxy this build / ${baseline}'s build CPU per request, paired by round (${spread('memory', 'baseline')})`, ours: paired('memory', 'baseline'), unit: '×', better: 'lower' as const },
          { name: `${baseline}'s build / bare forwarder CPU per request, paired by round (${spread('baseline', 'bare')})`, ours: paired('baseline', 'bare'), unit: '×', better: 'lower' as const },
        ]),
    { name: 'proxy CPU per request, memory store, against a node:http pipe', ours: cpu('memory'), peer: cpu('pipe'), peerName: 'node:http pipe, no checks', unit: 'µs', better: 'lower' },
    { name: `bare forwarder (same stack) / node:http pipe CPU per request, paired by round (${spread('bare', 'pipe')})`, ours: paired('bare', 'pipe'), unit: '×', better: 'lower' },
    { name: 'proxy CPU per request, Redis store', ours: cpu('redis'), peer: cpu('memory'), peerName: 'memory store', unit: 'µs', better: 'lower' },
    { name: 'CPU the Redis store adds per request (goal ≤ 50 µs; median of per-round differences)', ours: median(cpuRounds.map((r) => r.redis.cpuUs - r.memory.cpuUs)), unit: 'µs', better: 'lower' },
    { name: 'redis-server CPU per request (its own process)', ours: redisServerCpu, unit: 'µs', better: 'lower' },
    { name: `proxy p99 latency, ${TAIL_CONNECTIONS} clients, Redis store`, ours: p99('redis'), peer: p99('memory'), peerName: 'memory store', floor: p99('direct'), floorName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: `proxy p99 latency, ${TAIL_CONNECTIONS} clients, memory store`, ours: p99('memory'), peer: p99('bare'), peerName: 'bare forwarder', floor: p99('direct'), floorName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: `proxy throughput (${TAIL_CONNECTIONS} conns), Redis store`, ours: rps('redis'), peer: rps('memory'), peerName: 'memory store', floor: rps('direct'), floorName: 'direct upstream', unit: 'req/s', better: 'higher' },
    { name: `proxy throughput (${TAIL_CONNECTIONS} conns), memory store`, ours: rps('memory'), peer: rps('bare'), peerName: 'bare forwarder', floor: rps('direct'), floorName: 'direct upstream', unit: 'req/s', better: 'higher' },
  ];
  return rows;
}
