/**
 * The proxy's in-memory rate limiter under a flood of distinct clients, as
 * published (`packages/proxy/dist`, rebuilt first): 1,000,000 clients, each
 * new, one request each, against
 *   - the floor: a bare Map that only stores a fresh count per client (no window, no cap: the least
 *     any limiter that remembers a client can do);
 *   - the peer: rate-limiter-flexible's RateLimiterMemory (the library the Redis store uses), same
 *     budget, same clients.
 * Ours runs at its default cap (100,000 clients, so from the 100,001st client on every request
 * evicts one) and with a cap of 1,000,000 (no eviction). Figures: ns per request, and the heap
 * the structure holds after the flood beyond the client names themselves (after a full GC), which the cap bounds. Each variant runs in a child process
 * of its own (this file, LIMITER_BENCH_VARIANT set), so no variant's garbage or timers weigh on another's heap.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { alternating, medianOf } from './measure.js';
import type { BenchRow } from './types.js';

const CLIENTS = 1_000_000;
const POLICY = { windowMs: 60_000, max: 60 };

export const settings = [`${CLIENTS.toLocaleString('en-US')} distinct clients, one request each`, 'budget 60 per minute'];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMiB = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

interface Sample {
  ns: number;
  heap: number;
}

type Variant = 'floor' | 'ours' | 'oursUncapped' | 'peer';

/** What a variant built, held here while its heap is measured (a local the JIT knows is dead would not hold it). */
export let held: unknown;

/** Runs `hit` for every client name, and measures time per hit and the heap the structure keeps. */
async function flood(make: () => (client: string) => unknown): Promise<Sample> {
  const names = Array.from({ length: CLIENTS }, (_, i) => `198.51.${(i >> 16) & 255}.${(i >> 8) & 255}:${i & 255}-${i}`);
  const base = heapMiB();
  const hit = make();
  // The names stay alive too: the figure is what the structure adds beyond the clients' own names.
  held = [hit, names];
  const t0 = process.hrtime.bigint();
  for (const name of names) {
    const answer = hit(name);
    if (answer instanceof Promise) await answer;
  }
  const ns = Number(process.hrtime.bigint() - t0) / CLIENTS;
  const heap = heapMiB() - base;
  held = undefined;
  return { ns, heap };
}

/** One variant's structure, built in this (child) process. */
async function variant(name: Variant): Promise<(client: string) => unknown> {
  const { SlidingWindowLimiter } = await import(resolve('packages/proxy/dist/rate-limit.js'));
  const { RateLimiterMemory } = await import('rate-limiter-flexible');
  if (name === 'floor') {
    const counts = new Map<string, { n: number }>();
    return (client) => {
      const entry = counts.get(client);
      if (entry) entry.n++;
      else counts.set(client, { n: 1 });
      return counts;
    };
  }
  if (name === 'peer') {
    const limiter = new RateLimiterMemory({ points: POLICY.max, duration: POLICY.windowMs / 1000 });
    return (client) => limiter.consume(client).catch(() => undefined);
  }
  const limiter = new SlidingWindowLimiter(name === 'ours' ? POLICY : { ...POLICY, maxClients: CLIENTS });
  return (client) => limiter.hit(client);
}

/** Runs one variant in a child process and reads its figures. */
function inChild(name: Variant): Sample {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'test/bench/limiter.bench.ts'], {
    env: { ...process.env, LIMITER_BENCH_VARIANT: name },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Sample;
}

const child = process.env.LIMITER_BENCH_VARIANT as Variant | undefined;
if (child) {
  const built = await variant(child);
  const sample = await flood(() => built);
  process.stdout.write(`${JSON.stringify(sample)}\n`);
  // RateLimiterMemory keeps a timer per client; the figures are out, so the child need not wait for them.
  process.exit(0);
}

export default async function limiterBench(): Promise<BenchRow[]> {
  const built = spawnSync(resolve('node_modules/.bin/tsc'), ['-p', 'packages/proxy/tsconfig.build.json'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('limiter bench: building packages/proxy failed');
  const run = (name: Variant) => async () => inChild(name);
  const samples = await alternating({ floor: run('floor'), ours: run('ours'), oursUncapped: run('oursUncapped'), peer: run('peer') });
  const ns = (k: keyof typeof samples) => medianOf(samples[k], (s) => s.ns);
  const heap = (k: keyof typeof samples) => medianOf(samples[k], (s) => s.heap);
  const peerName = 'rate-limiter-flexible RateLimiterMemory';
  return [
    { name: 'ns per request, 1M new clients, cap 100,000 (evicting)', ours: ns('ours'), peer: ns('peer'), peerName, floor: ns('floor'), floorName: 'bare Map of counts', unit: 'ns', better: 'lower' },
    { name: 'ns per request, 1M new clients, cap 1,000,000', ours: ns('oursUncapped'), peer: ns('peer'), peerName, floor: ns('floor'), floorName: 'bare Map of counts', unit: 'ns', better: 'lower' },
    { name: 'heap kept after 1M clients, cap 100,000', ours: heap('ours'), peer: heap('peer'), peerName, floor: heap('floor'), floorName: 'bare Map of 1M counts', unit: 'MiB', better: 'lower' },
    { name: 'heap kept after 1M clients, cap 1,000,000', ours: heap('oursUncapped'), peer: heap('peer'), peerName, floor: heap('floor'), floorName: 'bare Map of 1M counts', unit: 'MiB', better: 'lower' },
  ];
}
