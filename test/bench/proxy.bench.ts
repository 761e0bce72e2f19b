/**
 * The proxy's cost per request with its rate limit on: the Redis store against
 * the memory store and against a bare forwarder, in one run, on loopback with
 * autocannon. The upstream is a tiny node:http server answering a run-sized JSON body.
 *
 * Each forwarder runs in its own child process, so `process.cpuUsage()` around
 * a measured load, divided by the requests served, is its own CPU per request
 * (autocannon and the upstream live in this process; redis-server's CPU is read
 * from /proc and reported apart):
 *   - redis:  createProxy + createNodeFetch, rate limit in a real redis-server
 *   - memory: the same, rate limit in the process's memory (the default store)
 *   - pipe:   a bare node:http forwarder with a keep-alive agent and no checks
 *             at all (the floor an http-proxy style forwarder sits near)
 * Every variant runs `runs` times in alternating order (forwards, then backwards);
 * figures are medians. This file is also the child: PROXY_BENCH_ROLE=proxy starts a server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent as HttpAgent, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
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
const WARMUP_SECONDS = 1;
/** A budget no run reaches, so every request is counted and none refused (all autocannon traffic is one client). */
const RATE_MAX = 1_000_000_000;
const RATE_WINDOW_MS = 60_000;

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
  `CPU: ${CPU_RATE} req/s offered over ${CPU_CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${CPU_SECONDS} s measured`,
  `p99: ${TAIL_CONNECTIONS} connections, ${TAIL_SECONDS} s`,
  `median of ${benchRuns()} runs per variant, alternating order`,
  'redis-server 7 with --save "" --appendonly no on loopback',
];

