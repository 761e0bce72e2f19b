/**
 * Drawn PNGs, kept by what they show: a key names the receipt, its state,
 * root and length, the language and the variant, so a receipt whose state
 * changes gets a new key (and a new drawing) while an unchanged one is served
 * from memory with its ETag, like a static file. Bounded in bytes (least
 * recently used goes first); one drawing per key at a time.
 */
import { etagOf } from '../etag.js';

export interface CachedPng {
  png: Buffer;
  etag: string;
}

export class PngCache {
  readonly #entries = new Map<string, CachedPng>();
  readonly #drawing = new Map<string, Promise<CachedPng>>();
  readonly #maxBytes: number;
  #bytes = 0;
  /** Drawings made (not served from memory): for tests and the bench. */
  drawn = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  /** The PNG for `key`, drawn by `draw` only when not already held or being drawn. */
  get(key: string, draw: () => Promise<Buffer>): Promise<CachedPng> {
    const held = this.#entries.get(key);
    if (held) {
      this.#entries.delete(key); // re-insert: Map order is recency
      this.#entries.set(key, held);
      return Promise.resolve(held);
    }
    let pending = this.#drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((png) => {
          this.drawn++;
          const entry = { png, etag: etagOf(png) };
          this.#put(key, entry);
          return entry;
        })
        .finally(() => this.#drawing.delete(key));
      this.#drawing.set(key, pending);
    }
    return pending;
  }

  #put(key: string, entry: CachedPng): void {
    if (entry.png.length > this.#maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.png.length;
    for (const [old, value] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(old);
      this.#bytes -= value.png.length;
    }
  }
}
