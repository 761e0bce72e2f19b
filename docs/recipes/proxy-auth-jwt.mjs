// proxy-auth-jwt.mjs: the page sends its identity provider's token (`Authorization: Bearer <JWT>`,
// e.g. `<reasoning-console>`'s `headers` property); `jose` checks it against the provider's JWKS.
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { jwtAuthorize } from '@reasoning-elements/proxy/jwt';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';

const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  fetch: createNodeFetch(),
  authorize: jwtAuthorize({
    jwksUrl: process.env.JWKS_URL, // e.g. https://auth.example.com/.well-known/jwks.json
    issuer: process.env.JWT_ISSUER,
    audience: process.env.JWT_AUDIENCE,
  }), // the token's `sub` is the user; a missing, forged or expired token is a 401
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) });
console.log(`proxy on ${server.url}/proxy/run`);
