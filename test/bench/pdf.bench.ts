/**
 * Receipt reads while PDFs are fetched: `reasoning-service --data DIR` as a
 * child process holding one chain of 4,193 links (the chain of the report that
 * found a PDF render costing 750 ms of CPU per request). 10 clients read
 * GET /api/receipts/{id} for 3 s, alone and then while 4 more clients fetch
 * that chain's PDF in a loop; receipts/s and p99 side by side (the reads
 * alone are the peer). Also the PDF's first fetch (a render) beside a
 * repeat (from the store).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startCli, type Cli } from '../../packages/service/test/load.helpers.js';
import { LONG_SESSION, writeServiceJournal } from './long-chains.js';
import type { BenchRow } from './types.js';

const LINKS = 4193;
const READERS = 10;
const PDF_CLIENTS = 4;
const SECONDS = 3;

export const settings = [`one chain of ${LINKS} links; ${READERS} receipt readers for ${SECONDS} s, alone and beside ${PDF_CLIENTS} clients fetching its PDF`, 'a single run'];

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

/** Receipt reads per second and their p99, while `pdfClients` fetch the PDF. */
async function reads(cli: Cli, pdfClients: number): Promise<{ perS: number; p99: number }> {
  const until = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  const receipt = `${cli.url}/api/receipts/${LONG_SESSION.receipt_id}`;
  const pdf = `${cli.url}/files/${LONG_SESSION.receipt_id}.pdf`;
  await Promise.all([
    ...Array.from({ length: READERS }, async () => {
      while (performance.now() < until) times.push(await timed(receipt));
    }),
    ...Array.from({ length: pdfClients }, async () => {
      while (performance.now() < until) await timed(pdf);
    }),
  ]);
  return { perS: times.length / SECONDS, p99: percentile(times.sort((a, b) => a - b), 0.99) };
}

export default async function (): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-bench-'));
  let cli: Cli | undefined;
  try {
    mkdirSync(join(dir, 'data'));
    await writeServiceJournal(join(dir, 'data', 'journal.jsonl'), LINKS);
    cli = await startCli(['--data', join(dir, 'data'), '--public-url', 'http://127.0.0.1:1']);
    const pdf = `${cli.url}/files/${LONG_SESSION.receipt_id}.pdf`;
    const first = await timed(pdf);
    const repeat = await timed(pdf);
    const alone = await reads(cli, 0);
    const beside = await reads(cli, PDF_CLIENTS);
    return [
      { name: `receipt reads/s beside ${PDF_CLIENTS} PDF clients (${LINKS}-link chain)`, ours: beside.perS, peer: alone.perS, peerName: 'reads alone', unit: 'reads/s', better: 'higher' },
      { name: `receipt read p99 beside ${PDF_CLIENTS} PDF clients`, ours: beside.p99, peer: alone.p99, peerName: 'reads alone', unit: 'ms', better: 'lower' },
      { name: `PDF fetch, repeat (kept in the store)`, ours: repeat, peer: first, peerName: 'first fetch (a render)', unit: 'ms', better: 'lower' },
    ];
  } finally {
    if (cli) {
      cli.child.kill('SIGTERM');
      await cli.exited;
    }
    await rm(dir, { recursive: true, force: true });
  }
}
