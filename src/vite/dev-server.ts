import type { Plugin } from 'vite';
export function reasoningDevServer(): Plugin {
  return { name: 'reasoning-dev-server' };
}
