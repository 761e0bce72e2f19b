// The Doorway replay answers each recorded request with its recorded status and
// body (so tests that use it meet the real server's answers), and the client
// reads them through the keyless proxy over real HTTP on 127.0.0.1.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReasoningClient, ReasoningError } from '../../../src/client/index.js';
import { createProxy } from '../src/node.js';
import { publicReceiptId } from '../../../src/spec/index.js';
import { doorwayCases } from '../../../test/fixtures/real/doorway.js';
import { loadRecording, startDoorwayReplay, type DoorwayReplay } from '../../../test/server/doorway-replay.js';

const RECORDINGS = ['doorway-run-200.json', 'doorway-run-400.json', 'doorway-run-422.json'];

describe('Doorway replay', () => {
  let replay: DoorwayReplay;
  before(async () => {
    replay = await startDoorwayReplay();
  });
  after(() => replay.close());

  for (const name of RECORDINGS) {
    it(`answers the request of ${name} with its recorded status and body`, async () => {
      const recording = loadRecording(name);
      const res = await fetch(`${replay.url}${recording.request.path}`, {
        method: recording.request.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(recording.request.body),
      });
      assert.equal(res.status, recording.status);
      assert.deepEqual(await res.json(), recording.body);
    });
  }

  it('answers other paths and methods as FastAPI does', async () => {
    assert.deepEqual([(await fetch(`${replay.url}/nope`)).status, await (await fetch(`${replay.url}/run`)).json()], [404, { detail: 'Method Not Allowed' }]);
  });
});

describe('client -> keyless proxy -> Doorway replay', () => {
  let replay: DoorwayReplay;
  let server: Server;
  let client: ReasoningClient;
  const logs: string[] = [];
  before(async () => {
    replay = await startDoorwayReplay();
    const proxy = createProxy({ upstream: replay.url, basePath: '/proxy', rateLimit: false, log: (l) => logs.push(l) });
    server = serve({ fetch: proxy.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as Server;
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = new ReasoningClient({ baseUrl: `${origin}/api`, proxyUrl: `${origin}/proxy` });
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await replay.close();
  });

  it('reads every derived answer, sent with no key and no session_name when none was given', async () => {
    const recorded = loadRecording('doorway-run-200.json');
    for (const c of doorwayCases(recorded)) {
      const before = replay.seen.length;
      const run = await client.run({ input: c.input });
      assert.deepEqual(run, c.body, c.name);
      assert.equal(publicReceiptId(run.receipt), undefined);
      const seen = replay.seen[before]!;
      assert.equal(seen.headers.authorization, undefined);
      assert.deepEqual(JSON.parse(seen.body), { input: c.input });
    }
    assert.equal(logs.filter((l) => /no apiKey/.test(l)).length, 1);
  });

  it('turns the recorded 422 and 400 into plain words', async () => {
    for (const [name, message] of [['doorway-run-422.json', 'input: Field required'], ['doorway-run-400.json', 'Input required']] as const) {
      const recording = loadRecording(name);
      replay.queue(recording);
      await assert.rejects(client.run({ input: 'anything' }), (e: unknown) => {
        assert.ok(e instanceof ReasoningError);
        assert.deepEqual([e.kind, e.status, e.message], ['bad-request', recording.status, message]);
        return true;
      });
    }
  });
});
