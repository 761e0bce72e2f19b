/**
 * Append-only JSONL journal. Every append is written and fdatasync'ed before
 * its promise resolves (concurrent appends share one write + sync). On open,
 * a torn last line (a crash mid-write) is dropped with a warning and cut off
 * the file, so the next append starts on a clean line.
 */
import { mkdir, open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

export interface JournalOpenResult<T> {
  journal: Journal;
  events: T[];
}

interface Pending {
  line: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Journal {
  #handle: FileHandle;
  #lockPath: string;
  #queue: Pending[] = [];
  #flushing: Promise<void> | null = null;
  #broken: Error | null = null;
  #closed = false;

  private constructor(handle: FileHandle, lockPath: string) {
    this.#handle = handle;
    this.#lockPath = lockPath;
  }

  /** Opens (creating if needed) `dir/journal.jsonl` and returns its events in order. */
  static async open<T>(dir: string, warn: (message: string) => void): Promise<JournalOpenResult<T>> {
    await mkdir(dir, { recursive: true });
    const lockPath = await takeLock(dir);
    const path = join(dir, 'journal.jsonl');
    let handle: FileHandle;
    try {
      handle = await open(path, 'a+');
    } catch (error) {
      await rm(lockPath, { force: true });
      throw error;
    }
    try {
      const text = (await handle.readFile()).toString('utf8');
      const events: T[] = [];
      let offset = 0;
      let good = 0; // bytes of complete, parsed lines
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        const isLast = i === lines.length - 1;
        const bytes = Buffer.byteLength(line, 'utf8') + (isLast ? 0 : 1);
        if (line.trim() !== '') {
          let event: T;
          try {
            if (isLast) throw new Error('no newline');
            event = JSON.parse(line) as T;
          } catch {
            const onlyTailLeft = lines.slice(i + 1).every((l) => l.trim() === '');
            if (!onlyTailLeft) throw new Error(`${path}: line ${i + 1} is not valid JSON and is not the last line; refusing to start`);
            warn(`${path}: dropped a torn last line (${bytes} bytes) left by an interrupted write`);
            break;
          }
          events.push(event);
        }
        offset += bytes;
        good = offset;
      }
      if (good < Buffer.byteLength(text, 'utf8')) {
        await handle.truncate(good);
        await handle.datasync();
      }
      // Make the file's directory entry durable too.
      const dirHandle = await open(dir, 'r');
      try {
        await dirHandle.sync();
      } catch {
        /* some file systems refuse to sync directories */
      } finally {
        await dirHandle.close();
      }
      return { journal: new Journal(handle, lockPath), events };
    } catch (error) {
      await handle.close();
      await rm(lockPath, { force: true });
      throw error;
    }
  }

  /** Resolves once the event is on disk. */
  append(event: unknown): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('journal is closed'));
    if (this.#broken) return Promise.reject(this.#broken);
    const line = `${JSON.stringify(event)}\n`;
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ line, resolve, reject });
      this.#flushing ??= this.#flush();
    });
  }

  async #flush(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0);
      try {
        if (this.#broken) throw this.#broken;
        await this.#handle.write(batch.map((p) => p.line).join(''));
        await this.#handle.datasync();
        for (const p of batch) p.resolve();
      } catch (error) {
        // A failed write may leave a partial line: refuse every later append.
        this.#broken ??= error instanceof Error ? error : new Error(String(error));
        for (const p of batch) p.reject(this.#broken);
      }
    }
    this.#flushing = null;
  }

  async close(): Promise<void> {
    this.#closed = true;
    while (this.#flushing) await this.#flushing;
    await this.#handle.close();
    await rm(this.#lockPath, { force: true });
  }
}

/**
 * One process per data directory: two writers would interleave journal
 * lines. A lock left by a process that died (SIGKILL) is taken over.
 */
async function takeLock(dir: string): Promise<string> {
  const lockPath = join(dir, 'journal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return lockPath;
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
