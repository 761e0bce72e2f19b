/**
 * The embedded service under load: POST /api/run from 50 autocannon
 * connections for 5 s (after a 1 s warm-up), against the reasoning-service
 * CLI as a child process, in memory and with its journal synced to disk
 * before every 200. The peer is the upper bound on this machine: a bare
 * node:http server in a child process that reads the JSON body, parses it and
 * answers a run-sized JSON (no engine, hashing, journal or attestation).
 * This file is also that child: SERVICE_BENCH_ROLE=echo starts it.
 *
 * Also, in process: the attestor's work for one new link on a 5,000-link
 * chain (entries re-hashed) against re-verifying the whole chain, which is
 * what every attestation did before checkpoints.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, runLoad, startCli } from '../node/load.helpers.js';
import { Attestor } from '../../src/server/service/attestor/index.js';
import { generatePrivateKey } from '../../src/server/service/attestor/keys.js';
import { nextEntry } from '../../src/server/service/chain/index.js';
import { createRuleEngine } from '../../src/server/service/engine/index.js';
import { Store, type ChainMeta, type TurnRecord } from '../../src/server/service/store/index.js';
import type { BenchRow } from './types.js';

const CONNECTIONS = 50;
const DURATION_S = 5;

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
  await runLoad(url, { connections: CONNECTIONS, durationS: 1, sessions: 10, label: `${label}-warm` });
  const r = await runLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, sessions: 10, label });
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

/** Entries the attestor re-hashes for a full (first) attestation and for the next one after one new link. */
async function attestationWork(): Promise<{ full: number; oneNew: number }> {
  const store = await Store.open({ memory: true });
  const output = await createRuleEngine().run({ input: 'why does ice float', session_name: 'bench', session_type: 'reasoning', turn: 0 });
  const meta: ChainMeta = {
    chain_id: 'chain_bench', session_id: 'session-bench', receipt_id: 'rcpt_bench', session_type: 'reasoning',
    title: 'Reasoning: bench', scope: 'bench', created_at: new Date().toISOString(),
  };
  const append = async () => {
    const chain = store.chain(meta.chain_id);
    const index = chain?.entries.length ?? 0;
    const record: TurnRecord = { chain_id: meta.chain_id, index, session_type: 'reasoning', input: `turn ${index}`, output };
    await store.appendTurn(meta, nextEntry(chain?.entries[index - 1], record, new Date().toISOString()), record);
  };
  for (let i = 0; i < LONG_CHAIN; i++) await append();
  const attestor = new Attestor({ privateKey: generatePrivateKey(), load: (id) => store.chain(id), commit: (a) => store.addAttestation(a) });
  try {
    await attestor.attestNow(meta.chain_id);
    const full = attestor.stats.entriesHashed;
    await append();
    await attestor.attestNow(meta.chain_id);
    return { full, oneNew: attestor.stats.entriesHashed - full };
  } finally {
    await attestor.close();
    await store.close();
  }
}

export default async function serviceBench(): Promise<BenchRow[]> {
  const work = await attestationWork();
  process.stderr.write(`  attestor: ${work.full} entries hashed for the first attestation, ${work.oneNew} after one new link\n`);
  const echo = await startEcho();
  let peer: Measured;
  try {
    peer = await measure(echo.url, 'node:http JSON echo');
  } finally {
    await echo.stop();
  }
  const memory = await startCli(['--memory', '--attest-delay', '50']);
  let mem: Measured;
  try {
    mem = await measure(memory.url, 'service (memory)');
  } finally {
    memory.child.kill('SIGTERM');
    await memory.exited;
  }
  const dir = await mkdtemp(join(tmpdir(), 'reasoning-bench-'));
  const durable = await startCli(['--data', dir, '--attest-delay', '50']);
  let disk: Measured;
  try {
    disk = await measure(durable.url, 'service (--data, synced)');
  } finally {
    durable.child.kill('SIGTERM');
    await durable.exited;
    await rm(dir, { recursive: true, force: true });
  }
  const peerName = 'bare node:http JSON echo';
  return [
    { name: 'service runs/s, in memory (50 conns, loopback)', ours: mem.rps, peer: peer.rps, peerName, unit: 'req/s', better: 'higher' },
    { name: 'service runs/s, journal synced before each 200', ours: disk.rps, peer: peer.rps, peerName, unit: 'req/s', better: 'higher' },
    { name: 'service p99 latency, in memory', ours: mem.p99, peer: peer.p99, peerName, unit: 'ms', better: 'lower' },
    { name: 'service p99 latency, journal synced', ours: disk.p99, peer: peer.p99, peerName, unit: 'ms', better: 'lower' },
    {
      name: 'attest after 1 new link on a 5,000-link chain, entries hashed',
      ours: work.oneNew,
      // The chain has 5,001 links by then; re-verifying all of them is what every attestation did before checkpoints.
      peer: work.full + 1,
      peerName: 'full-chain re-verify',
      unit: 'entries',
      better: 'lower',
    },
  ];
}
