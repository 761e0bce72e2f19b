// proxy.mjs: run as many as you like; every instance that names the same Redis shares one budget.
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';
import { createRedisRateLimitStore } from '@reasoning-elements/proxy/redis';

const store = createRedisRateLimitStore({ url: process.env.REASONING_PROXY_REDIS_URL });
await store.ready(); // take traffic once Redis answers
const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  fetch: createNodeFetch(),
  // 60 requests per client address per minute across all instances; while Redis is down, answer 503.
  rateLimit: { windowMs: 60_000, max: 60, store, onStoreError: 'refuse' },
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) });
console.log(`proxy on ${server.url}/proxy/run`);
