// proxy-bun.ts: bun run proxy-bun.ts
import { createProxy, proxyOptionsFromEnv } from '@reasoning-elements/proxy';

const env = process.env;
const proxy = createProxy({ upstream: env.REASONING_BASE_URL!, ...proxyOptionsFromEnv(env), basePath: '/proxy' });

// `server.requestIP` names the caller, so each client gets its own rate budget.
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(env.PORT ?? 8788),
  fetch: (request, server) => proxy.fetch(request, { remoteAddress: server.requestIP(request)?.address }),
});
console.log(`proxy on ${server.url}`);
