/**
 * A real Postgres for the service's tests: Debian's binaries
 * (/usr/lib/postgresql/<newest>/bin, or POSTGRES_BIN), a cluster made by
 * initdb in a temporary folder, listening on a free loopback port only (no
 * unix socket: under a long TMPDIR its path would pass the 107 bytes a socket
 * path may hold). Postgres refuses to run as root: run as root, the cluster
 * belongs to the `postgres` user (Debian's package makes it), else to
 * `nobody`, and the folders above it are made passable to that user. Stopped
 * (fast shutdown) when the test file ends.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.js';
import { onTeardown } from './teardown.js';
import { waitForLine } from './run-process.js';
import { tempDir } from './temp.js';

export interface PostgresServer {
  url: string;
  port: number;
  /** Fast shutdown (clients are disconnected); resolves when it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves when it accepts connections. */
  start(): Promise<void>;
  /** A new, empty database on this cluster; its URL. */
  database(): Promise<string>;
}

/** The newest installed server's bin folder. */
export function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no Postgres server found under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set POSTGRES_BIN)');
  return join(root, versions[0]!, 'bin');
}

/** The uid/gid to run the server as: ourselves, unless we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      /* no such user: try the next */
    }
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists to run Postgres as');
}

/**
 * Lets another user pass through `dir` and the folders above it (search, not
 * list: o+x) where we own them and they refuse it, as the test runner's own
 * temp folders (made 0700) do.
 */
function letThrough(dir: string): void {
  for (let path = dir; ; path = dirname(path)) {
    const stat = statSync(path);
    if (stat.uid === process.getuid?.() && (stat.mode & 0o001) === 0) chmodSync(path, (stat.mode & 0o7777) | 0o001);
    if (dirname(path) === path) return;
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const user = runAs();
  const dir = tempDir('re-pg-');
  const data = join(dir, 'data');
  if (user) {
    chownSync(dir, user.uid, user.gid);
    letThrough(dirname(dir));
  }
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], { stdio: 'pipe', ...as });
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const server = spawn(
      join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', '', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200', '-c', 'shared_buffers=16MB'],
      { stdio: ['ignore', 'pipe', 'pipe'], ...as },
    );
    child = server;
    await waitForLine(server, 'stderr', 'ready to accept connections', 'postgres');
  };
  const stop = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGINT'); // fast shutdown: connected clients do not hold it up
    await exited;
  };
  onTeardown(stop, {
    sync: () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  });
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  const database = async () => {
    const { default: postgres } = await import('postgres');
    const name = `test_${++databases}`;
    const admin = postgres(url, { onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${name}`);
    } finally {
      await admin.end();
    }
    return url.replace(/\/postgres$/, `/${name}`);
  };
  return { url, port, stop, start, database };
}
