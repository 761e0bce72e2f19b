/**
 * POST /api/run: the API key, the Idempotency-Key (replay a remembered turn,
 * join one under way, or claim the key and run), and the turn itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  BridgeSchema,
  ConflictSchema,
  ContentSchema,
  StructureSchema,
  IDEMPOTENCY_KEY_RULE,
  isIdempotencyKey,
} from 'reasoning-elements/spec';
import type { Engine, EngineOutput } from './engine/index.js';
import type { Attestor } from './attestor/index.js';
import type { ChainMeta, ChainState, Store, TurnRecord } from './store/index.js';
import { HIGHEST_TIER, bearerKey, keyScope, type KeyRing } from './keys.js';
import { errorResponse } from './errors.js';
import { readRunBody, type RunBody } from './request.js';
import { KeyedLock } from './lock.js';
import { requestFingerprint, type IdempotencyTag, type IdempotentTurn } from './idempotency.js';
import { nextEntry } from './chain/index.js';
import { turnResponse } from './projections.js';
import type { Handler } from './respond.js';

/** A session_name starting with this opens a structured_thinking session (ASI tier only). */
export const STRUCTURED_PREFIX = 'structured:';

/** Marks an answer given again for a repeated Idempotency-Key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export interface RunOptions {
  store: Store;
  attestor: Attestor;
  engine: Engine;
  keyRing: KeyRing;
  /** The origin absolute URLs in the answer are built from. */
  originOf: (c: Context) => string;
  log: (message: string) => void;
}

const EngineOutputSchema = v.object({
  status: v.pipe(v.string(), v.minLength(1)),
  content: ContentSchema,
  structure: StructureSchema,
  bridge: v.nullable(BridgeSchema),
  conflict: ConflictSchema,
});

/** A finished answer that can be handed out more than once (a Response body reads only once). */
interface Answer {
  status: number;
  body: string;
  headers: [string, string][];
  /** Given again for a repeated Idempotency-Key. */
  replayed?: boolean;
}

/** One turn to run: whose chain, what was asked, where its URLs point. */
interface Turn {
  scope: string;
  body: RunBody;
  structured: boolean;
  origin: string;
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text(), headers: [...response.headers] };
}

