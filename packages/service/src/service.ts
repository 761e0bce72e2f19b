/**
 * The embedded Reasoning Service: a standard fetch handler (`Request ->
 * Response`) serving the seed's API under /api, receipt files under /files
 * and receipt pages under /app. Its engine is a deterministic stand-in; its
 * attestor a local Ed25519 signer standing in for the verification network.
 */
import type { KeyObject } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Hono } from 'hono';
import { createRuleEngine, type Engine } from './engine/index.js';
import { openStore, type Store } from './store/index.js';
import { Attestor, type AttestorStats } from './attestor/index.js';
import { generatePrivateKey, loadOrCreateKey, privateKeyFromSeed } from './attestor/keys.js';
import { createPrivateKey } from 'node:crypto';
import { isPostgresUrl } from './store/open.js';
import { generateDevKey, KeyRing, parseApiKeys, type ApiKey } from './keys.js';
import { createRoutes } from './routes.js';
import { Rasteriser } from './card/raster.js';
import { errorResponse } from './errors.js';
import { isHttpUrl } from '@reasoning-elements/protocol';

export type { Engine, EngineInput, EngineOutput } from './engine/index.js';
export { createRuleEngine, ENGINE_ERROR_TRIGGER, FIRE_THRESHOLD } from './engine/index.js';
export { SHAPES } from './engine/shapes.js';
export { parseApiKeys, generateDevKey, HIGHEST_TIER, type ApiKey } from './keys.js';
export { STRUCTURED_PREFIX } from './run.js';
export { attestationMessage, DEFAULT_ATTEST_DELAY_MS, DEFAULT_VERIFY_BATCH, type AttestorStats } from './attestor/index.js';
export { findBrokenLink, nextEntry, rootOf } from './chain/index.js';
export { openStore, Store, type StoreOptions } from './store/index.js';

export interface ReasoningServiceOptions {
  /** API keys: a list, or the `REASONING_API_KEYS` format "key:tier,…". Default: one generated ASI key. */
  keys?: readonly ApiKey[] | string;
  /** Data directory: an LMDB database, durable (a journal of an earlier version is migrated on first start). Without it, or with `memory`, state lives in memory only. */
  dataDir?: string;
  memory?: boolean;
  /**
   * Another store than LMDB: a Postgres URL (postgres://user@host/db, opened
   * and closed by the service, shared safely by several service processes),
   * or a Store object (the caller opened it and closes it). Overrides dataDir
   * and memory. With Postgres the attestor's key is kept in the database.
   */
  store?: string | Store;
  /** Replaces the stand-in engine. */
  engine?: Engine;
  /** Attestor delay after a turn, in ms (default 200). */
  attestDelayMs?: number;
  /** Attestor signing key: a 32-byte Ed25519 seed or a KeyObject. Default: kept in the Postgres store or in dataDir, else generated. */
  attestorKey?: Uint8Array | KeyObject;
  /** Origin (e.g. https://example.org) for absolute URLs in answers; default: the request's origin. */
  publicUrl?: string;
  /** Module script of the elements for /app pages (default `/dist/reasoning-elements.js`). */
  elementsScript?: string;
  /** Operational messages (warnings, attestor problems). Default: console.warn. */
  log?: (message: string) => void;
}

