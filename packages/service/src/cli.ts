/**
 * `reasoning-service`: runs the CLI (cli-worker.ts) in a worker thread, so
 * that its heap is sized for a service without flags on the command line.
 * V8 sizes a main thread's heap for the machine and fixes it when the
 * isolate is made, so a running process cannot resize its own; a worker's
 * is set by its creator. Two bounds, each measured by the store bench:
 * - the young generation: 2 MB semi-spaces, not 16;
 * - the old generation's limit: at most 1 GB. Below 2 GB V8 lets the old
 *   generation grow to about 1.6 times what survived its last collection
 *   before the next, not 4 times: the difference is garbage standing in RSS.
 *
 * V8 flags win over both: NODE_OPTIONS="--max-semi-space-size=16
 * --max-old-space-size=4096" gives the worker a main thread's sizing back.
 */
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';

/** MB: V8 makes a young generation of three semi-spaces' size, so 2 MB semi-spaces (Node's default is 16). */
const YOUNG_GENERATION_MB = 6;
/** MB, or less on a machine where V8 would give a main thread less. */
const OLD_GENERATION_MB = Math.min(1024, Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20));

const options = { argv: process.argv.slice(2), resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB } };
const worker = import.meta.url.endsWith('.ts')
  ? // From src/, run with tsx: tsx loads TypeScript on the main thread only, so the worker registers it first.
    new Worker(
      `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.register())` +
        `.then(() => import(${JSON.stringify(new URL('./cli-worker.ts', import.meta.url).href)}))`,
      { ...options, eval: true },
    )
  : new Worker(new URL('./cli-worker.js', import.meta.url), options);

let signalled = false;
const forward = (signal: NodeJS.Signals) => {
  if (signalled) process.exit(130); // a second Ctrl-C: give up waiting
  signalled = true;
  worker.postMessage({ signal });
};
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

worker.on('error', (error: Error & { code?: string }) => {
  console.error(
    error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? 'reasoning-service: out of heap memory; give it more with NODE_OPTIONS="--max-old-space-size=MB"'
      : `reasoning-service: ${error.stack ?? String(error)}`,
  );
});
worker.on('exit', (code) => {
  process.exitCode = code;
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
});
