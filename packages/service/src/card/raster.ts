/**
 * SVG to PNG with resvg (a Rust rasteriser in a registry package), off the
 * event loop: `renderAsync` runs on libuv's thread pool, and at most
 * `concurrency` renders run at once (by default half the cores, at least one)
 * so a burst of previews leaves the service's reads a core, and pool threads
 * for file reads and crypto.
 */
import { availableParallelism } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import { HttpError } from '../errors.js';
import { fontFilesFor } from './fonts.js';

export interface RasterOptions {
  /** The text's language, for its fonts. */
  lang: string;
  /** Output width in pixels; the height follows the SVG's aspect. Default: the SVG's own width. */
  width?: number;
}

export class Rasteriser {
  readonly #limit: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  /** `maxWaiting`: renders queued behind the running ones; past it a request is answered 503 at once. */
  constructor(concurrency = Math.floor(availableParallelism() / 2), maxWaiting = 64) {
    this.#limit = Math.max(1, concurrency);
    this.#maxWaiting = Math.max(0, maxWaiting);
  }

  async png(svg: string, options: RasterOptions): Promise<Buffer> {
    if (this.#running >= this.#limit) {
      if (this.#waiting.length >= this.#maxWaiting) throw new HttpError(503, 'busy', 'Too many previews are being drawn; try again shortly.');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#running++;
    try {
      const image = await renderAsync(svg, {
        font: { fontFiles: fontFilesFor(options.lang), loadSystemFonts: false, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
        ...(options.width ? { fitTo: { mode: 'width', value: options.width } } : {}),
        languages: [options.lang],
        shapeRendering: 2,
        textRendering: 1,
      });
      return image.asPng();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }
}
