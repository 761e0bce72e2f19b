// proxy-deno.ts: deno run --allow-net --allow-env proxy-deno.ts
import { createProxy, proxyOptionsFromEnv } from '@reasoning-elements/proxy';

const env = Deno.env.toObject();
const proxy = createProxy({ upstream: env.REASONING_BASE_URL, ...proxyOptionsFromEnv(env), basePath: '/proxy' });

// `info.remoteAddr` names the caller, so each client gets its own rate budget.
Deno.serve({ hostname: '127.0.0.1', port: Number(env.PORT ?? 8788) }, (request, info) => proxy.fetch(request, info));
