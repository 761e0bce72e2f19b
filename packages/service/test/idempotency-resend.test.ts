// The bug Idempotency-Key fixes, reproduced in real Chromium: the service
// records a turn, then the connection to the browser closes before any answer
// arrives. Chromium re-sends the POST by itself on a reused keep-alive
// connection. With the key, the repeat is answered from the first turn and
// the chain grows by one; without it, the same re-send records a second turn.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { toNodeListener } from '../../proxy/src/adapters/node.js';
import type { Stack } from '../src/stack.js';
import { createTestStack, TEST_INPUTS } from '../../../test/server/stack.js';
import { chromiumLaunchOptions } from '../../../test/helpers/chromium.mjs';

interface Front {
  url: string;
  /** Idempotency-Key of every POST /proxy/run that arrived (null when none). */
  posts: (string | null)[];
  /** Drop the connection of the next POST /proxy/run after the stack has answered it. */
  dropNext(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The test stack on 127.0.0.1, with a switch that loses one answer on the wire. */
async function startFront(stack: Stack): Promise<Front> {
  const pass = toNodeListener(stack);
  const posts: (string | null)[] = [];
  let drop = false;
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>resend</title>');
      return;
    }
    if (req.method === 'POST' && req.url === '/proxy/run') {
      const key = req.headers['idempotency-key'];
      posts.push(typeof key === 'string' ? key : null);
      if (drop) {
        drop = false;
        void (async () => {
          const body = await readBody(req);
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
          const answer = await stack.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: 'POST', headers, body: new Uint8Array(body) }));
          await answer.text(); // the turn is recorded...
          req.socket.destroy(); // ...and the answer never reaches the browser
        })();
        return;
      }
    }
    void pass(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    dropNext: () => void (drop = true),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('Chromium re-sending a POST whose connection closed unanswered', () => {
  let stack: Stack;
  let front: Front;
  let browser: Browser;
  let page: Page;

  before(async () => {
    stack = createTestStack();
    front = await startFront(stack);
    browser = await chromium.launch(chromiumLaunchOptions());
    page = await browser.newPage();
    await page.goto(`${front.url}/`);
  });
  after(async () => {
    await browser?.close();
    await front?.close();
    await stack?.close();
  });

  /** One fetch from the page (the connection of the page load is reused), as run() sends it. */
  const send = (sessionName: string, key: string | null) =>
    page.evaluate(
      async ({ input, session_name, key }) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
        if (key) headers['idempotency-key'] = key;
        try {
          const res = await fetch('/proxy/run', { method: 'POST', headers, body: JSON.stringify({ input, session_name }) });
          const body = await res.json();
          return { status: res.status, length: body.chain?.length as number | undefined, chainId: body.chain?.id as string | undefined };
        } catch (error) {
          return { status: 0, error: String(error) };
        }
      },
      { input: TEST_INPUTS.ground, session_name: sessionName, key },
    );

  const chainLength = async (chainId: string) =>
    ((await (await stack.fetch(new Request(`${front.url}/api/chains/${chainId}`))).json()) as { length: number }).length;

  it('with an Idempotency-Key: the re-sent POST gets the first answer and the chain grows by one', async () => {
    await send('resend-warmup-keyed', null); // a keep-alive connection for the next POST to reuse
    const before = front.posts.length;
    front.dropNext();
    const result = await send('resend-keyed', 'resend-key-1');
    const sent = front.posts.slice(before);
    assert.ok(sent.length >= 2, `Chromium re-sent the POST (${sent.length} arrived)`);
    assert.deepEqual(new Set(sent), new Set(['resend-key-1']), 'every copy carried the same key');
    assert.equal(result.status, 200, JSON.stringify(result));
    assert.equal(result.length, 1);
    assert.equal(await chainLength(result.chainId!), 1);
  });

  it('without one, the same re-send records the turn twice (why the key is needed)', async () => {
    await send('resend-warmup-bare', null);
    const before = front.posts.length;
    front.dropNext();
    const result = await send('resend-bare', null);
    assert.ok(front.posts.length - before >= 2, 'Chromium re-sent the POST');
    assert.equal(result.status, 200, JSON.stringify(result));
    assert.equal(result.length, 2, 'the re-sent copy was recorded as a second turn');
  });
});
