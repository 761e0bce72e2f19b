// Shared by the client's Node tests: the scriptable fixture on 127.0.0.1
// (closed when the test file ends if the test did not), a client with fast retries, and the checks on its errors.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFixture, type Fixture, type Step } from '../server/fixture.js';
import { closeOnTeardown } from '../helpers/teardown.js';
import { ReasoningClient, ReasoningError, type ErrorKind } from '../../src/client/index.js';

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
  const close = closeOnTeardown(server);
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
    close,
  };
}

/**
 * Waits until `check()` is true, for server-side effects that follow a client
 * abort. The deadline only ends a wait that would never end (sized for a busy machine).
 */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() >= deadline) throw new Error(`never happened within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A client with fast retries and no cache unless asked. */
export function client(baseUrl: string, patch: Partial<ConstructorParameters<typeof ReasoningClient>[0]> = {}) {
  return new ReasoningClient({ baseUrl, retryBaseMs: 5, cacheTtlMs: 0, ...patch });
}

export async function rejects(promise: Promise<unknown>, kind: ErrorKind, more: Partial<ReasoningError> = {}): Promise<ReasoningError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ReasoningError, `expected ReasoningError, got ${String(error)}`);
  assert.equal(error.kind, kind, error.message);
  for (const [key, value] of Object.entries(more)) assert.deepEqual((error as unknown as Record<string, unknown>)[key], value, key);
  return error;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