export interface ReasoningService {
  fetch(request: Request): Promise<Response>;
  /** Resolves when the store is open (and a journal of an earlier version migrated); fetch waits for it by itself. */
  readonly ready: Promise<void>;
  /** The generated development key, when no keys were given. */
  readonly devKey: string | undefined;
  readonly keys: readonly ApiKey[];
  /** Base64 of the attestor's raw Ed25519 public key (after `ready`). */
  attestorPublicKey(): string;
  /** Counters of the attestor's verification work (entries re-hashed, full vs incremental runs). */
  attestorStats(): Readonly<AttestorStats>;
  /** Waits until every chain's current root is attested (tests, shutdown). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The attestor key a shared store keeps (so every process sharing it signs with one key), if it keeps one. */
async function storedKey(store: Store): Promise<KeyObject | undefined> {
  const pem = await store.attestorKey(() => generatePrivateKey().export({ format: 'pem', type: 'pkcs8' }).toString());
  return pem === undefined ? undefined : createPrivateKey(pem);
}

export function createReasoningService(options: ReasoningServiceOptions = {}): ReasoningService {
  const log = options.log ?? ((m: string) => console.warn(m));
  // It becomes pdf_url, badge and page links and og:url: anything but http(s) would be a link to nowhere or a script.
  if (options.publicUrl !== undefined && !isHttpUrl(options.publicUrl)) {
    throw new TypeError(`publicUrl must be an absolute http(s) URL such as https://example.org, got "${options.publicUrl.slice(0, 100)}"`);
  }
  const given = typeof options.keys === 'string' ? parseApiKeys(options.keys) : options.keys;
  const dev = given && given.length > 0 ? undefined : generateDevKey();
  const keys = dev ? [dev] : [...given!];
  const keyRing = new KeyRing(keys);
  const engine = options.engine ?? createRuleEngine();
  const givenStore = options.store;
  if (typeof givenStore === 'string' && !isPostgresUrl(givenStore)) {
    throw new TypeError(`store must be a postgres:// or postgresql:// URL (or a Store), got "${givenStore.slice(0, 40)}"`);
  }
  const memory = givenStore === undefined && (options.memory === true || !options.dataDir);

  const rasteriser = new Rasteriser();
  let app: Hono | undefined;
  let store: Store | undefined;
  let attestor: Attestor | undefined;
  let closed = false;
  /** The start-up attestation of chains whose newest turns were not attested before the stop. */
  let caughtUp: Promise<void> = Promise.resolve();

  const ready = (async () => {
    // Attestations that failed while the store could not write are made now.
    const onRecovered = () => {
      void store
        ?.pendingChains()
        .then((ids) => ids.forEach((id) => attestor?.schedule(id)))
        .catch(() => {});
    };
    store =
      typeof givenStore === 'object'
        ? givenStore
        : await openStore({
            memory,
            ...(typeof givenStore === 'string' ? { url: givenStore } : options.dataDir ? { dataDir: options.dataDir } : {}),
            warn: log,
            onRecovered,
          });
    const s = store;
    const key =
      options.attestorKey instanceof Uint8Array
        ? privateKeyFromSeed(options.attestorKey)
        : (options.attestorKey ?? (await storedKey(s)) ?? (!memory && options.dataDir ? await loadOrCreateKey(options.dataDir) : generatePrivateKey()));
    attestor = new Attestor({
      privateKey: key,
      ...(options.attestDelayMs === undefined ? {} : { delayMs: options.attestDelayMs }),
      load: (id) => s.chain(id),
      claim: (id, length) => s.claimAttestation(id, length),
      commit: (attestation) => s.addAttestation(attestation),
      log,
    });
    app = createRoutes({
      store,
      attestor,
      engine,
      keyRing,
      ...(options.publicUrl ? { publicUrl: options.publicUrl.replace(/\/+$/, '') } : {}),
      elementsScript: options.elementsScript ?? '/dist/reasoning-elements.js',
      log,
      rasteriser,
    });
    // Chains whose newest turn was not yet attested when the service stopped:
    // each attestation verifies only the links after the chain's last one
    // (those before it were verified when it was signed). Chains already
    // attested are not read at all. One chain at a time, in the background,
    // so the service answers meanwhile.
    const pending = await store.pendingChains();
    const a = attestor;
    caughtUp = (async () => {
      for (const id of pending) {
        await yieldToEventLoop();
        if (closed) return;
        await a.attestNow(id).catch((error: Error) => log(`attestor: ${error.message}`));
      }
    })();
  })();
  // Keep an unobserved failure from crashing the process; fetch and callers see it.
  ready.catch(() => {});

  return {
    async fetch(request) {
      try {
        await ready;
      } catch {
        return errorResponse(503, 'internal_error', 'The service could not start; see its log.');
      }
      if (closed) return errorResponse(503, 'internal_error', 'The service is shutting down.');
      return app!.fetch(request);
    },
    ready,
    devKey: dev?.key,
    keys,
    attestorPublicKey() {
      if (!attestor) throw new Error('the service is not ready yet');
      return attestor.publicKey;
    },
    attestorStats() {
      if (!attestor) throw new Error('the service is not ready yet');
      return { ...attestor.stats };
    },
    async settle() {
      await ready;
      await caughtUp;
      for (;;) {
        const pending = await store!.pendingChains();
        if (pending.length === 0) return;
        for (const id of pending) await attestor!.attestNow(id);
        // Another process sharing the store may hold a claim: give it time to commit.
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await ready.catch(() => {});
      await Promise.all([attestor?.close(), rasteriser.close()]);
      // A Store object given by the caller is the caller's to close.
      if (typeof givenStore !== 'object') await store?.close();
    },
  };
}
