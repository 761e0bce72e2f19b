/**
 * Runs a docs recipe as a user would: `node <file>` in a project where the packages
 * resolve to this checkout's build, on a port the kernel picks.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Instance {
  url: string;
  /** What the process wrote to stderr so far (outage lines, errors). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts `file` in `project` with `node`, and resolves with the URL it prints (`proxy on http://…`). */
export async function startRecipe(project: string, file: string, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [file], {
    cwd: project,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /proxy on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`recipe ${file} exited with ${code}:\n${errors}`)));
  });
  return {
    url,
    stderr: () => errors,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
