// Mounts the whole embedded stack (service under /api, proxy under /proxy,
// /files, /app) on wtr's dev server, so browser tests use real HTTP on the
// test page's own origin. Each wtr run gets a fresh in-memory service.
import { getRequestListener } from '@hono/node-server';
import { tsImport } from 'tsx/esm/api';

const MOUNTED = /^\/(api|proxy|files|app)(\/|$)/;

export async function serviceMiddleware() {
  const { createTestStack } = await tsImport('./stack.ts', import.meta.url);
  const stack = await createTestStack();
  const listener = getRequestListener(stack.fetch);
  return async (ctx, next) => {
    if (!MOUNTED.test(ctx.path)) return next();
    ctx.respond = false;
    await listener(ctx.req, ctx.res);
  };
}
