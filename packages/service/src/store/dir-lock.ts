/**
 * One service process per data directory: the idempotency of runs under way
 * and the attestor's schedule live in the process. A lock left by a process
 * that died (SIGKILL) is taken over.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'journal.lock';

/** Takes the lock of `dir`; resolves with a function that releases it. */
export async function takeLock(dir: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(`${dir} is in use by process ${owner}${owner === process.pid ? ' (this process)' : ''}; stop it or use another --data directory`);
    }
    await rm(lockPath, { force: true });
  }
  throw new Error(`could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
