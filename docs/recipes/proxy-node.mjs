// proxy.mjs: one instance on Node; the rate budget lives in this process's memory.
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';

const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env), // REASONING_BASE_URL, REASONING_API_KEY, REASONING_ALLOWED_ORIGINS, …
  basePath: '/proxy',
  fetch: createNodeFetch(), // undici keep-alive pool: far less CPU per request than the built-in fetch
  rateLimit: { windowMs: 60_000, max: 60 }, // per client address
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) }); // passes the connection: one budget per client
console.log(`proxy on ${server.url}/proxy/run`);
