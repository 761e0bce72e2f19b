/**
 * One read of a chain's JSON text, token by token (stream-json's tokenizer): everything but the entries
 * is assembled as usual, and the entries array's elements are handed to a chain check in batches as
 * they arrive, never the whole chain in memory. Numbers follow readChainJson's rule: plain unless their
 * text says more than a JS number holds (`1795411121.0` stays `1795411121.0`, digits past 2^53 are kept).
 */
import { createHash } from 'node:crypto';
import { createChainCheck, readChainNumber, type ChainAlgorithm, type ChainCheckStream } from 'reasoning-elements/client';

/** Node's SHA-256: for many short texts several times faster than WebCrypto's, and synchronous. */
export const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** readChainJson's rule for each number: plain unless the text says more than a JS number can hold. */
const parseNumber = readChainNumber;

/** A number kept as its text (readChainNumber's LosslessNumber, whichever copy made it). */
const keptText = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && (value as { isLosslessNumber?: unknown }).isLosslessNumber === true ? String((value as { value: unknown }).value) : undefined;

type Target = 'chain' | 'bundle';

/** What a second read of a file knows from the first: where the entries are and in which format. */
export interface Plan {
  target?: Target;
  algorithm?: ChainAlgorithm;
  /** The chain's `algorithm` field, when it comes after the entries. */
  algorithmField?: unknown;
}

interface Frame {
  value: Record<string, unknown> | unknown[];
  isArray: boolean;
  /** Its key in the enclosing object. */
  key: string | null;
  /** The entries array: its elements go to the check, not into it. */
  sink: boolean;
}

function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
  if (Object.prototype.hasOwnProperty.call(object, key)) {
    const before = object[key];
    const same = before === value || (keptText(before) !== undefined && keptText(before) === keptText(value));
    if (!same) throw new SyntaxError(`Duplicate key '${key.slice(0, 40)}'`);
    return;
  }
  if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

/** One read of the text: tokens assembled, the entries array's elements pushed to a check in batches. */
export class Reader {
  readonly #stack: Frame[] = [];
  #top: Frame | null = null;
  #key: string | null = null;
  #root: unknown = undefined;
  #hasRoot = false;
  #batch: unknown[] = [];
  links = 0;
  /** Where the entries were streamed from, and the object that holds them (the chain's fields). */
  streamed: { target: Target; chain: Record<string, unknown>; algorithm: ChainAlgorithm; check: ChainCheckStream } | null = null;

  constructor(
    private readonly plan: Plan,
    private readonly trustedKeys: string[] | undefined,
  ) {}

  get root(): unknown {
    return this.#root;
  }
  get complete(): boolean {
    return this.#hasRoot;
  }

  /** Entries waiting for the check, taken. */
  takeBatch(): unknown[] {
    const batch = this.#batch;
    this.#batch = [];
    return batch;
  }
  get waiting(): number {
    return this.#batch.length;
  }

  tokens(tokens: ReadonlyArray<{ name: string; value?: unknown }>): void {
    for (const token of tokens) {
      switch (token.name) {
        case 'keyValue':
          this.#key = token.value as string;
          break;
        case 'stringValue':
          this.#value(token.value);
          break;
        case 'numberValue':
          this.#value(parseNumber(token.value as string));
          break;
        case 'nullValue':
          this.#value(null);
          break;
        case 'trueValue':
          this.#value(true);
          break;
        case 'falseValue':
          this.#value(false);
          break;
        case 'startObject':
          this.#open({}, false);
          break;
        case 'startArray':
          this.#open([], true);
          break;
        case 'endObject':
        case 'endArray':
          this.#close();
          break;
      }
    }
  }

  #value(value: unknown): void {
    const top = this.#top;
    if (top === null) {
      this.#root = value;
      this.#hasRoot = true;
    } else if (top.sink) {
      this.#batch.push(value);
      this.links++;
    } else if (top.isArray) (top.value as unknown[]).push(value);
    else setKey(top.value as Record<string, unknown>, this.#key!, value);
  }

  #open(value: Record<string, unknown> | unknown[], isArray: boolean): void {
    const key = this.#top && !this.#top.isArray ? this.#key : null;
    const frame: Frame = { value, isArray, key, sink: false };
    if (isArray && this.streamed === null) {
      const target = this.#entriesTarget(key);
      if (target) this.#startEntries(frame, target);
    }
    this.#stack.push(frame);
    this.#top = frame;
  }

  #close(): void {
    const frame = this.#stack.pop()!;
    this.#top = this.#stack[this.#stack.length - 1] ?? null;
    if (frame.sink) return;
    this.#key = frame.key;
    this.#value(frame.value);
  }

  /** Whether an array opening under `key` here is the chain's entries: top-level, or a bundle's `chain.entries`. */
  #entriesTarget(key: string | null): Target | null {
    if (key !== 'entries') return null;
    const [outer, inner] = this.#stack;
    if (this.#stack.length === 1 && !outer!.isArray && this.plan.target !== 'bundle') return 'chain';
    if (this.#stack.length === 2 && !outer!.isArray && !inner!.isArray && inner!.key === 'chain' && this.plan.target !== 'chain') {
      // A bundle only while the outer object has no entries array of its own (loadFile's rule).
      return Array.isArray((outer!.value as Record<string, unknown>).entries) ? null : 'bundle';
    }
    return null;
  }

  #startEntries(frame: Frame, target: Target): void {
    const chain = this.#top!.value as Record<string, unknown>;
    // verifyChain's rule: an `algorithm` field makes it xy-sha256-v1, none xycore.
    const algorithm = this.plan.algorithm ?? (chain.algorithm !== undefined ? 'xy-sha256-v1' : 'xycore');
    const header = 'algorithmField' in this.plan ? { ...chain, algorithm: this.plan.algorithmField } : chain;
    const check = createChainCheck({
      chain: header,
      algorithm,
      ...(this.trustedKeys ? { trustedKeys: this.trustedKeys } : {}),
      sha256: nodeSha256,
    });
    frame.sink = true;
    this.streamed = { target, chain, algorithm, check };
  }

  /** After the last token: a plan for a second read when the first guessed wrong, else null. */
  replan(): Plan | null {
    const streamed = this.streamed;
    if (!streamed) return null;
    const root = this.#root as Record<string, unknown>;
    // A bundle's chain.entries were read, then the outer object turned out to have entries of its own.
    if (streamed.target === 'bundle' && Array.isArray(root.entries)) return { target: 'chain' };
    if (streamed.algorithm === 'xycore' && streamed.chain.algorithm !== undefined) {
      return { target: streamed.target, algorithm: 'xy-sha256-v1', algorithmField: streamed.chain.algorithm };
    }
    return null;
  }
}

