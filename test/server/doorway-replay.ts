// A stand-in for the open-source Doorway server (FastAPI, no auth) on
// 127.0.0.1: POST /run validated as FastAPI validates its ReasoningRequest
// model (422 lists, the 400 for a blank input), answered from recordings.
// The real server cannot be installed here (Python with its model and pruv
// stack, no network beyond npm), so tests meet its recorded answers through
// this replay instead; test/node/doorway-replay.test.ts proves the replay
// gives each recorded request its recorded status and body.
//
// Answers: a queued recording first (any status), else the case whose input
// matches (test/fixtures/real/doorway.ts), else the recorded 200 re-tasked to
// the input. Bodies go out as compact JSON, as Starlette's JSONResponse sends
// them (Python would print 0.0 where JSON.stringify prints 0; same number).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { doorwayCases, type DoorwayCase, type Recording } from '../fixtures/real/doorway.js';

export interface SeenRun {
  headers: IncomingMessage['headers'];
  body: string;
}

export interface DoorwayReplay {
  /** The server's base, e.g. `http://127.0.0.1:41234` (POST {url}/run). */
  url: string;
  /** Every POST /run received, oldest first. */
  seen: SeenRun[];
  /** The next POST /run gets this recording's status and body, whatever it asks. */
  queue(recording: Pick<Recording, 'status' | 'body'>): void;
  /** Answers a given input with a body (on top of the derived cases). */
  answer(input: string, body: unknown): void;
  close(): Promise<void>;
}

export function loadRecording(name: string): Recording {
  return JSON.parse(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8')) as Recording;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), server: 'uvicorn' });
  res.end(text);
};

/** FastAPI's validation of `ReasoningRequest {input: str, session_name: str = "doorway_agi", ...}`. */
export function validateRunBody(raw: string): { status: number; body: unknown } | { input: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { status: 422, body: { detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting value' } }] } };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { status: 422, body: { detail: [{ type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: body }] } };
  }
  const record = body as Record<string, unknown>;
  const errors: unknown[] = [];
  if (!('input' in record)) errors.push({ type: 'missing', loc: ['body', 'input'], msg: 'Field required', input: record });
  else if (typeof record.input !== 'string') errors.push({ type: 'string_type', loc: ['body', 'input'], msg: 'Input should be a valid string', input: record.input });
  if ('session_name' in record && typeof record.session_name !== 'string') {
    errors.push({ type: 'string_type', loc: ['body', 'session_name'], msg: 'Input should be a valid string', input: record.session_name });
  }
  if (errors.length) return { status: 422, body: { detail: errors } };
  const input = record.input as string;
  if (input.trim() === '') return { status: 400, body: { detail: 'Input required' } };
  return { input };
}

/** `port` 0 (the default) picks a free one. */
export async function startDoorwayReplay(port = 0): Promise<DoorwayReplay> {
  const recorded = loadRecording('doorway-run-200.json');
  const byInput = new Map<string, unknown>(doorwayCases(recorded).map((c: DoorwayCase) => [c.input, c.body]));
  const queued: Pick<Recording, 'status' | 'body'>[] = [];
  const seen: SeenRun[] = [];

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/run') return json(res, 404, { detail: 'Not Found' });
    if (req.method !== 'POST') return json(res, 405, { detail: 'Method Not Allowed' });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: raw });
      const next = queued.shift();
      if (next) return json(res, next.status, next.body);
      const checked = validateRunBody(raw);
      if (!('input' in checked)) return json(res, checked.status, checked.body);
      const answer = byInput.get(checked.input);
      if (answer) return json(res, 200, answer);
      const fresh = structuredClone(recorded.body) as Record<string, any>;
      if (fresh.receipt?.receipt) fresh.receipt.receipt.task = checked.input;
      json(res, 200, fresh);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    seen,
    queue: (recording) => void queued.push(recording),
    answer: (input, body) => void byInput.set(input, body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
