/**
 * A real redis-server for the proxy's tests: Debian's binary on a free
 * loopback port, no persistence, stopped (or paused, or killed) by its PID,
 * and stopped when the test file ends whatever the test did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { stopOnTeardown, waitForLine } from '../helpers/run-process.js';
import { freePort } from '../helpers/free-port.js';

export { freePort };

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisProcess {
  port: number;
  url: string;
  pid: number;
  /** SIGKILL, as a crash would; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGSTOP: the socket stays open but nothing answers (a stalled Redis). */
  pause(): void;
  resume(): void;
  /** SIGTERM; resolves when the process is gone. */
  stop(): Promise<void>;
}


/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<RedisProcess> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  stopOnTeardown(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForLine(child, 'stdout', 'Ready to accept connections', 'redis-server');
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, name);
  };
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    pid: child.pid!,
    kill: async () => {
      signal('SIGCONT');
      signal('SIGKILL');
      await exited;
    },
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      signal('SIGCONT');
      signal('SIGTERM');
      await exited;
    },
  };
}
