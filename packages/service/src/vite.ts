/**
 * `reasoningDevServer()`: mounts the embedded stack (service, proxy, files,
 * receipt pages) on Vite's dev server, so `npm start` serves the same layout
 * as the `reasoning-service` CLI. State is in memory unless `service.dataDir`
 * (or REASONING_DATA_DIR) is given.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { createStack, type Stack } from './stack.js';
import { toConnectMiddleware } from '@reasoning-elements/proxy/node';
import type { ReasoningServiceOptions } from './service.js';
import { elementsPackageDir } from './elements-package.js';

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
      const keys = process.env.REASONING_API_KEYS;
      const dataDir = process.env.REASONING_DATA_DIR;
      const current = createStack({
        service: {
          ...(dataDir ? { dataDir } : { memory: true }),
          ...(keys ? { keys } : {}),
          elementsScript: elementsModule(),
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

/**
 * The module /app pages load, served by Vite through /@fs/: the installed
 * `reasoning-elements` CDN file (a page of this repository's docs site passes
 * the sources instead, as `service.elementsScript`).
 */
function elementsModule(): string {
  const path = join(elementsPackageDir(), 'dist', 'reasoning-elements.js');
  return `/@fs${path.startsWith('/') ? '' : '/'}${path.replace(/\\/g, '/')}`;
}
