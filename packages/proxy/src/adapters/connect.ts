/** Any `{ fetch }` handler as Connect middleware (Vite's dev server), limited to some paths. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toNodeListener, type FetchHandler } from './node.js';

export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export function toConnectMiddleware(handler: FetchHandler, matches: (pathname: string) => boolean): ConnectMiddleware {
  const listener = toNodeListener(handler);
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!matches(pathname)) return next();
    listener(req, res).catch(next);
  };
}
