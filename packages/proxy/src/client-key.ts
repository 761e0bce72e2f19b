/**
 * Who a request comes from, for rate limiting. X-Forwarded-For is only
 * believed behind a trusted reverse proxy (anyone can send it); otherwise the
 * connection's own address, as each runtime's adapter exposes it in `env`.
 */
export function defaultClientKey(request: Request, env: unknown, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    if (forwarded) {
      const first = forwarded.split(',')[0]!.trim();
      if (first) return first.slice(0, 64);
    }
  }
  return addressFromEnv(env) ?? 'anonymous';
}

function addressFromEnv(env: unknown): string | undefined {
  if (!env || typeof env !== 'object') return undefined;
  const e = env as {
    incoming?: { socket?: { remoteAddress?: unknown } }; // @hono/node-server, our node:http adapter
    remoteAddress?: unknown; // adapters that pass the address directly
    remoteAddr?: { hostname?: unknown }; // Deno.serve's ServeHandlerInfo
  };
  // Checked one by one, not gathered in an array: this runs on every request.
  const fromSocket = e.incoming?.socket?.remoteAddress;
  if (typeof fromSocket === 'string' && fromSocket) return fromSocket;
  if (typeof e.remoteAddress === 'string' && e.remoteAddress) return e.remoteAddress;
  const fromDeno = e.remoteAddr?.hostname;
  return typeof fromDeno === 'string' && fromDeno ? fromDeno : undefined;
}
