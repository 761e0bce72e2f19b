/**
 * Atomic file writes: the content goes to a temp file beside the target and is
 * renamed over it, so a reader (or a run cut short) never sees half a badge.
 * A target that already holds the same bytes is left alone.
 *
 * The calls are synchronous on purpose: a badge is about 1 KB, and a direct
 * write costs microseconds where a round trip through libuv's thread pool
 * costs more than the write itself. Fetches still overlap while a file is written.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const TEMP_PREFIX = '.reasoning-badges-';
const inFlight = new Set<string>();
let counter = 0;

export type WriteOutcome = 'written' | 'unchanged';

function sameContent(path: string, content: string): boolean {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st || st.size !== Buffer.byteLength(content)) return false;
  return readFileSync(path, 'utf8') === content;
}

export function writeIfChangedSync(path: string, content: string): WriteOutcome {
  if (sameContent(path, content)) return 'unchanged';
  const temp = join(dirname(path), `${TEMP_PREFIX}${process.pid}-${(counter++).toString(36)}-${basename(path)}.tmp`);
  inFlight.add(temp);
  try {
    try {
      writeFileSync(temp, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temp, content);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  } finally {
    inFlight.delete(temp);
  }
  return 'written';
}

/** The same, as a promise (the work itself is synchronous; see above). */
export async function writeIfChanged(path: string, content: string): Promise<WriteOutcome> {
  return writeIfChangedSync(path, content);
}

/** Removes temp files still being written (on an error or an interruption). */
export async function removeInFlight(): Promise<void> {
  for (const t of inFlight) rmSync(t, { force: true });
}

/** Removes temp files a killed earlier run left behind (SIGKILL gives no chance to clean up). */
export async function removeStaleTemps(dir: string): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) if (n.startsWith(TEMP_PREFIX) && n.endsWith('.tmp')) rmSync(join(dir, n), { force: true });
}
