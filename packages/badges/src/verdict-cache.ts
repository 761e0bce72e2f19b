/**
 * Remembers which badges svgo leaves byte for byte unchanged, across runs, so
 * a build need not load svgo to learn it again. An entry is a hash of svgo's
 * version, the svgo config and the badge's exact bytes: a new svgo, a new
 * config or a badge drawn differently is simply not found, and svgo runs.
 * The file lives in `node_modules/.cache/reasoning-badges/` (like other build
 * tools' caches) or the user's cache directory; losing it only costs time.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'svgo-verdicts.json';
const MAX_ENTRIES = 512;

/** `node_modules/.cache/reasoning-badges` under `cwd` when there is a node_modules, else `$XDG_CACHE_HOME` or `~/.cache`. */
export function defaultCacheDir(cwd = process.cwd()): string {
  if (existsSync(join(cwd, 'node_modules'))) return join(cwd, 'node_modules', '.cache', 'reasoning-badges');
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'reasoning-badges');
}

/** The installed svgo's version, found without loading svgo; undefined when it cannot be told. */
export function svgoVersion(): string | undefined {
  try {
    let dir = dirname(fileURLToPath(import.meta.resolve('svgo')));
    for (let i = 0; i < 4; i++, dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'svgo') return pkg.version;
    }
  } catch {
    // not resolvable: no cache
  }
  return undefined;
}

export class VerdictCache {
  private readonly clean: Set<string>;
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    entries: string[],
  ) {
    this.clean = new Set(entries);
  }

  /**
   * Opens the cache in `dir` for this svgo config; undefined when svgo's
   * version cannot be told (then every verdict comes from a run).
   */
  static open(dir: string, config: unknown): VerdictCache | undefined {
    const version = svgoVersion();
    if (!version) return undefined;
    const file = join(dir, FILE);
    let entries: string[] = [];
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { clean?: unknown };
      if (Array.isArray(data.clean)) entries = data.clean.filter((e): e is string => typeof e === 'string');
    } catch {
      // missing or unreadable: start empty
    }
    return new VerdictCache(file, `svgo@${version}\u0000${JSON.stringify(config)}\u0000`, entries);
  }

  private key(svg: string): string {
    return createHash('sha256').update(this.salt).update(svg).digest('base64url');
  }

  isClean(svg: string): boolean {
    return this.clean.has(this.key(svg));
  }

  markClean(svg: string): void {
    const key = this.key(svg);
    if (this.clean.has(key)) return;
    this.clean.add(key);
    this.changed = true;
  }

  /** Writes the file if anything was learnt (atomically; newest entries kept). Never throws: a cache is optional. */
  save(): void {
    if (!this.changed) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ clean: [...this.clean].slice(-MAX_ENTRIES) }));
      renameSync(temp, this.file);
      this.changed = false;
    } catch {
      // read-only or full disk: the next run asks svgo again
    }
  }
}
