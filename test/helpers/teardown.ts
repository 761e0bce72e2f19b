/**
 * Clean-up that runs however a test ends: passed, failed or timed out.
 *
 * `onTeardown(fn)` runs `fn` when the test file ends (a node:test `after` hook
 * on the file, registered when this module loads), or when the given test ends
 * (`onTeardown(fn, { owner: t })`, through `t.after`). What is still pending
 * when the process exits (a crash, a forced exit) gets its synchronous
 * counterpart (`sync`), so a folder is removed and a child killed even then.
 * Helpers (temp folders, child processes, servers, browsers) register here, so
 * a test does not have to remember it.
 *
 * The file's hook runs before the file's own `after` hooks (it is registered
 * first), so what those still use is not pulled away: a job with `exitOnly`
 * (a folder a service of the file may still write to) waits for the process's
 * exit instead. If something the helpers do not know still holds the process
 * open a minute after its tests ended, it is named on stderr and the process
 * exits, rather than hanging the run.
 *
 * Outside the test runner (a bench script importing a helper) no node:test
 * hook is registered; the exit handler still runs.
 */
import { after, type TestContext } from 'node:test';

/** A test's context (`t`): its clean-up runs when that test ends. */
export type Owner = Pick<TestContext, 'after'>;

export interface TeardownOptions {
  /** Release when this test ends instead of when the file ends. */
  owner?: Owner;
  /** What to do if the process exits with this still pending (no awaiting there). */
  sync?: () => void;
  /** Without an owner: only at process exit (through `sync`), after every hook of the file. */
  exitOnly?: boolean;
}

interface Job {
  run(): Promise<void>;
  sync?: () => void;
  exitOnly: boolean;
}

/** Pending jobs, oldest first; released newest first (a process stops before its folder goes). */
const pending: Job[] = [];

/** A test file's own process under `node --test` (not the runner that starts the files). */
const underTestRunner = process.env.NODE_TEST_CONTEXT !== undefined;

/** How long a file's process may stay open once its tests and hooks are done. */
const HELD_OPEN_MS = 60_000;

if (underTestRunner) {
  after(async () => {
    try {
      await releaseAll();
    } finally {
      setTimeout(() => {
        process.stderr.write(`# still held open ${HELD_OPEN_MS / 1000} s after the tests ended (${process.getActiveResourcesInfo().join(', ')}): exiting\n`);
        process.exit();
      }, HELD_OPEN_MS).unref();
    }
  });
}

/** Runs the synchronous counterpart of every pending clean-up, newest first. */
function releaseNow(): void {
  for (const job of pending.splice(0).reverse()) {
    try {
      job.sync?.();
    } catch {
      /* exiting: nothing left to report to */
    }
  }
}

process.once('exit', releaseNow);

// Killed by a signal (Ctrl-C, or scripts/test.mjs stopping a step), a process runs no 'exit' handler: clean up
// first (a server started in a group of its own, a temp folder), then die of the same signal. Only where
// nothing else listens for it, so a runner or script with its own handling keeps it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  const onSignal = () => {
    if (process.listenerCount(signal) > 1) return;
    process.off(signal, onSignal);
    releaseNow();
    process.kill(process.pid, signal);
  };
  process.on(signal, onSignal);
}

/**
 * Registers `cleanup` and returns a function that runs it now (once; later
 * calls and the registered hook then do nothing). A helper's own `close()`
 * should call that function, so clean-up happens once whichever comes first.
 */
export function onTeardown(cleanup: () => unknown, options: TeardownOptions = {}): () => Promise<void> {
  let ran: Promise<void> | undefined;
  const job: Job = {
    run: () => {
      if (!ran) {
        const at = pending.indexOf(job);
        if (at >= 0) pending.splice(at, 1);
        ran = (async () => {
          await cleanup();
        })();
      }
      return ran;
    },
    sync: options.sync,
    exitOnly: !!options.exitOnly && !options.owner,
  };
  pending.push(job);
  options.owner?.after(() => job.run());
  return job.run;
}

/** Runs every pending clean-up but the exit-only ones, newest first; reports every one that threw. */
export async function releaseAll(): Promise<void> {
  const errors: unknown[] = [];
  for (let job = next(); job; job = next()) {
    try {
      await job.run();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new AggregateError(errors, `${errors.length} clean-ups failed`);
}

const next = () => pending.findLast((job) => !job.exitOnly);

interface Closable {
  readonly listening: boolean;
  close(callback?: (error?: Error) => void): unknown;
  closeAllConnections?(): void;
}

/**
 * Closes a listening `node:http` / `node:net` server on teardown (open
 * connections too, so a kept-alive socket cannot hold the file open). Returns
 * the close, for a test that closes it earlier.
 */
export function closeOnTeardown(server: Closable, owner?: Owner): () => Promise<void> {
  return onTeardown(
    () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
    { owner },
  );
}
