/**
 * Runs a CLI as a real child process and collects what it printed: the exit
 * code, stdout and stderr (a test asserts on all three, as a user would see them).
 */
import { spawn, type ChildProcess } from 'node:child_process';

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
}

/** `node ...argv`, with this Node binary. */
export function runNode(argv: string[], options: RunOptions = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
      cwd: options.cwd,
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      env: options.env ? { ...process.env, ...options.env } : process.env,
    });
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
}

/**
 * `node ...argv` for a server that prints `listening on http://127.0.0.1:PORT`
 * (`reasoning-service --port 0`): resolves once it has, rejects with what it
 * printed if it exits first.
 */
export function startListening(argv: string[], options: { env?: Record<string, string>; cwd?: string } = {}): Promise<Listening> {
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ? { ...process.env, ...options.env } : process.env,
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, exited, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`${argv.join(' ')} exited early (${code}):\n${out}`)));
  });
}
