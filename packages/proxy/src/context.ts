/**
 * One request's context: its id, start time, runtime `env` and the headers
 * every answer to it carries; errors and the log line are built from it.
 */
import { REQUEST_ID } from './headers.js';

export interface RequestContext {
  readonly request: Request;
  /** What the runtime's adapter passed beside the request (connection info, bindings). */
  readonly env: unknown;
  readonly rid: string;
  readonly started: number;
  /** Carried by every answer: request id, CORS, the proxy's own rate budget. */
  headers: Record<string, string>;
  /** Who `authorize` said the caller is; undefined without `authorize`. */
  identity: string | undefined;
  /** Writes this request's one log line. */
  log(status: number, code?: string): void;
}

/** Writes one scrubbed line per request to `userLog`; does nothing without one. */
export type RequestLog = (request: Request, rid: string, status: number, started: number, code?: string) => void;

export function createRequestLog(userLog: ((line: string) => void) | undefined, scrub: (text: string) => string): RequestLog {
  return (request, rid, status, started, code) => {
    if (!userLog) return;
    let path = request.url;
    const at = path.indexOf('/', path.indexOf('//') + 2);
    path = at < 0 ? '/' : path.slice(at);
    const line = `proxy ${request.method} ${path} ${status}${code ? ` ${code}` : ''} ${Date.now() - started}ms rid=${rid}`;
    try {
      userLog(scrub(line));
    } catch {
      // A failing logger must not fail the request.
    }
  };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's X-Request-Id when it is a safe token, else a fresh UUID. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID);
  return given !== null && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** A class, not an object literal with a `log` closure: one allocation fewer on every request. */
class Context implements RequestContext {
  readonly started = Date.now();
  headers: Record<string, string>;
  identity: string | undefined = undefined;
  readonly #write: RequestLog;

  constructor(
    readonly request: Request,
    readonly env: unknown,
    readonly rid: string,
    write: RequestLog,
  ) {
    this.headers = { [REQUEST_ID]: rid };
    this.#write = write;
  }

  log(status: number, code?: string): void {
    this.#write(this.request, this.rid, status, this.started, code);
  }
}

export function newContext(request: Request, env: unknown, log: RequestLog): RequestContext {
  return new Context(request, env, requestIdOf(request), log);
}
