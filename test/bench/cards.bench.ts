/**
 * Preview cards (1200×630 PNG) beside the SVG they are drawn from:
 *   in process   a first render (receiptCard + resvg with the language's fonts), ms per card and cards/s with the
 *                service's two renders at a time, against building the card's SVG alone (its peer: what a client
 *                that renders SVG itself would pay); English and Chinese (CJK fonts are the largest to load)
 *   over HTTP    the reasoning-service CLI as a child process, autocannon 10 connections for 3 s:
 *                a cached card PNG against the badge SVG (a small file served from memory: the static-file peer);
 *                GET /api/receipts/{id} alone against the same while a loop keeps first renders going
 *                (every request a card not drawn yet), the reads' throughput as a ratio.
 * Medians of RUNS rounds (alternating order).
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receiptCard } from '../../src/badge/card.js';
import { badgeTerms } from '../../src/badge/terms.js';
import { Rasteriser } from '../../packages/service/src/card/raster.js';
import { cardText } from '../../packages/service/src/card/words.js';
import { LOAD_KEY, startCli } from '../../packages/service/test/load.helpers.js';
import { alternating, medianOf } from './measure.js';
import type { BenchRow } from './types.js';

const CARDS = 24;
const CONNECTIONS = 10;
const DURATION_S = 3;
const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ja', 'zh', 'ko', 'ar', 'he'];

export const settings = [
  `cards: ${CARDS} distinct receipts per round; rasteriser concurrency as the service's (half the cores, at least 1)`,
  `cards: HTTP figures from autocannon ${CONNECTIONS} connections for ${DURATION_S} s against the CLI in a child process`,
];

type Sample = { svgMs?: number; oneMs?: number; perS?: number };
interface Result {
  requests: { average: number };
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>, cb: (e: Error | null, r: Result) => void) => unknown;
const cannon = (url: string): Promise<Result> =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (e, r) => (e ? reject(e) : resolve(r))));

function fakeReceipt(i: number, round: number) {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return {
    id: `rcpt_${hex(round)}${hex(i)}`,
    session_id: 's',
    session_type: 'reasoning',
    chain_id: 'c',
    chain_root: `0x${hex(i * 7919 + round).repeat(8)}`,
    chain_length: i + 1,
    verified: i % 3 !== 0,
    attest_id: 'a',
    pdf_url: '',
    badge_svg: '',
    created_at: '2026-11-28T00:00:00.000Z',
  };
}

async function svgs(lang: string, round: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < CARDS; i++) {
    const r = fakeReceipt(i, round);
    const text = await cardText(r, lang, '2026-11-28T20:00:00.000Z', 'receipts.example');
    out.push(receiptCard({ receipt: r, words: text.words, terms: text.terms, dir: text.dir, lang: text.lang }));
  }
  return out;
}

export default async function (): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  await badgeTerms('zh'); // languages load once, as in a running service
  for (const lang of ['en', 'zh']) {
    const raster = new Rasteriser();
    let round = 0;
    const s = await alternating({
      svg: async (): Promise<Sample> => {
        const t = performance.now();
        const list = await svgs(lang, round++);
        return { svgMs: (performance.now() - t) / list.length };
      },
      png: async (): Promise<Sample> => {
        const list = await svgs(lang, round++);
        let t = performance.now();
        for (const svg of list.slice(0, 6)) await raster.png(svg, { lang });
        const oneMs = (performance.now() - t) / 6;
        t = performance.now();
        await Promise.all(list.map((svg) => raster.png(svg, { lang })));
        return { oneMs, perS: list.length / ((performance.now() - t) / 1000) };
      },
    });
    const svg = medianOf(s.svg, (x) => x.svgMs!);
    rows.push({ name: `first card render, one at a time (${lang})`, ours: medianOf(s.png, (x) => x.oneMs!), peer: svg, peerName: 'its SVG alone', unit: 'ms per card', better: 'lower' });
    rows.push({ name: `cards drawn per second, all at once (${lang})`, ours: medianOf(s.png, (x) => x.perS!), peer: 1000 / svg, peerName: 'SVGs built per second', unit: 'cards/s', better: 'higher' });
  }

  const cli = await startCli(['--memory']);
  try {
    const run = async (i: number) => {
      const res = await fetch(`${cli.url}/api/run`, { method: 'POST', headers: { authorization: `Bearer ${LOAD_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ input: `why ${i}`, session_name: `bench-${i}` }) });
      return ((await res.json()) as { receipt: { id: string } }).receipt.id;
    };
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await run(i));
    const id = ids[0]!;
    const png = Buffer.from(await (await fetch(`${cli.url}/files/card/${id}.png?lang=en`)).arrayBuffer()); // drawn once: later requests are the cached file
    // The floor: the same bytes from a bare node:http server (no routing, no lookup).
    const bare = createServer((_q, r) => r.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png));
    await new Promise<void>((ok) => bare.listen(0, '127.0.0.1', ok));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    let drawn = 0;
    const s = await alternating({
      cached: async () => (await cannon(`${cli.url}/files/card/${id}.png?lang=en`)).requests.average,
      bare: async () => (await cannon(bareUrl)).requests.average,
      svg: async () => (await cannon(`${cli.url}/files/badge/${id}.svg`)).requests.average,
      reads: async () => (await cannon(`${cli.url}/api/receipts/${id}`)).requests.average,
      readsUnderCards: async () => {
        let stop = false;
        // Two clients each asking for a card not drawn yet, one after another, for the whole run.
        const renderLoop = async () => {
          while (!stop) {
            const n = drawn++;
            const lang = LANGS[n % LANGS.length]!;
            const w = [300, 600, 900, 1200][Math.floor(n / LANGS.length) % 4];
            const scheme = Math.floor(n / (LANGS.length * 4)) % 2 ? 'dark' : 'light';
            await (await fetch(`${cli.url}/files/card/${ids[Math.floor(n / (LANGS.length * 8)) % ids.length]}.png?lang=${lang}&w=${w}&scheme=${scheme}`)).arrayBuffer();
          }
        };
        const loops = [renderLoop(), renderLoop()];
        const rps = (await cannon(`${cli.url}/api/receipts/${id}`)).requests.average;
        stop = true;
        await Promise.all(loops);
        return rps;
      },
    });
    const m = (xs: number[]) => medianOf(xs, (x) => x);
    bare.close();
    rows.push({ name: 'cached card PNG served', ours: m(s.cached), peer: m(s.svg), peerName: 'badge SVG (1 kB)', floor: m(s.bare), floorName: 'same PNG, bare node:http', unit: 'requests/s', better: 'higher' });
    rows.push({ name: 'receipt reads while cards render', ours: m(s.readsUnderCards), peer: m(s.reads), peerName: 'reads alone', unit: 'requests/s', better: 'higher' });
    rows.push({ name: 'cards first drawn during those runs', ours: drawn, unit: 'cards', better: 'higher' });
  } finally {
    cli.stop();
  }
  return rows;
}
