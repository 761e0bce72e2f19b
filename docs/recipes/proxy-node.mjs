// proxy.mjs: one instance; the rate budget lives in this process's memory.
import { serve } from '@hono/node-server';
import { createNodeFetch, createProxy, proxyOptionsFromEnv } from 'reasoning-elements/server';

const proxy = createProxy({
  upstream: process.env.REASONING_BASE_URL,
  apiKey: process.env.REASONING_API_KEY,
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  fetch: createNodeFetch(),
  rateLimit: { windowMs: 60_000, max: 60 }, // per client address
});
serve({ fetch: proxy.fetch, port: Number(process.env.PORT ?? 8788), hostname: '127.0.0.1' }, (info) =>
  console.log(`proxy on http://127.0.0.1:${info.port}/proxy/run`),
);
