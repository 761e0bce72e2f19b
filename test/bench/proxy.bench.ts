/**
 * Proxy vs direct upstream on loopback, with autocannon (bounded: a warm-up,
 * then 10 connections for 5 s per target). The upstream is a tiny node:http
 * server answering POST /api/run with a fixed run-sized JSON body.
 *
 * Each proxy variant runs in its own child process, so `process.cpuUsage()`
 * around the measured run, divided by the requests served, is the proxy's
 * own CPU cost per request (autocannon and the upstream live in this process):
 *   - ours:   createProxy + createNodeFetch (undici Agent, keep-alive)
 *   - fetch:  createProxy on Node's global fetch (the portable default)
 *   - pipe:   a bare node:http forwarder with a keep-alive agent and no checks
 *             at all (the floor an http-proxy style forwarder sits near)
 * This file is also the child: PROXY_BENCH_ROLE=proxy starts a server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, Agent as HttpAgent, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
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
const CONNECTIONS = 10;
const DURATION_S = 5;
const WARMUP_S = 1;

type Variant = 'undici' | 'fetch' | 'pipe';

interface AutocannonResult {
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): void;
}
type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

// --- child role: serve one proxy variant, report CPU on request -------------
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
    const { createProxy } = await import('../../src/server/proxy/index.js');
    const { createNodeFetch } = await import('../../src/server/proxy/node-fetch.js');
    const proxy = createProxy({
      upstream,
      apiKey: KEY,
      basePath: '/proxy',
      rateLimit: false,
      ...(variant === 'undici' ? { fetch: createNodeFetch() } : {}),
    });
    server = serve({ fetch: proxy.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as Server;
  }
  server.once('listening', () => process.send!({ port: (server.address() as AddressInfo).port }));
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
  port: number;
  cpu(): Promise<NodeJS.CpuUsage>;
  stop(): void;
}

async function startChild(variant: Variant, upstream: string): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, PROXY_BENCH_ROLE: 'proxy', PROXY_BENCH_VARIANT: variant, PROXY_BENCH_UPSTREAM: upstream },
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
    port,
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

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  cpuPerRequestUs?: number;
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

async function load(url: string, headers: Record<string, string>, child?: Child): Promise<Measured> {
  const opts = { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY, connections: CONNECTIONS };
  await cannon({ ...opts, duration: WARMUP_S });
  const before = child ? await child.cpu() : undefined;
  const { result, times } = await cannon({ ...opts, duration: DURATION_S });
  const after = child ? await child.cpu() : undefined;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const requests = result.requests.total;
  times.sort((a, b) => a - b);
  const measured: Measured = { rps: requests / DURATION_S, p50: percentile(times, 0.5), p99: percentile(times, 0.99), requests };
  if (before && after) measured.cpuPerRequestUs = (after.user - before.user + after.system - before.system) / requests;
  return measured;
}

export default async function proxyBench(): Promise<BenchRow[]> {
  const upstream = await startUpstream();
  const results = {} as Record<Variant | 'direct', Measured>;
  try {
    results.direct = await load(`${upstream.url}/run`, { authorization: `Bearer ${KEY}` });
    for (const variant of ['undici', 'fetch', 'pipe'] as const) {
      const child = await startChild(variant, upstream.url);
      try {
        const path = variant === 'pipe' ? '/' : '/proxy/run';
        results[variant] = await load(`http://127.0.0.1:${child.port}${path}`, {}, child);
      } finally {
        child.stop();
      }
    }
  } finally {
    await upstream.close();
  }
  const { direct, undici, fetch: nodeFetch, pipe } = results;
  for (const [name, m] of Object.entries(results)) {
    process.stderr.write(`  ${name}: ${Math.round(m.rps)} req/s, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms${m.cpuPerRequestUs ? `, ${m.cpuPerRequestUs.toFixed(0)} µs CPU/req` : ''}\n`);
  }
  return [
    { name: 'proxy throughput (10 conns, loopback)', ours: undici.rps, peer: direct.rps, peerName: 'direct upstream', unit: 'req/s', better: 'higher' },
    { name: 'proxy throughput vs bare forwarder', ours: undici.rps, peer: pipe.rps, peerName: 'node:http pipe, keep-alive, no checks', unit: 'req/s', better: 'higher' },
    { name: 'proxy throughput on Node fetch', ours: nodeFetch.rps, peer: direct.rps, peerName: 'direct upstream', unit: 'req/s', better: 'higher' },
    { name: 'proxy p50 latency', ours: undici.p50, peer: direct.p50, peerName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: 'proxy p99 latency', ours: undici.p99, peer: direct.p99, peerName: 'direct upstream', unit: 'ms', better: 'lower' },
    { name: 'proxy added p50 latency', ours: undici.p50 - direct.p50, peer: nodeFetch.p50 - direct.p50, peerName: 'on Node fetch', unit: 'ms', better: 'lower' },
    { name: 'proxy added p99 latency', ours: undici.p99 - direct.p99, peer: nodeFetch.p99 - direct.p99, peerName: 'on Node fetch', unit: 'ms', better: 'lower' },
    { name: 'proxy CPU per request', ours: undici.cpuPerRequestUs!, peer: nodeFetch.cpuPerRequestUs!, peerName: 'on Node fetch', unit: 'µs', better: 'lower' },
    { name: 'proxy CPU per request vs bare forwarder', ours: undici.cpuPerRequestUs!, peer: pipe.cpuPerRequestUs!, peerName: 'node:http pipe, keep-alive, no checks', unit: 'µs', better: 'lower' },
    { name: 'proxy CPU per request vs goal', ours: undici.cpuPerRequestUs!, peer: 150, peerName: 'goal', unit: 'µs', better: 'lower' },
  ];
}
