// proxy.mjs: run as many as you like; every instance that names the same Redis shares one budget.
import { serve } from '@hono/node-server';
import { createNodeFetch, createProxy, createRedisRateLimitStore, proxyOptionsFromEnv } from 'reasoning-elements/server';

const store = createRedisRateLimitStore({ url: process.env.REASONING_PROXY_REDIS_URL });
await store.ready(); // take traffic once Redis answers
const proxy = createProxy({
  upstream: process.env.REASONING_BASE_URL,
  apiKey: process.env.REASONING_API_KEY,
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  fetch: createNodeFetch(),
  // 60 requests per client address per minute across all instances; while Redis is down, answer 503.
  rateLimit: { windowMs: 60_000, max: 60, store, onStoreError: 'refuse' },
});
serve({ fetch: proxy.fetch, port: Number(process.env.PORT ?? 8788), hostname: '127.0.0.1' }, (info) =>
  console.log(`proxy on http://127.0.0.1:${info.port}/proxy/run`),
);
