// vite.config.js: only the proxy on Vite's dev server, forwarding to your service with the key from the environment.
import { defineConfig } from 'vite';
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createProxy, toConnectMiddleware } from '@reasoning-elements/proxy/node';

export default defineConfig({
  plugins: [
    {
      name: 'reasoning-proxy',
      apply: 'serve',
      configureServer(server) {
        // REASONING_BASE_URL and REASONING_API_KEY: the service and its key, on this machine only.
        const proxy = createProxy({ ...proxyOptionsFromEnv(process.env), basePath: '/proxy' });
        server.middlewares.use(toConnectMiddleware(proxy, (path) => path.startsWith('/proxy/')));
      },
    },
  ],
});
