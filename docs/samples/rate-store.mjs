// rate-store.mjs: any shared counter can hold the proxy's rate budgets; this one is a Map, to show the interface.
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';

const counts = new Map();
/** A RateLimitStore: count one request from `client`, answer a decision (or a promise; reject when you cannot). */
const store = {
  hit(client, { windowMs, max }) {
    const window = Math.floor(Date.now() / windowMs);
    const key = `${client}:${window}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - Date.now()) / 1000));
    const allowed = count <= max;
    return { allowed, limit: max, remaining: Math.max(0, max - count), resetSeconds, retryAfterSeconds: allowed ? 0 : resetSeconds };
  },
};

const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  fetch: createNodeFetch(),
  rateLimit: { windowMs: 60_000, max: 60, store },
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) });
console.log(`proxy on ${server.url}/proxy/run`);
