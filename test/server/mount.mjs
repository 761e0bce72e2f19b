// Mounts the whole embedded stack (service under /api, proxy under /proxy,
// /files, /app) on wtr's dev server, so browser tests use real HTTP on the
// test page's own origin. Each wtr run gets a fresh in-memory service.
import { getRequestListener } from '@hono/node-server';
import { tsImport } from 'tsx/esm/api';

const MOUNTED = /^\/(api|proxy|files|app)(\/|$)/;
const SLOW_PREFIX = '/fixture-slow-attest';
const SLOW_ATTEST_MS = 2_500;

export async function serviceMiddleware() {
  const { createTestStack } = await tsImport('./stack.ts', import.meta.url);
  const stack = await createTestStack();
  const listener = getRequestListener(stack.fetch);
  // A second embedded service whose attestor waits SLOW_ATTEST_MS, under /fixture-slow-attest/ (its /api
  // there): a page reads a new receipt unverified and watches it turn verified (test/browser/shared/receipt-watch.test.ts).
  const slowStack = await createTestStack(SLOW_ATTEST_MS);
  const slowListener = getRequestListener(slowStack.fetch);
  // The client's scriptable fixture (test/server/fixture.ts), under /fixture/.
  const { createFixture } = await tsImport('./fixture.ts', import.meta.url);
  const fixture = createFixture('/fixture/');
  // <reasoning-receipt>'s path-keyed fixture (test/server/fixture-receipt.ts), under /fixture-receipt/.
  const { createReceiptFixture } = await tsImport('./fixture-receipt.ts', import.meta.url);
  const receiptFixture = createReceiptFixture();
  // Network faults for the hostile-input tests (test/server/fixture-hostile.ts), under /fixture-hostile/.
  const { createHostileFixture } = await tsImport('./fixture-hostile.ts', import.meta.url);
  const hostileFixture = createHostileFixture();
  // <reasoning-console>'s extra proxies (test/server/fixture-console.ts), under /fixture-console/.
  const { createConsoleFixture } = await tsImport('./fixture-console.ts', import.meta.url);
  const consoleFixture = await createConsoleFixture(stack);
  const consoleListener = getRequestListener(consoleFixture.fetch);
  // The open-source Doorway server (a replay of its recordings) behind a keyless proxy
  // (test/server/fixture-doorway.ts), under /fixture-doorway/.
  const { createDoorwayFixture } = await tsImport('./fixture-doorway.ts', import.meta.url);
  const doorwayFixture = await createDoorwayFixture();
  const doorwayListener = getRequestListener(doorwayFixture.fetch);
  return async (ctx, next) => {
    if (ctx.path.startsWith(`${SLOW_PREFIX}/`)) {
      ctx.respond = false;
      ctx.req.url = ctx.req.url.slice(SLOW_PREFIX.length);
      await slowListener(ctx.req, ctx.res);
      return;
    }
    if (doorwayFixture.handles(ctx.path)) {
      ctx.respond = false;
      await doorwayListener(ctx.req, ctx.res);
      return;
    }
    if (hostileFixture.handles(ctx.path)) {
      ctx.respond = false;
      hostileFixture.handle(ctx.req, ctx.res);
      return;
    }
    if (receiptFixture.handles(ctx.path)) {
      ctx.respond = false;
      receiptFixture.handle(ctx.req, ctx.res);
      return;
    }
    if (consoleFixture.handles(ctx.path)) {
      ctx.respond = false;
      await consoleListener(ctx.req, ctx.res);
      return;
    }
    if (ctx.path.startsWith('/fixture/')) {
      ctx.respond = false;
      fixture.handle(ctx.req, ctx.res);
      return;
    }
    if (!MOUNTED.test(ctx.path)) return next();
    ctx.respond = false;
    await listener(ctx.req, ctx.res);
  };
}
