/**
 * SVG to PNG with resvg (a Rust rasteriser in a registry package), off the
 * event loop and below it: each render runs in a worker thread that lowers
 * its own scheduling priority (nice 19, per thread on Linux), so on a busy
 * machine the kernel runs the service's reads first and previews with what is
 * left. At most `concurrency` renders run at once (by default half the cores,
 * at least one) and `maxWaiting` wait; past that a request is refused (503).
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors.js';
import { fontFilesFor } from './fonts.js';

export interface RasterOptions {
  /** The text's language, for its fonts. */
  lang: string;
  /** Output width in pixels; the height follows the SVG's aspect. Default: the SVG's own width. */
  width?: number;
}

// CommonJS, run by `new Worker(…, { eval: true })`: one render per message.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, 19); } catch {}
const { Resvg } = require(workerData.resvg);
parentPort.on('message', ({ svg, options }) => {
  try {
    parentPort.postMessage({ png: new Resvg(svg, options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

interface Job {
  svg: string;
  options: object;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

export class Rasteriser {
  readonly #limit: number;
  readonly #maxWaiting: number;
  readonly #idle: Worker[] = [];
  readonly #queue: Job[] = [];
  /** The job each busy worker is drawing. */
  readonly #drawing = new Map<Worker, Job>();
  #workers = 0;

  constructor(concurrency = Math.floor(availableParallelism() / 2), maxWaiting = 64) {
    this.#limit = Math.max(1, concurrency);
    this.#maxWaiting = Math.max(0, maxWaiting);
  }

  png(svg: string, options: RasterOptions): Promise<Buffer> {
    const render = {
      font: { fontFiles: fontFilesFor(options.lang), loadSystemFonts: false, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
      languages: [options.lang],
      shapeRendering: 2,
      textRendering: 1,
      ...(options.width ? { fitTo: { mode: 'width', value: options.width } } : {}),
    };
    const busy = this.#workers - this.#idle.length;
    if (busy >= this.#limit && this.#queue.length >= this.#maxWaiting) {
      return Promise.reject(new HttpError(503, 'busy', 'Too many previews are being drawn; try again shortly.'));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ svg, options: render, resolve, reject });
      this.#next();
    });
  }

  /**
   * Stops every worker, busy ones too (a render in flight is abandoned): a worker's message port keeps
   * the process alive once it has answered, unref'd or not, so a service that stops must end them.
   */
  async close(): Promise<void> {
    this.#queue.splice(0).forEach((job) => job.reject(new Error('the card renderer stopped')));
    const workers = [...this.#idle.splice(0), ...this.#drawing.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }

  #next(): void {
    if (!this.#queue.length) return;
    let worker = this.#idle.pop();
    if (!worker) {
      if (this.#workers >= this.#limit) return;
      worker = this.#spawn();
    }
    const job = this.#queue.shift()!;
    this.#drawing.set(worker, job);
    worker.postMessage({ svg: job.svg, options: job.options });
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER, { eval: true, workerData: { resvg: resvgPath() } });
    worker.unref(); // an idle renderer never keeps the process alive
    worker.on('message', (answer: { png?: Uint8Array; error?: string }) => {
      const job = this.#drawing.get(worker);
      this.#drawing.delete(worker);
      if (answer.png) job?.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.length));
      else job?.reject(new Error(`the card could not be drawn: ${answer.error}`));
      this.#idle.push(worker);
      this.#next();
    });
    // A worker that dies (out of memory, terminated): its job fails, and the next render starts a new one.
    worker.once('exit', () => {
      this.#workers--;
      const at = this.#idle.indexOf(worker);
      if (at >= 0) this.#idle.splice(at, 1);
      this.#drawing.get(worker)?.reject(new Error('the card renderer stopped'));
      this.#drawing.delete(worker);
      this.#next();
    });
    worker.on('error', () => {}); // 'exit' follows and settles the job
    this.#workers++;
    return worker;
  }
}

let resolved: string | undefined;
const resvgPath = () => (resolved ??= createRequire(import.meta.url).resolve('@resvg/resvg-js'));
