/**
 * The service's routes (Hono). Layout:
 *   POST /api/run                       API key (Bearer), no CORS; Idempotency-Key optional
 *   GET  /api/receipts/:id, /api/sessions/:id, /api/chains/:id,
 *        /api/attestations/:id, /api/attestor          public, CORS *
 *   GET  /files/badge/:id.svg, /files/:id.pdf           public, CORS *
 *   GET  /app/receipts/:id                              HTML page
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  ATTESTATION_ALGORITHM,
  BridgeSchema,
  CHAIN_ALGORITHM,
  ConflictSchema,
  ContentSchema,
  StructureSchema,
  isIdempotencyKey,
  isPlainId,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type Attestation,
  type Chain,
  type Receipt,
  type RunResponse,
  type Session,
} from '../../spec/index.js';
import type { Engine, EngineOutput } from './engine/index.js';
import type { Attestor } from './attestor/index.js';
import type { ChainMeta, ChainState, Store, TurnRecord } from './store/index.js';
import { HIGHEST_TIER, bearerKey, keyScope, type KeyRing } from './keys.js';
import { HttpError, errorResponse } from './errors.js';
import { readRunBody } from './request.js';
import { KeyedLock } from './lock.js';
import { requestFingerprint, type IdempotencyTag } from './idempotency.js';
import { nextEntry, rootOf } from './chain/index.js';
import { badgeSvg, stateBadgeSvg } from './badge.js';
import { receiptPdf } from './pdf/index.js';
import { receiptPage } from './pages/receipt-page.js';

/** A session_name starting with this opens a structured_thinking session (ASI tier only). */
export const STRUCTURED_PREFIX = 'structured:';

export interface RoutesOptions {
  store: Store;
  attestor: Attestor;
  engine: Engine;
  keyRing: KeyRing;
  publicUrl?: string;
  elementsScript: string;
  log: (message: string) => void;
}

const PUBLIC_PATH = /^\/(api\/(receipts|sessions|chains|attestations|attestor)(\/|$)|files\/)/;

const EngineOutputSchema = v.object({
  status: v.pipe(v.string(), v.minLength(1)),
  content: ContentSchema,
  structure: StructureSchema,
  bridge: v.nullable(BridgeSchema),
  conflict: ConflictSchema,
});

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'none'",
};

/** Marks an answer given again for a repeated Idempotency-Key. */
const REPLAYED_HEADER = 'idempotent-replayed';

/** A finished answer that can be handed out more than once (a Response body reads only once). */
interface Answer {
  status: number;
  body: string;
  headers: [string, string][];
}

async function toAnswer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text(), headers: [...response.headers] };
}

