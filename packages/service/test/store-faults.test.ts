// Nothing acknowledged is lost, whatever the disk does. The service's data
// lives on a real 4 MiB tmpfs (mounted here: the suite runs as root): the disk
// fills while 4 writers run, and the files are made immutable mid-run. Every
// run answered 200 is in the store after a restart, chains stay linear, the
// store opens even on a full disk, and once the fault clears runs succeed
// again without a restart while GET /healthz says what happened.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createReasoningService, type ReasoningService } from '../src/service.js';
import { independentRoot, waitFor } from '../../../test/server/harness.js';
import { tempDir } from '../../../test/helpers/temp.js';

const KEY = 'faults-key-1';
const INPUT = 'why does a feedback loop settle? '.repeat(240); // 7,920 characters, as the soak used

const isRoot = process.getuid?.() === 0;
let mount = '';

before(() => {
  if (!isRoot) return;
  mount = tempDir('reasoning-tmpfs-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mount]);
});
after(() => {
  if (mount) execFileSync('umount', ['-l', mount]);
});

interface Acked {
  session: string;
  length: number;
  root: string;
  chain_id: string;
}

function service(dir: string, log: string[]): ReasoningService {
  return createReasoningService({ dataDir: dir, keys: `${KEY}:asi`, attestDelayMs: 5, log: (m) => log.push(m) });
}

async function run(svc: ReasoningService, session: string): Promise<Response> {
  return svc.fetch(
    new Request('http://127.0.0.1/api/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ input: INPUT, session_name: session }),
    }),
  );
}

async function health(svc: ReasoningService): Promise<{ status: number; body: any }> {
  const res = await svc.fetch(new Request('http://127.0.0.1/healthz'));
  return { status: res.status, body: await res.json() };
}

/** Fills the file system holding `dir` until a write fails (ENOSPC); the filler is `dir/../filler`. */
async function fillDisk(dir: string): Promise<string> {
  const path = join(dir, '..', 'filler');
  const handle = await open(path, 'a');
  const chunk = Buffer.alloc(16 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    assert.equal((error as NodeJS.ErrnoException).code, 'ENOSPC');
  } finally {
    await handle.close();
  }
  return path;
}

/** `writers` sessions run until `stop()` says so; every 200 is recorded, every failure must be a clean 500 store_error. */
async function writeUntil(svc: ReasoningService, writers: number, prefix: string, acked: Acked[], stop: (failures: number) => boolean) {
  let failures = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (!stop(failures)) {
        const res = await run(svc, `${prefix}-${w}`);
        const body = (await res.json()) as any;
        if (res.status === 200) {
          acked.push({ session: `${prefix}-${w}`, length: body.chain.length, root: body.chain.root, chain_id: body.chain.id });
        } else {
          assert.equal(res.status, 500, JSON.stringify(body));
          assert.equal(body.code, 'store_error', JSON.stringify(body));
          failures++;
        }
      }
    }),
  );
  return failures;
}

/** Every acknowledged turn is in its chain, unchanged, and every chain holds exactly its acknowledged turns. */
async function assertAllThere(svc: ReasoningService, acked: Acked[]): Promise<void> {
  const bySession = new Map<string, Acked[]>();
  for (const a of acked) bySession.set(a.session, [...(bySession.get(a.session) ?? []), a]);
  for (const [session, turns] of bySession) {
    const lengths = turns.map((t) => t.length).sort((a, b) => a - b);
    assert.deepEqual(lengths, lengths.map((_, i) => i + 1), `${session}: one answer per length, none skipped`);
    const res = await svc.fetch(new Request(`http://127.0.0.1/api/chains/${turns[0]!.chain_id}`));
    assert.equal(res.status, 200);
    const chain = (await res.json()) as any;
    assert.equal(chain.length, turns.length, `${session}: every acknowledged turn and no other`);
    assert.equal(independentRoot(chain.entries), chain.root, `${session}: the chain verifies`);
    for (const t of turns) assert.equal(`0x${chain.entries[t.length - 1].xy}`, t.root, `${session} turn ${t.length} unchanged`);
  }
}

describe('store faults on a real tmpfs', { skip: isRoot ? false : 'mounting a tmpfs needs root (the suite runs as root in CI)' }, () => {
  it('a full disk under 4 writers: failed runs are 500, /healthz is 503 with the reason, runs succeed again once space is back, nothing answered 200 is lost', async (t) => {
    const dir = join(mount, 'full');
    mkdirSync(dir);
    const log: string[] = [];
    let svc = service(dir, log);
    await svc.ready;
    t.after(() => rm(join(dir, '..', 'filler'), { force: true }));
    const acked: Acked[] = [];
    assert.equal(await writeUntil(svc, 4, 'full', acked, () => acked.length >= 8), 0);
    assert.equal((await health(svc)).status, 200);

    // The disk fills: the writers go on until 12 runs have failed.
    let filler = await fillDisk(dir);
    const failed = await writeUntil(svc, 4, 'full', acked, (f) => f >= 12);
    assert.ok(failed >= 12);
    const sick = await health(svc);
    assert.equal(sick.status, 503);
    assert.equal(sick.body.status, 'unavailable');
    // ENOSPC as LMDB reports it: "No space left on device", or "Input/output error" from its N-API build (Node 24+).
    assert.match(sick.body.reason, /^the store cannot write: (No space left on device|Input\/output error)/);
    assert.ok(log.some((m) => /runs are refused until a write succeeds again/.test(m)), log.join('\n'));
    // Reads go on.
    assert.equal((await svc.fetch(new Request(`http://127.0.0.1/api/chains/${acked[0]!.chain_id}`))).status, 200);

    // Space comes back: the very next run of every writer succeeds, no restart, and /healthz says so.
    await rm(filler);
    assert.equal(await writeUntil(svc, 4, 'full', acked, (f) => f > 0 || acked.length >= 40), 0);
    assert.equal((await health(svc)).status, 200);

    // Full again, with no traffic after the failure: the store's own probe notices the space coming back.
    filler = await fillDisk(dir);
    await writeUntil(svc, 1, 'full', acked, (f) => f >= 1);
    assert.equal((await health(svc)).status, 503);
    await rm(filler);
    await waitFor(async () => (await health(svc)).status === 200, '/healthz to recover by itself');

    // The store opens on a full disk, and everything answered 200 is there.
    filler = await fillDisk(dir);
    await svc.close();
    svc = service(dir, log);
    await svc.ready;
    await assertAllThere(svc, acked);
    await rm(filler);
    assert.equal((await run(svc, 'full-0')).status, 200);
    await svc.settle();
    await svc.close();
  });

  it('the files made immutable mid-run under 4 writers: every answer is 200 or a clean 500, and every 200 is there after a restart', async () => {
    const dir = join(mount, 'immutable');
    mkdirSync(dir);
    const log: string[] = [];
    let svc = service(dir, log);
    await svc.ready;
    const acked: Acked[] = [];
    const files = ['lmdb/data.mdb', 'lmdb/lock.mdb', 'attestor-key.pem', 'lmdb'].map((f) => join(dir, f));
    let made = false;
    await writeUntil(svc, 4, 'imm', acked, () => {
      if (!made && acked.length >= 10) {
        execFileSync('chattr', ['+i', ...files]);
        made = true;
      }
      return acked.length >= 40;
    });
    execFileSync('chattr', ['-i', ...files]);
    await svc.close();
    svc = service(dir, log);
    await svc.ready;
    await assertAllThere(svc, acked);
    await svc.close();
  });
});
