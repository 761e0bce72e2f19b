/**
 * The badge build for 10,000 receipts, each side run as its own process and
 * timed whole (start-up included), on a RAM disk (/dev/shm) when there is one:
 *   floor  test/bench/badges/floor.mjs: read the same inputs, write 10,000
 *          files of ours' mean badge size, nothing else (no rename, no render)
 *   ours   `reasoning-badges --out OUT --from-json SRC -q` (dist/), as users run it:
 *          svgo verdict cache warm, as on every build after the first (a cold
 *          first run, which loads svgo once, is its own row)
 *   peer   test/bench/badges/peer.mjs: badge-maker + svgo writing OUT/<id>.svg,
 *          with svgo's preset-default (no multipass: its users' default), and
 *          once with our svgo config (multipass, keepRoleAttr, cleanupIds off)
 * Inputs in both forms `--from-json` reads: a directory of 10,000 receipt
 * files, and one file holding a JSON array of 10,000 receipts; one in five
 * receipts is unverified. Every side writes into a fresh directory each run.
 * RUNS rounds (default 3), each running every side once in an order that
 * rotates between rounds; the median is reported. Also: a rebuild that
 * changes nothing, bytes per badge, and the share of files keeping role,
 * aria-label and <title> (svgo's preset-default strips role="img").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receipt } from '../fixtures/resources.js';
import type { BenchRow } from './types.js';

const N = 10_000;
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS) || 3);
const CLI = 'packages/badges/bin/reasoning-badges.js';
const FLOOR = 'test/bench/badges/floor.mjs';
const PEER = 'test/bench/badges/peer.mjs';

/** Printed in the bench's header: what differs from a default on either side. */
export const settings = [
  'badges: every side a whole process on a RAM disk (/dev/shm); ours = dist/ CLI with a warm svgo verdict cache (a cold first build is its own row)',
  'badges: peer = badge-maker 6 + svgo preset-default (no multipass), plus one row with our svgo config (multipass, keepRoleAttr, cleanupIds off)',
  'badges: floor = read the same inputs, write 10,000 files of our mean size (no render, no rename)',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs `node ...args` to completion; its wall time in ms. */
function timed(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`badges bench: node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

function files(dir: string): { count: number; bytes: number; accessible: number } {
  let bytes = 0;
  let accessible = 0;
  const names = readdirSync(dir).filter((n) => n.endsWith('.svg'));
  for (const name of names) {
    const svg = readFileSync(join(dir, name), 'utf8');
    bytes += Buffer.byteLength(svg);
    if (svg.includes('role="img"') && svg.includes('aria-label="') && svg.includes('<title>')) accessible++;
  }
  return { count: names.length, bytes, accessible };
}

export default async function badgesBench(): Promise<BenchRow[]> {
  if (!existsSync('packages/badges/dist/cli.js')) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('badges bench: npm run build failed');
  }
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const root = mkdtempSync(join(base, 'badges-bench-'));
  try {
    const receipts = Array.from({ length: N }, (_, i) => {
      const verified = i % 5 !== 0;
      const id = `rcpt_${i.toString(16).padStart(24, '0')}`;
      return receipt({ id, verified, attest_id: verified ? `att_${i}` : '', pdf_url: `http://127.0.0.1/files/${id}.pdf` });
    });
    const inputs = { 'a directory of 10,000 receipt files': join(root, 'in-files'), 'one JSON array of 10,000 receipts': join(root, 'in-array') };
    mkdirSync(inputs['a directory of 10,000 receipt files']);
    mkdirSync(inputs['one JSON array of 10,000 receipts']);
    for (const r of receipts) writeFileSync(join(inputs['a directory of 10,000 receipt files'], `${r.id as string}.json`), JSON.stringify(r));
    writeFileSync(join(inputs['one JSON array of 10,000 receipts'], 'receipts.json'), JSON.stringify(receipts));

    const cache = join(root, 'svgo-cache');
    const out = (name: string) => {
      const dir = join(root, 'out', name);
      rmSync(dir, { recursive: true, force: true });
      return dir;
    };
    // Warm-up, untimed: fills the page cache and ours' svgo verdict cache, and measures ours' badge size.
    const warm = out('warm');
    timed([CLI, '--out', warm, '--from-json', inputs['one JSON array of 10,000 receipts'], '-q', '--cache-dir', cache]);
    const oursFiles = files(join(warm, 'badge'));
    const size = Math.round(oursFiles.bytes / oursFiles.count);

    const rows: BenchRow[] = [];
    let peerFiles = { count: 1, bytes: 0, accessible: 0 };
    for (const [form, src] of Object.entries(inputs)) {
      const sides: Record<string, () => number> = {
        floor: () => timed([FLOOR, src, out('floor'), String(size)]),
        ours: () => timed([CLI, '--out', out('ours'), '--from-json', src, '-q', '--cache-dir', cache]),
        rebuild: () => timed([CLI, '--out', join(root, 'out', 'ours'), '--from-json', src, '-q', '--cache-dir', cache]),
        peer: () => timed([PEER, src, out('peer'), 'default']),
      };
      // The peer with our svgo config once, on the array form (each peer run takes tens of seconds).
      if (form.startsWith('one')) {
        sides['peer, our svgo config'] = () => timed([PEER, src, out('peer-ours'), 'ours']);
        // A first build ever: no verdict cache, so svgo is loaded and run once per badge shape.
        sides['ours, first run'] = () => timed([CLI, '--out', out('cold'), '--from-json', src, '-q', '--cache-dir', out('cold-cache')]);
      }
      const names = Object.keys(sides);
      const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
      for (let round = 0; round < RUNS; round++) {
        // Rotate the order each round; "rebuild" always follows "ours" (it rebuilds ours' output).
        const order = names.filter((n) => n !== 'rebuild');
        const rotated = [...order.slice(round % order.length), ...order.slice(0, round % order.length)];
        for (const name of rotated) {
          process.stderr.write(`  badges: ${form}, round ${round + 1}/${RUNS}: ${name}\n`);
          times[name]!.push(sides[name]!());
          if (name === 'ours') times.rebuild!.push(sides.rebuild!());
        }
      }
      const ms = Object.fromEntries(names.map((n) => [n, median(times[n]!)])) as Record<string, number>;
      const perS = (t: number) => (N / t) * 1000;
      if (form.startsWith('a directory')) peerFiles = files(join(root, 'out', 'peer'));
      rows.push(
        { name: `badges from ${form}: throughput, ours vs badge-maker + svgo preset-default`, ours: perS(ms.ours!), peer: perS(ms.peer!), peerName: 'badge-maker + svgo', floor: perS(ms.floor!), floorName: 'plain read + write', unit: 'badges/s', better: 'higher' },
        { name: `badges from ${form}: whole process`, ours: ms.ours! / 1000, floor: ms.floor! / 1000, floorName: 'plain read + write', unit: 's', better: 'lower' },
        { name: `badges from ${form}: rebuild with nothing changed`, ours: ms.rebuild! / 1000, floor: ms.floor! / 1000, floorName: 'plain read + write', unit: 's', better: 'lower' },
      );
      if (ms['ours, first run']) {
        rows.push({ name: `badges from ${form}: first build ever (no svgo verdict cache: svgo loaded)`, ours: ms['ours, first run'] / 1000, floor: ms.floor! / 1000, floorName: 'plain read + write', unit: 's', better: 'lower' });
      }
      if (ms['peer, our svgo config']) {
        rows.push({
          name: `badges from ${form}: throughput, ours vs badge-maker + our svgo config (multipass, keepRoleAttr, cleanupIds off)`,
          ours: perS(ms.ours!),
          peer: perS(ms['peer, our svgo config']),
          peerName: 'badge-maker + svgo',
          unit: 'badges/s',
          better: 'higher',
        });
      }
    }
    rows.push(
      { name: 'badges: bytes per badge file', ours: oursFiles.bytes / oursFiles.count, peer: peerFiles.bytes / peerFiles.count, peerName: 'badge-maker + svgo preset-default', unit: 'bytes', better: 'lower' },
      {
        name: 'badges: files keeping role, aria-label and <title>',
        ours: (100 * oursFiles.accessible) / oursFiles.count,
        peer: (100 * peerFiles.accessible) / peerFiles.count,
        peerName: 'badge-maker + svgo preset-default',
        unit: '%',
        better: 'higher',
      },
    );
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
