/**
 * Idempotency keys of POST /api/run. A run that succeeded under a key is
 * remembered (in the store, with its turn) for a window; a repeat of the key
 * is answered from that turn instead of running again. Keys are scoped per
 * API key, like session names, so two callers never see each other's turns.
 */
import { createHash } from 'node:crypto';

/** How long a key is remembered: 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Most keys remembered at once; the oldest is forgotten first. */
export const MAX_IDEMPOTENCY_KEYS = 100_000;

/** What the store keeps with a turn that was sent with an idempotency key. */
export interface IdempotencyTag {
  /** `${keyScope(apiKey)}:${Idempotency-Key}` (the API key itself is never stored). */
  key: string;
  /** Hash of the request it answered: a repeat with another body is refused. */
  fingerprint: string;
  /** Origin the answer's absolute URLs were built from, so a repeat gets the same text. */
  origin: string;
}

/** Where the remembered turn is. */
export interface IdempotentTurn extends IdempotencyTag {
  chain_id: string;
  index: number;
  /** When the turn was recorded, in ms since the epoch. */
  at: number;
}

export interface IdempotencyOptions {
  windowMs?: number;
  maxKeys?: number;
}

/** Hash of what a run request asks for (its parsed fields, so formatting does not matter). */
export function requestFingerprint(body: { input: string; session_name: string }): string {
  return createHash('sha256').update(JSON.stringify([body.input, body.session_name])).digest('hex');
}

/**
 * Remembered keys, bounded in time and in number. Insertion order is the
 * order turns were recorded, so expired and surplus keys sit at the front.
 */
export class IdempotencyIndex {
  readonly #turns = new Map<string, IdempotentTurn>();
  readonly #windowMs: number;
  readonly #maxKeys: number;

  constructor(options: IdempotencyOptions = {}) {
    this.#windowMs = options.windowMs ?? IDEMPOTENCY_WINDOW_MS;
    this.#maxKeys = Math.max(1, Math.floor(options.maxKeys ?? MAX_IDEMPOTENCY_KEYS));
  }

  get size(): number {
    return this.#turns.size;
  }

  get(key: string, now = Date.now()): IdempotentTurn | undefined {
    const turn = this.#turns.get(key);
    if (!turn) return undefined;
    if (now - turn.at >= this.#windowMs) {
      this.#turns.delete(key);
      return undefined;
    }
    return turn;
  }

  add(turn: IdempotentTurn, now = Date.now()): void {
    this.#turns.delete(turn.key); // re-inserted at the back
    if (now - turn.at >= this.#windowMs) return; // replayed from long ago
    this.#turns.set(turn.key, turn);
    for (const [key, oldest] of this.#turns) {
      if (this.#turns.size <= this.#maxKeys && now - oldest.at < this.#windowMs) break;
      this.#turns.delete(key);
    }
  }
}
