/**
 * Atomic file writes: the content goes to a temp file beside the target and is
 * renamed over it, so a reader (or a run cut short) never sees half a badge.
 * A target that already holds the same bytes is left alone.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export const TEMP_PREFIX = '.reasoning-badges-';
const inFlight = new Set<string>();

export type WriteOutcome = 'written' | 'unchanged';

export async function writeIfChanged(path: string, content: string): Promise<WriteOutcome> {
  try {
    if ((await readFile(path, 'utf8')) === content) return 'unchanged';
  } catch {
    /* missing or unreadable: write it */
  }
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `${TEMP_PREFIX}${process.pid}-${Math.random().toString(36).slice(2)}-${basename(path)}.tmp`);
  inFlight.add(temp);
  try {
    await writeFile(temp, content);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    inFlight.delete(temp);
  }
  return 'written';
}

/** Removes temp files still being written (on SIGINT/SIGTERM), synchronously enough to run before exit. */
export async function removeInFlight(): Promise<void> {
  await Promise.all([...inFlight].map((t) => rm(t, { force: true })));
}

/** Removes temp files a killed earlier run left behind (SIGKILL gives no chance to clean up). */
export async function removeStaleTemps(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names.filter((n) => n.startsWith(TEMP_PREFIX) && n.endsWith('.tmp')).map((n) => rm(join(dir, n), { force: true })),
  );
}