function respond(answer: Answer, extra: Record<string, string> = {}): Response {
  const headers = new Headers(answer.headers);
  if (answer.replayed) headers.set(REPLAYED_HEADER, 'true');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function unauthorized(presented: string | undefined): Response {
  return errorResponse(
    401,
    'unauthorized',
    presented === undefined ? 'An API key is required: send Authorization: Bearer <key>.' : 'The API key is not valid.',
    { 'www-authenticate': 'Bearer realm="reasoning"' },
  );
}

export function createRunHandler(options: RunOptions): Handler {
  const { store, attestor, engine, keyRing, log } = options;
  const hasVerified = (chain: ChainState, length: number) => attestor.hasVerified(chain, length);
  const lock = new KeyedLock();
  /** Runs under way per scoped idempotency key: a concurrent repeat joins the first's answer. */
  const inFlight = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();

  /** The answer of a turn as recorded, for the first request and every repeat alike. */
  function recordedAnswer(chain: ChainState, index: number, origin: string): Answer {
    return {
      status: 200,
      body: JSON.stringify(turnResponse(chain, index, origin, hasVerified)),
      headers: [
        ['content-type', 'application/json; charset=utf-8'],
        ['cache-control', 'no-store'],
      ],
    };
  }

  /** The answer to a repeat of a key whose turn is recorded (by this process or another). */
  async function replayOf(recorded: IdempotentTurn, tag: IdempotencyTag, read: (id: string) => Promise<ChainState | undefined>): Promise<Answer> {
    if (recorded.fingerprint !== tag.fingerprint) {
      return answerOf(
        errorResponse(
          422,
          'idempotency_mismatch',
          'This Idempotency-Key was already used with a different request body; send a new key for a new request.',
        ),
      );
    }
    const chain = await read(recorded.chain_id);
    // The store indexes a key only with the turn it recorded, so the chain is there.
    if (!chain) throw new Error(`idempotency key names unknown chain ${recorded.chain_id}`);
    return { ...recordedAnswer(chain, recorded.index, recorded.origin), replayed: true };
  }

  /**
   * Runs the engine and appends one turn: one at a time per chain in this
   * process, and under the store's hold on the chain (so processes sharing a
   * store never fork it). A key recorded meanwhile answers instead.
   */
  function runTurn(turn: Turn, idempotency?: IdempotencyTag): Promise<Answer> {
    const { scope, body, structured, origin } = turn;
    const held = () =>
      store.withTurn(scope, idempotency?.key, async ({ head: existing, recorded, chain: read, append }) => {
        if (recorded && idempotency) return replayOf(recorded, idempotency, read);
        const sessionType = existing?.session_type ?? (structured ? 'structured_thinking' : 'reasoning');
        const index = existing ? existing.entries.length : 0;
        let output: EngineOutput;
        try {
          output = await engine.run({ input: body.input, session_name: body.session_name, session_type: sessionType, turn: index });
          output = v.parse(EngineOutputSchema, output) as EngineOutput;
        } catch (error) {
          log(`engine "${engine.name}" failed: ${(error as Error).message}`);
          return answerOf(errorResponse(500, 'engine_error', 'The reasoning engine failed to process this input.'));
        }
        const timestamp = new Date().toISOString();
        const meta: ChainMeta = existing
          ? {
              chain_id: existing.chain_id,
              session_id: existing.session_id,
              receipt_id: existing.receipt_id,
              session_type: existing.session_type,
              title: existing.title,
              scope: existing.scope,
              created_at: existing.created_at,
            }
          : {
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
        const chain = await append(meta, entry, record, idempotency).catch((error: Error) => error);
        if (chain instanceof Error) return storeError(chain);
        attestor.schedule(chain.chain_id);
        return recordedAnswer(chain, index, origin);
      });
    // A store that cannot be read (or commit) refuses the turn cleanly; nothing was applied.
    return lock.run(scope, () => held().catch((error: Error) => storeError(error)));
  }

  function storeError(error: Error): Promise<Answer> {
    log(`store: ${error.message}`);
    return answerOf(errorResponse(500, 'store_error', 'The turn could not be recorded; it was not applied.'));
  }

  /**
   * A run sent with an Idempotency-Key. A turn recorded under the key, or a
   * request under it still running here, answers this one; otherwise this one
   * claims the key in this process (nothing is awaited between the in-flight
   * look-up and the claim). The key is looked up again while the chain is
   * held (runTurn), for a turn recorded meanwhile, here or by another process.
   */
  async function runOnce(tag: IdempotencyTag, turn: Turn): Promise<Response> {
    const recorded = await store.idempotentTurn(tag.key);
    if (recorded) return respond(await replayOf(recorded, tag, (id) => store.chain(id)));
    const running = inFlight.get(tag.key);
    if (running) {
      if (running.fingerprint !== tag.fingerprint) {
        return errorResponse(
          422,
          'idempotency_mismatch',
          'This Idempotency-Key was already used with a different request body; send a new key for a new request.',
        );
      }
      return respond(await running.answer, { [REPLAYED_HEADER]: 'true' });
    }
    const answer = runTurn(turn, tag);
    inFlight.set(tag.key, { fingerprint: tag.fingerprint, answer });
    try {
      return respond(await answer);
    } finally {
      // A success is in the store by now; a failure is forgotten so the key may be sent again.
      inFlight.delete(tag.key);
    }
  }

  return async (c) => {
    const presented = bearerKey(c.req.header('authorization'));
    const apiKey = presented === undefined ? undefined : keyRing.find(presented);
    if (!apiKey) return unauthorized(presented);
    const idempotencyKey = c.req.header('idempotency-key');
    if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
      return errorResponse(400, 'invalid_idempotency_key', IDEMPOTENCY_KEY_RULE);
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
    const scope = keyScope(apiKey.key);
    const turn: Turn = { scope: `${scope}:${body.session_name}`, body, structured, origin: options.originOf(c) };
    if (idempotencyKey === undefined) return respond(await runTurn(turn));
    // Scoped per API key, like session names.
    return runOnce({ key: `${scope}:${idempotencyKey}`, fingerprint: requestFingerprint(body), origin: turn.origin }, turn);
  };
}
