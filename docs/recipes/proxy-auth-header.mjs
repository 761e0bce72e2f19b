// proxy-auth-header.mjs: a trusted front (an auth proxy such as oauth2-proxy, Cloudflare Access)
// signs the user in and names them in a header. The header is believed only on connections
// from that front: anyone else could write it too.
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';

const FRONT = process.env.FRONT_ADDRESS; // the auth proxy's address, as this server sees its connections
const HEADER = process.env.IDENTITY_HEADER ?? 'x-auth-request-email'; // oauth2-proxy's; Access: cf-access-authenticated-user-email
if (!FRONT) throw new Error('Set FRONT_ADDRESS');

const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env), // no REASONING_PROXY_TRUST_PROXY here: `address` must be the connection's
  basePath: '/proxy',
  fetch: createNodeFetch(),
  authorize: (request, { address }) => (address === FRONT ? request.headers.get(HEADER) : null),
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) });
console.log(`proxy on ${server.url}/proxy/run`);
