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
}

/** `node ...argv`, with this Node binary. */
export function runNode(argv: string[], options: RunOptions = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
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
