/**
 * Shared pieces for the proxy's Node tests: a scriptable fake upstream on
 * node:http, the proxy served over real HTTP on 127.0.0.1, a raw-socket
 * client for requests a well-behaved client refuses to send, and a recorder
 * of every response and log line so a test can prove the key never leaks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import assert from 'node:assert/strict';
import { createProxy, type ProxyOptions } from '../../packages/proxy/src/node.js';
import { closeOnTeardown } from './teardown.js';

export const KEY = 'sk-live-6f1d2c3b4a5e-SECRET';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Set when the connection closed before the upstream answered. */
  aborted: boolean;
}

export type UpstreamBehaviour = (req: IncomingMessage, res: ServerResponse, body: string, seen: SeenRequest) => void;

/** Answers like POST /run: the body it got, the headers it got. */
export const echo: UpstreamBehaviour = (req, res, body) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
};

export interface FakeUpstream {
  url: string;
  port: number;
  seen: SeenRequest[];
  behaviour: UpstreamBehaviour;
  close(): Promise<void>;
}

export async function startUpstream(behaviour: UpstreamBehaviour = echo): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const state = { behaviour };
  const server = createServer((req, res) => {
    const record: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '', aborted: false };
    seen.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true;
    });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      record.body = body;
      state.behaviour(req, res, body, record);
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/api`,
    port,
    seen,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b: UpstreamBehaviour) {
      state.behaviour = b;
    },
    close: () => closeServer(server),
  };
}

/** Listens on a free loopback port; the server is closed when the test file ends if the test did not. */
export async function listen(server: Server): Promise<number> {
  closeOnTeardown(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Everything the browser side could ever see, plus every log line. */
export class Witness {
  readonly texts: string[] = [];
  readonly logs: string[] = [];
  readonly log = (line: string) => {
    this.logs.push(line);
  };
  record(status: number, headers: Iterable<[string, string]> | Record<string, string | string[] | undefined>, body: string) {
    const pairs = Symbol.iterator in headers ? [...(headers as Iterable<[string, string]>)] : Object.entries(headers);
    this.texts.push(`${status}\n${pairs.map(([k, v]) => `${k}: ${String(v)}`).join('\n')}\n\n${body}`);
  }
  /** Every place the key could appear, as [where, text]. */
  leaks(key: string): string[] {
    const forms = [key, encodeURIComponent(key), Buffer.from(key).toString('base64')];
    return [...this.texts, ...this.logs].filter((t) => forms.some((f) => t.includes(f)));
  }
}

/** Fails, naming the text, when any of `keys` appears (plain, URL-encoded or base64) in what `witness` saw. */
export function assertNoKeyLeak(witness: Witness, ...keys: string[]): void {
  for (const key of keys.length ? keys : [KEY]) assert.deepEqual(witness.leaks(key), [], "a key appeared in a response, header or log line");
}

export interface ServedProxy {
  url: string;
  port: number;
  witness: Witness;
  /** fetch against the proxy, recording what came back. */
  call(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string; json: () => any }>;
  close(): Promise<void>;
}

export async function serveProxy(options: Partial<ProxyOptions> & { upstream: string }, witness = new Witness()): Promise<ServedProxy> {
  const proxy = createProxy({ apiKey: KEY, basePath: '/proxy', log: witness.log, ...options });
  const server = serve({ fetch: proxy.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as Server;
  const close = closeOnTeardown(server);
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    witness,
    async call(path, init) {
      const res = await fetch(`${url}${path}`, init);
      const text = await res.text();
      witness.record(res.status, res.headers, text);
      return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
    },
    close,
  };
}

export interface RawResponse {
  status: number;
  head: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (no client-side path normalisation or header
 * checks) and reads until the server closes the connection.
 */
export function rawRequest(port: number, bytes: string | Buffer, witness?: Witness): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      let body = split < 0 ? '' : text.slice(split + 4);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      const status = Number(statusLine.split(' ')[1] ?? 0);
      witness?.record(status, headers, body);
      resolve({ status, head, headers, body });
    });
    // Write without half-closing: a client that shuts its side is a client that went away.
    socket.write(bytes);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const at = rest.indexOf('\r\n');
    if (at < 0) return out;
    const size = parseInt(rest.slice(0, at), 16);
    if (!size) return out;
    out += rest.slice(at + 2, at + 2 + size);
    rest = rest.slice(at + 2 + size + 2);
  }
}

/** A JSON POST to the proxy's /run. */
export function runInit(body: unknown = { input: 'hello' }, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `check()` holds, for effects that land after a response. The
 * deadline only ends a wait that would never end (sized for a busy machine).
 */
export async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() >= deadline) throw new Error(`never happened within ${timeoutMs / 1000} s: ${what}`);
    await delay(20);
  }
}
