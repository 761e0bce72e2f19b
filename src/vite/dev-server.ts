/**
 * `reasoningDevServer()`: mounts the embedded stack (service, proxy, files,
 * receipt pages) on Vite's dev server, so `npm start` serves the same layout
 * as the `reasoning-service` CLI. State is in memory unless `dataDir` is given.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { createStack, type Stack } from '../server/stack.js';
import { toConnectMiddleware } from '../server/adapters/connect.js';
import type { ReasoningServiceOptions } from '../server/service/index.js';

const MOUNTED = /^\/(api|proxy|files|app)(\/|$)/;

export interface ReasoningDevServerOptions {
  service?: ReasoningServiceOptions;
}

export function reasoningDevServer(options: ReasoningDevServerOptions = {}): Plugin {
  let stack: Stack | undefined;
  return {
    name: 'reasoning-dev-server',
    apply: 'serve',
    configureServer(server) {
      // /app pages load the elements from source through Vite (/@fs/… is how
      // Vite serves files outside its root).
      const defineModule = `/@fs${resolve('src/define.ts').replace(/\\/g, '/')}`;
      const env = process.env.REASONING_API_KEYS;
      const current = createStack({
        service: {
          memory: true,
          ...(env ? { keys: env } : {}),
          elementsScript: defineModule,
          log: (m) => server.config.logger.warn(`reasoning-service: ${m}`),
          ...options.service,
        },
      });
      stack = current;
      current.service.ready.then(
        () => {
          const key = current.service.devKey;
          server.config.logger.info(
            `  reasoning: service /api, proxy /proxy/run -> ${current.proxyTarget === 'embedded' ? '/api/run' : current.proxyTarget}, files /files, pages /app` +
              (key ? `\n  reasoning: dev key ${key} (tier ASI; the proxy uses it)` : ''),
          );
        },
        (error: unknown) => server.config.logger.error(`reasoning-service: cannot start: ${(error as Error).message}`),
      );
      server.middlewares.use(toConnectMiddleware(current, (path) => MOUNTED.test(path)));
      server.httpServer?.once('close', () => void current.close());
    },
    async buildEnd() {
      await stack?.close();
    },
  };
}
