/**
 * The embedded service under load: POST /api/run from 50 autocannon
 * connections for 5 s (after a 1 s warm-up), against the reasoning-service
 * CLI as a child process, in memory and with its LMDB store synced to disk
 * before every 200. No other Reasoning Service runs here, so the figure
 * stands beside the floor: a bare node:http server in a child process that
 * reads the JSON body, parses it and answers a run-sized JSON (no engine,
 * hashing, store or attestation). This file is also that child:
 * SERVICE_BENCH_ROLE=echo starts it. Each run starts a fresh process; the
 * three take turns (alternating order) and each figure is the median.
 *
 * Also, in process: the attestor after one new link on a 5,000-link chain
 * (incremental, from its checkpoint) against a fresh attestor re-verifying
 * the whole chain, which is what every attestation did before checkpoints.
 * Both are measured: entries hashed and time.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, runLoad, startCli } from '../../packages/service/test/load.helpers.js';
import { alternating, medianOf } from './measure.js';
import { Attestor } from '../../packages/service/src/attestor/index.js';
import { generatePrivateKey } from '../../packages/service/src/attestor/keys.js';
import { nextEntry } from '../../packages/service/src/chain/index.js';
import { createRuleEngine } from '../../packages/service/src/engine/index.js';
import { openStore, type ChainMeta, type TurnRecord } from '../../packages/service/src/store/index.js';
import type { BenchRow } from './types.js';

const CONNECTIONS = 50;
const DURATION_S = 5;
const SESSIONS = 10;
const ATTEST_DELAY_MS = 50;

export const settings = [
  `autocannon ${CONNECTIONS} connections, ${DURATION_S} s after a 1 s warm-up, ${SESSIONS} session names`,
  `service --attest-delay ${ATTEST_DELAY_MS} (default 200)`,
  'a fresh process per run',
];

if (process.env.SERVICE_BENCH_ROLE === 'echo') {
  const answer = JSON.stringify({
    status: 'GROUND',
    content: { answer: 'x'.repeat(120), confidence: 0.9, implication: 'y'.repeat(80) },
    structure: { closest_shape: 'causal_system', geometric_confidence: 0.9, gap_score: 0.1, fires: false },
    bridge: null,
    conflict: { conflict: false, message: '' },
    chain: { id: 'chain_echo', root: `0x${'ab'.repeat(32)}`, length: 1, verified: false },
    receipt: { id: 'rcpt_echo', chain_id: 'chain_echo', chain_root: `0x${'ab'.repeat(32)}`, chain_length: 1, verified: false, attest_id: '' },
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
      res.end(answer);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  process.on('SIGTERM', () => process.exit(0));
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(url: string, label: string): Promise<Measured> {
  await runLoad(url, { connections: CONNECTIONS, durationS: 1, sessions: SESSIONS, label: `${label}-warm` });
  const r = await runLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, sessions: SESSIONS, label });
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  const m = { rps: r.acked.length / r.durationS, p50: percentile(r.times, 0.5), p99: percentile(r.times, 0.99) };
  process.stderr.write(`  ${label}: ${Math.round(m.rps)} runs/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms\n`);
  return m;
}

function startEcho(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, SERVICE_BENCH_ROLE: 'echo' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) resolve({ url: m[1]!, stop: async () => void (child.kill('SIGTERM'), await exited) });
    });
    void exited.then(() => reject(new Error('echo server exited')));
  });
}

const LONG_CHAIN = 5000;

interface AttestSample {
  entries: number;
  ms: number;
}

/**
 * One new link at a time on a 5,000-link chain: the attestor that holds a
 * checkpoint attests it incrementally, a fresh attestor re-verifies it in full.
 */
