// worker.js: the proxy on Cloudflare Workers with ONE rate budget per client across every isolate.
// wrangler.toml:
//   [[durable_objects.bindings]]
//   name = "RATE_LIMITER"
//   class_name = "RateLimitObject"
//   [[migrations]]
//   tag = "v1"
//   new_sqlite_classes = ["RateLimitObject"]
import { createProxy, DEFAULT_RATE_LIMIT, proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { durableObjectRateLimitStore, RateLimitObject } from '@reasoning-elements/proxy/cloudflare';

export { RateLimitObject }; // the Durable Object class the binding names

let proxy;

export default {
  fetch(request, env) {
    if (!proxy) {
      const options = proxyOptionsFromEnv(env);
      proxy = createProxy({
        ...options,
        basePath: '/proxy',
        clientKey: (r) => r.headers.get('cf-connecting-ip') ?? 'anonymous',
        rateLimit: { ...DEFAULT_RATE_LIMIT, ...options.rateLimit, store: durableObjectRateLimitStore(env.RATE_LIMITER) },
      });
    }
    return proxy.fetch(request);
  },
};