type Variant = 'redis' | 'memory' | 'pipe';

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
  } else {
    const { serve } = await import('@hono/node-server');
    const { createNodeFetch, createProxy } = await import('../../packages/proxy/src/node.js');
    const { createRedisRateLimitStore } = await import('../../packages/proxy/src/redis-store.js');
    const store = variant === 'redis' ? createRedisRateLimitStore({ url: process.env.PROXY_BENCH_REDIS! }) : undefined;
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

async function startChild(variant: Variant, upstream: string, redisUrl: string): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, PROXY_BENCH_ROLE: 'proxy', PROXY_BENCH_VARIANT: variant, PROXY_BENCH_UPSTREAM: upstream, PROXY_BENCH_REDIS: redisUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (key in m) {
          child.off('message', onMessage);
          resolve(m[key] as T);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench proxy (${variant}) exited with ${code}`)));
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
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
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
  cpuUs?: number;
  redisCpuUs?: number;
  rps: number;
  p99: number;
}

/** CPU per request at a moderate load, then p99 under 200 concurrent clients. */
async function measure(url: string, headers: Record<string, string>, child?: Child, redisPid?: number): Promise<Sample> {
  const opts = load(url, headers);
  await cannon({ ...opts, connections: CPU_CONNECTIONS, duration: WARMUP_SECONDS });
  const before = child ? await child.cpu() : undefined;
  const redisBefore = redisPid ? processCpuUs(redisPid) : 0;
  const { result } = await cannon({ ...opts, connections: CPU_CONNECTIONS, duration: CPU_SECONDS, overallRate: CPU_RATE });
  const after = child ? await child.cpu() : undefined;
  const requests = checked(url, result);
  const sample: Sample = { rps: NaN, p99: NaN };
  if (before && after) sample.cpuUs = (after.user - before.user + after.system - before.system) / requests;
  if (redisPid) sample.redisCpuUs = (processCpuUs(redisPid) - redisBefore) / requests;
  const tail = await cannon({ ...opts, connections: TAIL_CONNECTIONS, duration: TAIL_SECONDS });
  sample.rps = checked(url, tail.result) / TAIL_SECONDS;
  tail.times.sort((a, b) => a - b);
  sample.p99 = tail.times[Math.min(tail.times.length - 1, Math.floor(0.99 * tail.times.length))] ?? NaN;
  return sample;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Row = BenchRow & { floor?: number; floorName?: string };

export default async function proxyBench(): Promise<BenchRow[]> {
  process.stderr.write(`  settings: ${settings.join('; ')}\n`);
  const runs = benchRuns();
  const upstream = await startUpstream();
  const redis = await startRedis();
  const children = {} as Record<Variant, Child>;
  const samples: Record<Variant | 'direct', Sample[]> = { redis: [], memory: [], pipe: [], direct: [] };
  try {
    for (const variant of ['redis', 'memory', 'pipe'] as const) children[variant] = await startChild(variant, upstream.url, redis.url);
    const order = ['redis', 'memory', 'pipe', 'direct'] as const;
    for (let round = 0; round < runs; round++) {
      for (const name of round % 2 ? [...order].reverse() : order) {
        const sample =
          name === 'direct'
            ? await measure(`${upstream.url}/run`, { authorization: `Bearer ${KEY}` })
            : await measure(children[name].url, {}, children[name], name === 'redis' ? redis.pid : undefined);
        samples[name].push(sample);
        process.stderr.write(
          `  round ${round + 1} ${name}: ${Math.round(sample.rps)} req/s${sample.cpuUs ? `, ${sample.cpuUs.toFixed(0)} µs CPU/req` : ''}${
            sample.redisCpuUs ? ` (+ redis-server ${sample.redisCpuUs.toFixed(0)} µs)` : ''
          }, p99 @${TAIL_CONNECTIONS} ${sample.p99.toFixed(1)} ms\n`,
        );
      }
    }
  } finally {
    for (const child of Object.values(children)) child.stop();
    await redis.stop();
    await upstream.close();
  }
  const cpu = (v: Variant) => median(samples[v].map((s) => s.cpuUs!));
  const p99 = (v: Variant | 'direct') => median(samples[v].map((s) => s.p99));
  const rps = (v: Variant | 'direct') => median(samples[v].map((s) => s.rps));
  const redisServerCpu = median(samples.redis.map((s) => s.redisCpuUs!));
  const rows: Row[] = [
    { name: 'proxy CPU per request, Redis store', ours: cpu('redis'), peer: cpu('memory'), peerName: 'memory store', floor: cpu('pipe'), floorName: 'bare forwarder', unit: 'µs', better: 'lower' },
    // Paired by round (the two ran next to each other), so load from elsewhere falls on both alike.
    { name: 'CPU the Redis store adds per request (goal ≤ 50 µs; median of per-round differences)', ours: median(samples.redis.map((s, i) => s.cpuUs! - samples.memory[i]!.cpuUs!)), unit: 'µs', better: 'lower' },
    { name: 'redis-server CPU per request (its own process)', ours: redisServerCpu, unit: 'µs', better: 'lower' },
    { name: 'proxy CPU per request, memory store', ours: cpu('memory'), peer: cpu('pipe'), peerName: 'bare forwarder, no checks', unit: 'µs', better: 'lower' },
    { name: `proxy p99 latency, ${TAIL_CONNECTIONS} clients, Redis store`, ours: p99('redis'), peer: p99('memory'), peerName: 'memory store', floor: p99('direct'), floorName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: `proxy p99 latency, ${TAIL_CONNECTIONS} clients, memory store`, ours: p99('memory'), peer: p99('pipe'), peerName: 'bare forwarder', floor: p99('direct'), floorName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: `proxy throughput (${TAIL_CONNECTIONS} conns), Redis store`, ours: rps('redis'), peer: rps('memory'), peerName: 'memory store', floor: rps('direct'), floorName: 'direct upstream', unit: 'req/s', better: 'higher' },
    { name: `proxy throughput (${TAIL_CONNECTIONS} conns), memory store`, ours: rps('memory'), peer: rps('pipe'), peerName: 'bare forwarder', floor: rps('direct'), floorName: 'direct upstream', unit: 'req/s', better: 'higher' },
  ];
  return rows;
}
