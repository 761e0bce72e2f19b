// The key-hiding proxy as a Nitro route: <reasoning-console proxy-url="/proxy"> posts to /proxy/run here,
// and the proxy adds REASONING_API_KEY on the server and forwards to REASONING_BASE_URL.
import { createProxy, proxyOptionsFromEnv, type ProxyHandler } from '@reasoning-elements/proxy';

// Made at the first request, not when the module loads: the build runs without the server's environment.
let proxy: ProxyHandler | undefined;

function getProxy(): ProxyHandler {
  proxy ??= createProxy({
    ...proxyOptionsFromEnv(process.env),
    basePath: '/proxy',
    // Only signed-in users spend the key, each in their own chains (null: 401 unauthorized).
    authorize: (request) => userFrom(cookieFrom(request)) ?? null,
  });
  return proxy;
}

function cookieFrom(request: Request): string | undefined {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

// The caller's address (the connection's) counts for the rate limit; the proxy gets the request as a fetch Request.
export default defineEventHandler((event) => getProxy().fetch(toWebRequest(event), { remoteAddress: getRequestIP(event) }));
