/**
 * The service's routes (Hono), assembled from one module per concern: run.ts
 * (POST /api/run), reads.ts (the public GETs), cors.ts and etag.ts (their headers).
 */
import { Hono, type Context } from 'hono';
import type { Engine } from './engine/index.js';
import type { Attestor } from './attestor/index.js';
import type { Store } from './store/index.js';
import type { KeyRing } from './keys.js';
import { HttpError, errorResponse } from './errors.js';
import { publicReadHeaders } from './cors.js';
import { route } from './respond.js';
import { createRunHandler } from './run.js';
import { registerReads } from './reads.js';
import { registerHealth } from './health.js';
import { registerCards } from './card/routes.js';
import type { Rasteriser } from './card/raster.js';
import { receiptOf } from './projections.js';

export interface RoutesOptions {
  store: Store;
  attestor: Attestor;
  engine: Engine;
  keyRing: KeyRing;
  publicUrl?: string;
  elementsScript: string;
  log: (message: string) => void;
  /** Draws the card and badge PNGs (default: one of its own); the service stops it when it closes. */
  rasteriser?: Rasteriser;
}

/**
 *   POST /api/run                                     API key (Bearer), no CORS; Idempotency-Key optional
 *   GET  /api/receipts/:id, /api/sessions/:id, /api/chains/:id,
 *        /api/attestations/:id, /api/attestor         public, CORS *
 *   GET  /files/badge/:id.svg, /files/:id.pdf          public, CORS *, ETag
 *   GET  /app/receipts/:id                             HTML page
 *   GET  /healthz                                      200, or 503 with the reason while the store cannot write
 *   GET  /files/card/:id.png, /files/badge/:id.png     preview card and badge PNGs (card/routes.ts)
 *   GET  /app/cards/:id, /oembed                       oEmbed card page and endpoint
 */
export function createRoutes(options: RoutesOptions): Hono {
  const { store, attestor, engine, keyRing, log } = options;
  const originOf = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;
  const app = new Hono();
  app.use('*', publicReadHeaders);
  route(app, '/api/run', ['POST'], createRunHandler({ store, attestor, engine, keyRing, originOf, log }));
  // Before the reads: /files/badge/:id.png is a card route, /files/badge/:id.svg a read.
  registerCards(app, {
    originOf,
    ...(options.rasteriser ? { rasteriser: options.rasteriser } : {}),
    lookup: async (id, origin) => {
      const chain = await store.chainByReceipt(id);
      if (!chain) return undefined;
      const receipt = receiptOf(chain, origin, (ch, length) => attestor.hasVerified(ch, length));
      return { receipt, attestedAt: receipt.verified ? chain.attestation?.attested_at : undefined };
    },
  });
  registerReads(app, { store, attestor, originOf, elementsScript: options.elementsScript, log });
  registerHealth(app, store);
  app.notFound(() => errorResponse(404, 'not_found', 'No such route.'));
  app.onError((error) => {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.detail);
    log(`internal error: ${error.message}`);
    return errorResponse(500, 'internal_error', 'The service failed to answer this request.');
  });
  return app;
}
