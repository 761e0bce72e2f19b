// worker.js: the proxy as a Cloudflare Worker (module syntax).
// Secrets and vars arrive as bindings: `wrangler secret put REASONING_API_KEY`, and
// REASONING_BASE_URL / REASONING_ALLOWED_ORIGINS under [vars] in wrangler.toml.
import { createProxy, proxyOptionsFromEnv } from '@reasoning-elements/proxy';

let proxy; // one per isolate, built on the first request (bindings are not visible before)

export default {
  fetch(request, env) {
    proxy ??= createProxy({
      ...proxyOptionsFromEnv(env),
      basePath: '/proxy',
      // Cloudflare names the caller; without this every caller shares one budget.
      clientKey: (r) => r.headers.get('cf-connecting-ip') ?? 'anonymous',
    });
    return proxy.fetch(request);
  },
};
