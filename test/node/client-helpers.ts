// Shared by the client's Node tests: the scriptable fixture on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFixture, type Fixture, type Step } from '../server/fixture.js';

export interface FixtureServer {
  fixture: Fixture;
  origin: string;
  /** A fresh scenario scripted with `steps`; returns the base URL to give the client. */
  scenario(steps: Step[]): string;
  hits(base: string): ReturnType<Fixture['hits']>;
  close(): Promise<void>;
}

let counter = 0;

export async function startFixture(): Promise<FixtureServer> {
  const fixture = createFixture('/fixture/');
  const server: Server = createServer((req, res) => {
    if (!fixture.handle(req, res)) {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    fixture,
    origin,
    scenario(steps) {
      const name = `s${++counter}`;
      fixture.script(name, steps);
      return `${origin}/fixture/${name}`;
    },
    hits(base) {
      return fixture.hits(base.slice(base.lastIndexOf('/') + 1));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check()` is true (bounded), for server-side effects that follow a client abort. */
export async function eventually(check: () => boolean, what: string, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}
