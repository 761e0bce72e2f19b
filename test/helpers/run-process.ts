/**
 * Runs a CLI as a real child process and collects what it printed: the exit
 * code, stdout and stderr (a test asserts on all three, as a user would see them).
 * Every child started here is stopped when its test file ends (or the test
 * given as `owner`), passed, failed or timed out: see `stopOnTeardown`.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { onTeardown, type Owner } from './teardown.js';

const running = (child: ChildProcess) => child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Stops `child` when the test file (or `owner`) ends, if it still runs:
 * SIGTERM, then SIGKILL after `graceMs`; SIGKILL at process exit. Returns the
 * same stop as a function (resolves once the child is gone), for a test that
 * stops it earlier.
 */
export function stopOnTeardown(child: ChildProcess, owner?: Owner, graceMs = 5000): () => Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    if (!running(child)) return;
    try {
      process.kill(child.pid!, name);
    } catch {
      /* gone meanwhile */
    }
  };
  return onTeardown(
    async () => {
      if (!running(child)) return;
      signal('SIGCONT'); // a paused child cannot act on SIGTERM
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    { owner, sync: () => signal('SIGKILL') },
  );
}

/** `spawn` whose child is stopped on teardown (see `stopOnTeardown`). */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions = {}, owner?: Owner): ChildProcess {
  const child = spawn(command, args, options);
  stopOnTeardown(child, owner);
  return child;
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Written to stdin, which is then closed; stdin is ignored when left out. */
  stdin?: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Sees the child once started (to signal it, for instance). */
  onSpawn?: (child: ChildProcess) => void;
  /** Working directory (default: this process's). */
  cwd?: string;
  /** Stop it, if still running, when this test ends (else when the file ends). */
  owner?: Owner;
}

/** `node ...argv`, with this Node binary. */
export function runNode(argv: string[], options: RunOptions = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(
      process.execPath,
      argv,
      {
        cwd: options.cwd,
        stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        env: options.env ? { ...process.env, ...options.env } : process.env,
      },
      options.owner,
    );
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (options.stdin !== undefined) child.stdin!.end(options.stdin);
    options.onSpawn?.(child);
  });
}

export interface Listening {
  child: ChildProcess;
  /** The origin the server printed, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM (SIGKILL after a grace period); resolves once it is gone. Also done on teardown. */
  stop(): Promise<void>;
}

/**
 * `node ...argv` for a server that prints `listening on http://127.0.0.1:PORT`
 * (`reasoning-service --port 0`): resolves once it has, rejects with what it
 * printed if it exits first.
 */
export function startListening(argv: string[], options: { env?: Record<string, string>; cwd?: string; owner?: Owner } = {}): Promise<Listening> {
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ? { ...process.env, ...options.env } : process.env,
  });
  const stop = stopOnTeardown(child, options.owner);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, exited, output: () => out, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`${argv.join(' ')} exited early (${code}):\n${out}`)));
  });
}

/**
 * Resolves once `child`'s `stream` has printed `text` (a server's "ready" line), then keeps draining it so its
 * pipe never fills; rejects with what it printed if it exits or fails to start first. The other stream is drained.
 */
export function waitForLine(child: ChildProcess, stream: 'stdout' | 'stderr', text: string, name: string): Promise<void> {
  const watched = child[stream]!;
  child[stream === 'stdout' ? 'stderr' : 'stdout']!.resume();
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(text)) return;
      watched.off('data', onData);
      watched.resume();
      resolve();
    };
    watched.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`)));
  });
}
