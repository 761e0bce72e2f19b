// The key-hiding proxy as a route handler: <reasoning-console proxy-url="/proxy"> posts to /proxy/run here,
// and the proxy adds REASONING_API_KEY on the server and forwards to REASONING_BASE_URL.
import { createProxy, proxyOptionsFromEnv, type ProxyHandler } from '@reasoning-elements/proxy';
import { SESSION_COOKIE, userFrom } from '../../lib/session';

// Made at the first request, not when the module loads: `next build` loads route modules without the
// environment the server runs with.
let proxy: ProxyHandler | undefined;

function getProxy(): ProxyHandler {
  proxy ??= createProxy({
    ...proxyOptionsFromEnv(process.env),
    basePath: '/proxy',
    // Only signed-in users spend the key, each in their own chains (null: 401 unauthorized).
    authorize: (request) => userFrom(cookieOf(request, SESSION_COOKIE)) ?? null,
  });
  return proxy;
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

// The caller's address, as Next gives it: X-Forwarded-For, which `next start` fills with the connection's address
// when the request has none, and a front (Vercel, a reverse proxy) with the address it saw, as the last entry.
// A client that reaches `next start` directly can write that header itself, so budgets count the signed-in user
// (the identity `authorize` returns), never this address.
function handle(request: Request): Promise<Response> {
  const remoteAddress = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return getProxy().fetch(request, { remoteAddress });
}

export { handle as GET, handle as POST, handle as OPTIONS };
