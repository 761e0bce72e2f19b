// Extra proxies for <reasoning-console>'s browser tests, mounted under
// /fixture-console/ on wtr's dev server. Each is the real createProxy()
// forwarding in-process to the test stack's own embedded service, so the
// console meets the service's real 401, 403 and 429 answers:
//
//   POST /fixture-console/agi/run             a proxy holding the AGI-tier key (structured: sessions → 403)
//   POST /fixture-console/bad-key/run         a proxy holding a key the service does not know (→ 401)
//   POST /fixture-console/limited/<token>/run a proxy allowing one request per minute (the second → 429),
//                                             one limiter per token so tests never share a budget
//   POST /fixture-console/jwt/run             the docs' JWT recipe: jwtAuthorize against a JWKS served on 127.0.0.1
//   GET  /fixture-console/jwt-token?sub=NAME  a token for NAME from that JWKS's key (the identity provider's part)
//   POST /fixture-console/cookie/run          a dashboard session: the cookie `fixture-session=<user>` names the
//                                             user, `fixture-session=banned` gets the app's own 403
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createProxy, type ProxyHandler } from '../../packages/proxy/src/node.js';
import { jwtAuthorize } from '../../packages/proxy/src/jwt.js';
import type { Stack } from '../../packages/service/src/stack.js';
import { TEST_KEYS } from './constants.js';

export const CONSOLE_FIXTURE_PREFIX = '/fixture-console/';
const UPSTREAM = 'http://embedded.reasoning.invalid/api';

/** An identity provider's signing key and its JWKS, served on 127.0.0.1 (closed with the process). */
async function identityProvider(): Promise<{ jwksUrl: string; token(sub: string): Promise<string> }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'fixture', alg: 'ES256', use: 'sig' }] });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    token: (sub) =>
      new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'fixture' }).setSubject(sub).setAudience('console-tests').setIssuedAt().setExpirationTime('10m').sign(privateKey),
  };
}

/** The dashboard's session check of the cookie fixture. */
function sessionUser(request: Request): string | Response | null {
  const user = /(?:^|;\s*)fixture-session=([\w-]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (user === 'banned') return Response.json({ detail: 'This account may not use the console.', code: 'forbidden' }, { status: 403 });
  return user ?? null;
}

export async function createConsoleFixture(stack: Stack): Promise<{ handles(path: string): boolean; fetch(request: Request): Promise<Response> }> {
  const toService = ((input: RequestInfo | URL, init?: RequestInit) => stack.service.fetch(new Request(input, init))) as typeof fetch;
  const make = (basePath: string, apiKey: string, limited = false) =>
    createProxy({
      upstream: UPSTREAM,
      apiKey,
      basePath,
      fetch: toService,
      rateLimit: limited ? { windowMs: 60_000, max: 1 } : false,
    });
  const agi = make('/fixture-console/agi', TEST_KEYS.agi);
  const idp = await identityProvider();
  const signedIn = (basePath: string, authorize: Parameters<typeof createProxy>[0]['authorize']) =>
    createProxy({ upstream: UPSTREAM, apiKey: TEST_KEYS.asi, basePath, fetch: toService, rateLimit: false, authorize, log: () => {} });
  const jwt = signedIn('/fixture-console/jwt', jwtAuthorize({ jwksUrl: idp.jwksUrl, audience: 'console-tests' }));
  const cookie = signedIn('/fixture-console/cookie', sessionUser);
  const badKey = make('/fixture-console/bad-key', 'not-a-key-the-service-knows');
  const limited = new Map<string, ProxyHandler>();

  return {
    handles: (path) => path.startsWith(CONSOLE_FIXTURE_PREFIX),
    async fetch(request) {
      const { pathname } = new URL(request.url);
      const [, , which = '', token = ''] = pathname.split('/');
      if (which === 'agi') return agi.fetch(request);
      if (which === 'jwt') return jwt.fetch(request);
      if (which === 'cookie') return cookie.fetch(request);
      if (which === 'jwt-token') {
        const sub = new URL(request.url).searchParams.get('sub') ?? '';
        if (!/^[\w-]{1,64}$/.test(sub)) return new Response('sub?', { status: 400 });
        return new Response(await idp.token(sub), { headers: { 'content-type': 'text/plain' } });
      }
      if (which === 'bad-key') return badKey.fetch(request);
      if (which === 'limited' && /^[A-Za-z0-9_-]{1,64}$/.test(token)) {
        let proxy = limited.get(token);
        if (!proxy) {
          proxy = make(`/fixture-console/limited/${token}`, TEST_KEYS.asi, true);
          limited.set(token, proxy);
        }
        return proxy.fetch(request);
      }
      return new Response(JSON.stringify({ detail: 'no such console fixture', code: 'not_found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
