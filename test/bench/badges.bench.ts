/**
 * Badges for the same 10,000 receipts, written as files, in one run:
 *   ours  `generateBadges` exactly as `reasoning-badges --from-json` runs it
 *         (read + validate JSON, render, svgo once per badge shape, atomic write)
 *   peer  badge-maker + svgo (preset-default) + one writeFile per badge
 * Figures: badges per second, bytes per badge, and the share of files that
 * keep role="img" (svgo's default strips it).
 */
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBadge } from 'badge-maker';
import { optimize } from 'svgo';
import { generateBadges } from '../../src/cli/badges/run.js';
import { receipt } from '../fixtures/resources.js';
import type { BenchRow } from './types.js';

const N = 10_000;

async function sizes(dir: string): Promise<{ bytes: number; files: number; withRole: number; withAll: number }> {
  let bytes = 0;
  let withRole = 0;
  let withAll = 0;
  const names = (await readdir(dir)).filter((n) => n.endsWith('.svg'));
  for (const name of names) {
    const svg = await readFile(join(dir, name), 'utf8');
    bytes += Buffer.byteLength(svg);
    const role = svg.includes('role="img"');
    if (role) withRole++;
    if (role && svg.includes('aria-label="') && svg.includes('<title>')) withAll++;
  }
  return { bytes, files: names.length, withRole, withAll };
}

export default async function (): Promise<BenchRow[]> {
  const root = await mkdtemp(join(tmpdir(), 'badges-bench-'));
  try {
    // 10,000 receipts, one in five still waiting for its attestation.
    const receipts = Array.from({ length: N }, (_, i) => {
      const verified = i % 5 !== 0;
      return receipt({ id: `rcpt_${i.toString(16).padStart(24, '0')}`, verified, attest_id: verified ? `att_${i}` : '' });
    });
    const src = join(root, 'json');
    await mkdir(src);
    await writeFile(join(src, 'receipts.json'), JSON.stringify(receipts));

    // Ours.
    const oursOut = join(root, 'ours');
    const t0 = performance.now();
    const result = await generateBadges({ out: oursOut, fromJson: src });
    const oursMs = performance.now() - t0;
    if (result.failed.length || result.written !== N + 4) throw new Error(`bench: ours wrote ${result.written}`);

    // Peer: read the same JSON, badge-maker, svgo, one file each.
    const peerOut = join(root, 'peer', 'badge');
    await mkdir(peerOut, { recursive: true });
    const t1 = performance.now();
    const list = JSON.parse(await readFile(join(src, 'receipts.json'), 'utf8')) as Array<{ id: string; verified: boolean }>;
    for (const r of list) {
      const state = r.verified ? 'verified' : 'unverified';
      const svg = makeBadge({ label: 'receipt', message: state, color: r.verified ? 'green' : 'yellow' });
      await writeFile(join(peerOut, `${r.id}.svg`), optimize(svg, { multipass: true }).data);
    }
    const peerMs = performance.now() - t1;

    const ours = await sizes(join(oursOut, 'badge'));
    const peer = await sizes(peerOut);
    const peerName = 'badge-maker + svgo';
    return [
      { name: 'badges: 10,000 receipt badges written', ours: (N / oursMs) * 1000, peer: (N / peerMs) * 1000, peerName, unit: 'badges/s', better: 'higher' },
      { name: 'badges: bytes per badge file', ours: ours.bytes / ours.files, peer: peer.bytes / peer.files, peerName, unit: 'bytes', better: 'lower' },
      { name: 'badges: files keeping role, aria-label and title', ours: (100 * ours.withAll) / ours.files, peer: (100 * peer.withAll) / peer.files, peerName, unit: '%', better: 'higher' },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
