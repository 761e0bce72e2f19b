/**
 * Atomic file writes: the content goes to a temp file beside the target and is
 * renamed over it, so a reader (or a run cut short) never sees half a badge.
 * A target that already holds the same bytes is left alone.
 *
 * The calls are synchronous on purpose: a badge is about 1 KB, and a direct
 * call costs microseconds where a round trip through libuv's thread pool
 * costs more than the write itself. `DirWriter` lists its directory once, so
 * a new file costs no failed lookup and an existing one is read once to compare.
 */
import { closeSync, mkdirSync, openSync, readSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

export const TEMP_PREFIX = '.reasoning-badges-';
const inFlight = new Set<string>();
/** Staged directories not yet committed (removed on a fatal error). */
const stagingDirs = new Set<string>();
let counter = 0;

export type WriteOutcome = 'written' | 'unchanged';

/** Reused buffers: the file as read, and the content as UTF-8 (no allocation per compare). */
let onDisk = Buffer.allocUnsafe(64 * 1024);
let wanted = Buffer.allocUnsafe(64 * 1024);

/** True when the file at `path` holds exactly `content` (one open, one read, a byte compare). */
function sameContent(path: string, content: string | Uint8Array): boolean {
  let size: number;
  if (typeof content === 'string') {
    if (wanted.length < content.length * 3) wanted = Buffer.allocUnsafe(content.length * 3);
    size = wanted.write(content, 0, 'utf8');
  } else {
    // Bytes (a PNG): compared as they are.
    if (wanted.length < content.length) wanted = Buffer.allocUnsafe(content.length);
    wanted.set(content);
    size = content.length;
  }
  if (onDisk.length <= size) onDisk = Buffer.allocUnsafe(size + 1);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  try {
    // One byte more than expected: a longer file reads more and compares unequal.
    const n = readSync(fd, onDisk, 0, size + 1, 0);
    return n === size && onDisk.compare(wanted, 0, size, 0, size) === 0;
  } finally {
    closeSync(fd);
  }
}

function isTemp(name: string): boolean {
  return name.startsWith(TEMP_PREFIX) && (name.endsWith('.tmp') || name.endsWith('.tmpdir'));
}

/** `dir` and `name` apart, so the hot path builds two strings and parses no path. */
function replaceAtomically(dir: string, name: string, content: string | Uint8Array): void {
  const path = `${dir}${sep}${name}`;
  const temp = `${dir}${sep}${TEMP_PREFIX}${process.pid}-${(counter++).toString(36)}-${name}.tmp`;
  inFlight.add(temp);
  try {
    try {
      writeFileSync(temp, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, content);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  } finally {
    inFlight.delete(temp);
  }
}

export function writeIfChangedSync(path: string, content: string): WriteOutcome {
  if (sameContent(path, content)) return 'unchanged';
  replaceAtomically(dirname(path), basename(path), content);
  return 'written';
}

/** The same, as a promise (the work itself is synchronous; see above). */
export async function writeIfChanged(path: string, content: string): Promise<WriteOutcome> {
  return writeIfChangedSync(path, content);
}

/**
 * Writes many files into one directory. On first use it lists the directory
 * and removes temp files and directories a killed earlier run left behind
 * (SIGKILL gives no chance to clean up); after that, only names in the
 * listing are compared before writing.
 *
 * `stage: true` and a directory that does not exist yet (a fresh build): the
 * files are written into a temp directory beside it, which `commit()` renames
 * into place in one step. That is atomic for the whole set (a reader sees no
 * directory, then every badge) and saves a rename per file. Otherwise each
 * file goes through its own temp file and rename.
 */
export class DirWriter {
  readonly dir: string;
  private existing: Set<string> | undefined;
  /** The temp directory being filled, while staging. */
  private staging: string | undefined;

  constructor(
    dir: string,
    private readonly options: { stage?: boolean } = {},
  ) {
    this.dir = resolve(dir);
  }

  write(name: string, content: string | Uint8Array): WriteOutcome {
    const existing = this.existing ?? this.open();
    if (this.staging) {
      writeFileSync(`${this.staging}${sep}${name}`, content);
      return 'written';
    }
    if (existing.has(name) && sameContent(`${this.dir}${sep}${name}`, content)) return 'unchanged';
    replaceAtomically(this.dir, name, content);
    existing.add(name);
    return 'written';
  }

  /** Lists (or creates, or stages) the directory and clears stale temps; `write` does it when not done yet. */
  open(): Set<string> {
    if (this.existing) return this.existing;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (this.options.stage) {
        const staging = `${dirname(this.dir)}${sep}${TEMP_PREFIX}${process.pid}-${(counter++).toString(36)}-${basename(this.dir)}.tmpdir`;
        mkdirSync(staging, { recursive: true });
        stagingDirs.add(staging);
        this.staging = staging;
      } else mkdirSync(this.dir, { recursive: true });
      names = [];
    }
    const keep = new Set<string>();
    for (const n of names) {
      if (isTemp(n)) rmSync(join(this.dir, n), { force: true, recursive: true });
      else keep.add(n);
    }
    return (this.existing = keep);
  }

  /**
   * Puts a staged directory in place (call it once, at the end, also after an
   * error or interruption: what was written is complete). If the directory
   * appeared meanwhile, each staged file is moved into it on its own.
   */
  commit(): void {
    const staging = this.staging;
    if (!staging) return;
    this.staging = undefined;
    try {
      renameSync(staging, this.dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'EISDIR' && code !== 'ENOTDIR') throw error;
      mkdirSync(this.dir, { recursive: true });
      for (const name of readdirSync(staging)) renameSync(`${staging}${sep}${name}`, `${this.dir}${sep}${name}`);
      rmSync(staging, { recursive: true, force: true });
    } finally {
      stagingDirs.delete(staging);
    }
  }
}

/** Removes temp files still being written (on an error or an interruption). */
export function removeInFlight(): void {
  for (const t of inFlight) rmSync(t, { force: true });
  for (const d of stagingDirs) rmSync(d, { force: true, recursive: true });
}