function fromAnswer(answer: Answer, extra: Record<string, string> = {}): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function createRoutes(options: RoutesOptions): Hono {
  const { store, attestor, engine, keyRing, log } = options;
  const lock = new KeyedLock();
  const app = new Hono();
  /** Runs under way per scoped idempotency key: a concurrent repeat waits for the first's answer. */
  const inFlight = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();

  const originOf = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;
  const fileUrls = (origin: string, id: string) => ({
    pdf: `${origin}/files/${id}.pdf`,
    badge: `${origin}/files/badge/${id}.svg`,
    page: `${origin}/app/receipts/${id}`,
  });

  /**
   * The receipt of `chain` as of its first `entries`, given the attestation
   * known then. It counts only once this process has verified the links it
   * covers (an attestation from before a restart waits for the re-check).
   */
  function receiptOf(chain: ChainState, origin: string, entries = chain.entries, att: Attestation | null = chain.attestation ?? null): Receipt {
    const root = rootOf(entries);
    const length = entries.length;
    const verified = att !== null && att.root === root && att.length === length && attestor.hasVerified(chain, length);
    const partial = { id: chain.receipt_id, verified, attest_id: verified ? att.id : '', chain_length: length };
    return {
      id: chain.receipt_id,
      session_id: chain.session_id,
      session_type: chain.session_type,
      chain_id: chain.chain_id,
      chain_root: root,
      chain_length: length,
      verified,
      attest_id: partial.attest_id,
      pdf_url: fileUrls(origin, chain.receipt_id).pdf,
      badge_svg: badgeSvg(partial),
      created_at: chain.created_at,
    };
  }

  function sessionOf(chain: ChainState): Session {
    return {
      id: chain.session_id,
      type: chain.session_type,
      title: chain.title,
      chain_id: chain.chain_id,
      receipt_id: chain.receipt_id,
      chain_root: rootOf(chain.entries),
      turn_count: chain.entries.length,
      created_at: chain.created_at,
      updated_at: chain.updated_at,
    };
  }

  const notFound = (what: string) => errorResponse(404, 'not_found', `No ${what} with that id.`);
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...headers },
    });

  // Headers for every answer; CORS for the public reads.
  app.use('*', async (c, next) => {
    const isPublic = PUBLIC_PATH.test(c.req.path);
    if (isPublic && c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, HEAD, OPTIONS',
          'access-control-allow-headers': 'accept, if-none-match',
          'access-control-max-age': '86400',
        },
      });
    }
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    if (isPublic) {
      c.res.headers.set('access-control-allow-origin', '*');
      c.res.headers.set('access-control-expose-headers', 'etag');
    }
  });

  /** Registers handlers for some methods; any other method gets 405 with Allow. */
  const route = (path: string, methods: ('GET' | 'POST')[], handler: (c: Context) => Promise<Response> | Response) => {
    for (const m of methods) app.on(m, path, handler);
    const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    app.all(path, () =>
      errorResponse(405, 'method_not_allowed', `Use ${allow.join(' or ')} here.`, { allow: allow.join(', ') }),
    );
  };

  route('/api/run', ['POST'], async (c) => {
    const presented = bearerKey(c.req.header('authorization'));
    const apiKey = presented === undefined ? undefined : keyRing.find(presented);
    if (!apiKey) {
      return errorResponse(
        401,
        'unauthorized',
        presented === undefined ? 'An API key is required: send Authorization: Bearer <key>.' : 'The API key is not valid.',
        { 'www-authenticate': 'Bearer realm="reasoning"' },
      );
    }
    const idempotencyKey = c.req.header('idempotency-key');
    if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
      return errorResponse(
        400,
        'invalid_idempotency_key',
        `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters without spaces.`,
      );
    }
    const body = await readRunBody(c.req.raw);
    const structured = body.session_name.startsWith(STRUCTURED_PREFIX);
    if (structured && apiKey.tier !== HIGHEST_TIER) {
      return errorResponse(
        403,
        'tier_mismatch',
        `structured_thinking sessions (session_name starting with "${STRUCTURED_PREFIX}") need the ASI tier; this key's tier is ${apiKey.tier.toUpperCase()}.`,
      );
    }
    const scope = `${keyScope(apiKey.key)}:${body.session_name}`;
    const origin = originOf(c);
    if (idempotencyKey === undefined) return runTurn(scope, body, structured, origin);

    // Scoped per API key, like session names; nothing awaited from here until the key is claimed.
    const tag: IdempotencyTag = { key: `${keyScope(apiKey.key)}:${idempotencyKey}`, fingerprint: requestFingerprint(body), origin };
    const done = store.idempotentTurn(tag.key);
    const pending = done ? undefined : inFlight.get(tag.key);
    const seen = done ?? pending;
    if (seen && seen.fingerprint !== tag.fingerprint) {
      return errorResponse(
        422,
        'idempotency_mismatch',
        'This Idempotency-Key was already used with a different request body; send a new key for a new request.',
      );
    }
    if (done) return turnResponse(done.chain_id, done.index, done.origin, { [REPLAYED_HEADER]: 'true' }) ?? runTurn(scope, body, structured, origin);
    if (pending) return fromAnswer(await pending.answer, { [REPLAYED_HEADER]: 'true' });
    const answer = runTurn(scope, body, structured, origin, tag).then(toAnswer);
    inFlight.set(tag.key, { fingerprint: tag.fingerprint, answer });
    try {
      return fromAnswer(await answer);
    } finally {
      // A success is in the store by now; a failure is forgotten so the key may be sent again.
      inFlight.delete(tag.key);
    }
  });

  /**
   * The answer of turn `index` of a chain, exactly as it was first sent. That
   * answer never covered an attestation (the attestor signs a new root only
   * after the turn is answered), so a repeat says the same even once it has.
   */
  function turnResponse(chainId: string, index: number, origin: string, headers: Record<string, string> = {}): Response | undefined {
    const chain = store.chain(chainId);
    const record = chain?.records[index];
    if (!chain || !record) return undefined;
    const receipt = receiptOf(chain, origin, chain.entries.slice(0, index + 1), null);
    const response: RunResponse = {
      ...record.output,
      chain: { id: chain.chain_id, root: receipt.chain_root, length: receipt.chain_length, verified: receipt.verified },
      receipt,
    };
    return new Response(JSON.stringify(response), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    });
  }

  /** Runs the engine and appends one turn (one at a time per chain). */
  function runTurn(
    scope: string,
    body: { input: string; session_name: string },
    structured: boolean,
    origin: string,
    idempotency?: IdempotencyTag,
  ): Promise<Response> {
    return lock.run(scope, async () => {
      const existing = store.chainByScope(scope);
      const sessionType = existing?.session_type ?? (structured ? 'structured_thinking' : 'reasoning');
      const index = existing ? existing.entries.length : 0;
      let output: EngineOutput;
      try {
        output = await engine.run({ input: body.input, session_name: body.session_name, session_type: sessionType, turn: index });
        output = v.parse(EngineOutputSchema, output) as EngineOutput;
      } catch (error) {
        log(`engine "${engine.name}" failed: ${(error as Error).message}`);
        return errorResponse(500, 'engine_error', 'The reasoning engine failed to process this input.');
      }
      const timestamp = new Date().toISOString();
      const meta: ChainMeta = existing ?? {
        chain_id: newId('chain'),
        session_id: randomUUID(),
        receipt_id: newId('rcpt'),
        session_type: sessionType,
        title: structured
          ? `Structured thinking: ${body.session_name.slice(STRUCTURED_PREFIX.length) || 'untitled'}`
          : `Reasoning: ${body.session_name}`,
        scope,
        created_at: timestamp,
      };
      const record: TurnRecord = { chain_id: meta.chain_id, index, session_type: sessionType, input: body.input, output };
      const entry = nextEntry(existing?.entries[existing.entries.length - 1], record, timestamp);
      const chainMeta: ChainMeta = {
        chain_id: meta.chain_id,
        session_id: meta.session_id,
        receipt_id: meta.receipt_id,
        session_type: meta.session_type,
        title: meta.title,
        scope: meta.scope,
        created_at: meta.created_at,
      };
      let chain: ChainState;
      try {
        chain = await store.appendTurn(chainMeta, entry, record, idempotency);
      } catch (error) {
        log(`store: ${(error as Error).message}`);
        return errorResponse(500, 'store_error', 'The turn could not be recorded; it was not applied.');
      }
      attestor.schedule(chain.chain_id);
      return turnResponse(chain.chain_id, index, origin)!;
    });
  }

  route('/api/receipts/:id', ['GET'], (c) => {
    const id = (c.req.param('id') ?? '');
    const chain = isPlainId(id) ? store.chainByReceipt(id) : undefined;
    return chain ? json(receiptOf(chain, originOf(c))) : notFound('receipt');
  });

  route('/api/sessions/:id', ['GET'], (c) => {
    const id = (c.req.param('id') ?? '');
    const chain = isPlainId(id) ? store.chainBySession(id) : undefined;
    return chain ? json(sessionOf(chain)) : notFound('session');
  });

  route('/api/chains/:id', ['GET'], (c) => {
    const id = (c.req.param('id') ?? '');
    const chain = isPlainId(id) ? store.chain(id) : undefined;
    if (!chain) return notFound('chain');
    const body: Chain = {
      chain_id: chain.chain_id,
      algorithm: CHAIN_ALGORITHM,
      root: rootOf(chain.entries),
      length: chain.entries.length,
      entries: chain.entries,
    };
    return json(body);
  });

  route('/api/attestations/:id', ['GET'], (c) => {
    const id = (c.req.param('id') ?? '');
    const attestation = isPlainId(id) ? store.attestation(id) : undefined;
    return attestation ? json(attestation) : notFound('attestation');
  });

  route('/api/attestor', ['GET'], () => json({ algorithm: ATTESTATION_ALGORITHM, public_key: attestor.publicKey }));

  route('/files/badge/:file', ['GET'], (c) => {
    const file = (c.req.param('file') ?? '');
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const chain = isPlainId(id) ? store.chainByReceipt(id) : undefined;
    if (!chain) {
      // An <img> asking for an unknown receipt gets an "unknown" badge (still a 404); others get JSON.
      const accept = c.req.header('accept') ?? '';
      if (!accept.includes('image/') || accept.includes('application/json')) return notFound('receipt');
      return new Response(stateBadgeSvg('unknown'), { status: 404, headers: { ...SVG_HEADERS, 'cache-control': 'no-cache' } });
    }
    const svg = receiptOf(chain, originOf(c)).badge_svg;
    return conditional(c, svg, SVG_HEADERS);
  });

  route('/files/:file', ['GET'], async (c) => {
    const file = (c.req.param('file') ?? '');
    const id = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const chain = isPlainId(id) ? store.chainByReceipt(id) : undefined;
    if (!chain) return notFound('receipt');
    const origin = originOf(c);
    const receipt = receiptOf(chain, origin);
    const pdf = await receiptPdf({
      receipt,
      entries: chain.entries,
      attestation: receipt.verified ? chain.attestation : undefined,
      badgeUrl: fileUrls(origin, id).badge,
    });
    return conditional(c, pdf, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${id}.pdf"`,
    });
  });

  route('/app/receipts/:id', ['GET'], (c) => {
    const id = (c.req.param('id') ?? '');
    const chain = isPlainId(id) ? store.chainByReceipt(id) : undefined;
    if (!chain) return notFound('receipt');
    const origin = originOf(c);
    const urls = fileUrls(origin, id);
    const html = receiptPage({
      receipt: receiptOf(chain, origin),
      pageUrl: urls.page,
      badgeUrl: urls.badge,
      elementsScript: options.elementsScript,
    });
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy':
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
        'referrer-policy': 'no-referrer',
      },
    });
  });

  app.notFound(() => errorResponse(404, 'not_found', 'No such route.'));
  app.onError((error) => {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.detail);
    log(`internal error: ${error.message}`);
    return errorResponse(500, 'internal_error', 'The service failed to answer this request.');
  });
  return app;
}

/** A body with ETag + Cache-Control; answers 304 when the client already has it. */
function conditional(c: Context, body: string | Uint8Array, headers: Record<string, string>): Response {
  const etag = etagOf(body);
  const common = { etag, 'cache-control': 'public, no-cache', ...headers };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': common['cache-control'] } });
  }
  return new Response(body as BodyInit, { status: 200, headers: common });
}