async function attestationWork(): Promise<{ incremental: AttestSample[]; full: AttestSample[] }> {
  const store = await openStore({ memory: true });
  const output = await createRuleEngine().run({ input: 'why does ice float', session_name: 'bench', session_type: 'reasoning', turn: 0 });
  const meta: ChainMeta = {
    chain_id: 'chain_bench', session_id: 'session-bench', receipt_id: 'rcpt_bench', session_type: 'reasoning',
    title: 'Reasoning: bench', scope: 'bench', created_at: new Date().toISOString(),
  };
  const append = async () => {
    const chain = await store.chain(meta.chain_id);
    const index = chain?.entries.length ?? 0;
    const record: TurnRecord = { chain_id: meta.chain_id, index, session_type: 'reasoning', input: `turn ${index}`, output };
    await store.appendTurn(meta, nextEntry(chain?.entries[index - 1], record, new Date().toISOString()), record);
  };
  // Attestations are not committed: a root already attested by one variant would let the other skip its work.
  const newAttestor = () => new Attestor({ privateKey: generatePrivateKey(), load: (id) => store.chain(id), commit: async () => {} });
  /** Attests the chain's current root with `attestor`, counting the entries it hashed. */
  const attest = async (attestor: Attestor): Promise<AttestSample> => {
    const before = attestor.stats.entriesHashed;
    const started = performance.now();
    await attestor.attestNow(meta.chain_id);
    return { ms: performance.now() - started, entries: attestor.stats.entriesHashed - before };
  };
  for (let i = 0; i < LONG_CHAIN; i++) await append();
  const checkpointed = newAttestor();
  try {
    await attest(checkpointed);
    // Each round adds a link; then both attest the same new root, in alternating order.
    const samples = await alternating(
      {
        incremental: () => attest(checkpointed),
        full: async () => {
          const attestor = newAttestor();
          try {
            return await attest(attestor);
          } finally {
            await attestor.close();
          }
        },
      },
      { beforeRound: append },
    );
    return samples;
  } finally {
    await checkpointed.close();
    await store.close();
  }
}

async function startDurable(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'reasoning-bench-'));
  const cli = await startCli(['--data', dir, '--attest-delay', String(ATTEST_DELAY_MS)]);
  return { url: cli.url, stop: async () => (cli.child.kill('SIGTERM'), await cli.exited, await rm(dir, { recursive: true, force: true })) };
}

async function startMemory(): Promise<{ url: string; stop: () => Promise<void> }> {
  const cli = await startCli(['--memory', '--attest-delay', String(ATTEST_DELAY_MS)]);
  return { url: cli.url, stop: async () => void (cli.child.kill('SIGTERM'), await cli.exited) };
}

/** Starts a fresh server, measures it, stops it. */
async function measured(start: () => Promise<{ url: string; stop: () => Promise<void> }>, label: string): Promise<Measured> {
  const server = await start();
  try {
    return await measure(server.url, label);
  } finally {
    await server.stop();
  }
}

export default async function serviceBench(): Promise<BenchRow[]> {
  const work = await attestationWork();
  const load = await alternating({
    echo: () => measured(startEcho, 'node:http JSON echo'),
    memory: () => measured(startMemory, 'service (memory)'),
    durable: () => measured(startDurable, 'service (--data, synced)'),
  });
  const rps = (m: Measured) => m.rps;
  const p99 = (m: Measured) => m.p99;
  const floorName = 'bare node:http JSON echo';
  const entries = (s: AttestSample) => s.entries;
  const ms = (s: AttestSample) => s.ms;
  return [
    { name: 'service runs/s, in memory (50 conns, loopback)', ours: medianOf(load.memory, rps), floor: medianOf(load.echo, rps), floorName, unit: 'req/s', better: 'higher' },
    { name: 'service runs/s, store synced before each 200', ours: medianOf(load.durable, rps), floor: medianOf(load.echo, rps), floorName, unit: 'req/s', better: 'higher' },
    { name: 'service p99 latency, in memory', ours: medianOf(load.memory, p99), floor: medianOf(load.echo, p99), floorName, unit: 'ms', better: 'lower' },
    { name: 'service p99 latency, store synced', ours: medianOf(load.durable, p99), floor: medianOf(load.echo, p99), floorName, unit: 'ms', better: 'lower' },
    {
      name: 'attest after 1 new link on a 5,000-link chain, entries hashed',
      ours: medianOf(work.incremental, entries),
      peer: medianOf(work.full, entries),
      peerName: 'full re-verify, measured',
      unit: 'entries',
      better: 'lower',
    },
    {
      name: 'attest after 1 new link on a 5,000-link chain, time',
      ours: medianOf(work.incremental, ms),
      peer: medianOf(work.full, ms),
      peerName: 'full re-verify, measured',
      unit: 'ms',
      better: 'lower',
    },
  ];
}
