/** Any `{ fetch }` handler as a node:http server or request listener. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

export interface FetchHandler {
  /** `env` carries the connection (`incoming`, `outgoing`), e.g. for the proxy's per-client rate limit. */
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function toNodeListener(handler: FetchHandler): NodeListener {
  const listener = getRequestListener((request, env) => handler.fetch(request, env));
  return async (req, res) => {
    await listener(req, res);
  };
}

export interface ListenOptions {
  port?: number;
  /** Default 127.0.0.1: loopback only. */
  hostname?: string;
}

export interface Listening {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  /** Stops accepting, ends idle keep-alive connections and resolves when closed. */
  close(): Promise<void>;
}

export function listen(handler: FetchHandler, options: ListenOptions = {}): Promise<Listening> {
  const hostname = options.hostname ?? '127.0.0.1';
  const server = createServer(toNodeListener(handler));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = hostname.includes(':') ? `[${hostname}]` : hostname;
      resolve({
        server,
        port,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            // Requests under way may finish; then connections still open are cut.
            const force = setTimeout(() => server.closeAllConnections(), 2000);
            force.unref();
            server.close((error) => {
              clearTimeout(force);
              if (error) fail(error);
              else done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
