/**
 * A chain file or stdin read as a stream, its entries checked a batch at a time as they arrive, never
 * the whole chain in memory (chain-reader.ts reads the tokens). A second read is made when the fields
 * that say how to read the entries come after them.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { jsonParser } from 'stream-json/core/parser.js';
import { none } from 'stream-chain/defs.js';
import type { ChainCheck } from 'reasoning-elements/client';
import { Reader, type Plan } from './chain-reader.js';

/** Input the check could not even start on (exit 2). */
export class UnreadableInput extends Error {
  /** For a read over the network: what its failure means (not-found, unavailable: try again, misconfigured). */
  constructor(
    message: string,
    readonly outcome: 'not-found' | 'unavailable' | 'misconfigured' = 'misconfigured',
  ) {
    super(message);
  }
}

/** Entries handed to the check at once. */
const BATCH = 2000;

export interface Progress {
  /** Entries read so far. */
  links: number;
  /** Bytes (UTF-16 units of text) read so far, and in all when known. */
  read: number;
  size: number | null;
}

export interface StreamOptions {
  trustedKeys?: string[];
  /** A receipt to hold against the chain (from --receipt), instead of a bundle's. */
  receipt?: unknown;
  onProgress?: (progress: Progress) => void;
}

export type StreamResult =
  | { streamed: true; check: ChainCheck; chain: Record<string, unknown> }
  /** No entries array where a chain has one: the value, read whole, for verifyChain to judge. */
  | { streamed: false; value: unknown };

class Restart extends Error {
  constructor(readonly plan: Plan) {
    super('the chain must be read again');
  }
}

/** Reads the text once; a Restart when the entries must be read again with what the end said. */
async function readOnce(chunks: AsyncIterable<string>, plan: Plan, options: StreamOptions, size: number | null): Promise<StreamResult> {
  const parser = jsonParser({ packValues: true, streamValues: false });
  const reader = new Reader(plan, options.trustedKeys);
  let read = 0;
  const feed = (result: unknown) => {
    if (result !== none) reader.tokens((result as { values: Array<{ name: string; value?: unknown }> }).values);
  };
  // One batch is checked while the next is read and assembled (signatures are verified off the main thread).
  let checking: Promise<void> = Promise.resolve();
  for await (const chunk of chunks) {
    read += chunk.length;
    feed(parser(chunk));
    if (reader.streamed && reader.waiting >= BATCH) {
      await checking;
      checking = reader.streamed.check.push(reader.takeBatch());
    }
    options.onProgress?.({ links: reader.links, read, size });
  }
  await checking;
  // A flushable stage: `none` says the text has ended (a number at the very end is given then).
  feed((parser as unknown as (end: typeof none) => unknown)(none));
  if (!reader.complete) throw new SyntaxError('unexpected end of the text');
  if (!reader.streamed) return { streamed: false, value: reader.root };
  await reader.streamed.check.push(reader.takeBatch());
  options.onProgress?.({ links: reader.links, read, size });
  const again = reader.replan();
  if (again) throw new Restart(again);
  const root = reader.root as Record<string, unknown>;
  const { target, chain, check } = reader.streamed;
  const bundled = target === 'bundle' ? root : {};
  const receipt = options.receipt !== undefined ? options.receipt : bundled.receipt;
  const result = await check.finish({
    chain,
    ...(receipt !== undefined ? { receipt } : {}),
    ...(bundled.attestation !== undefined ? { attestation: bundled.attestation } : {}),
  });
  return { streamed: true, check: result, chain };
}

function textOf(path: string): AsyncIterable<string> {
  if (path === '-') {
    process.stdin.setEncoding('utf8');
    return process.stdin as AsyncIterable<string>;
  }
  return createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 }) as AsyncIterable<string>;
}

/** Reads and checks a chain file (or `-`, stdin) as a stream. */
export async function streamChain(path: string, options: StreamOptions = {}): Promise<StreamResult> {
  const name = path === '-' ? 'stdin' : path;
  let size: number | null = null;
  if (path !== '-') {
    try {
      const info = await stat(path);
      if (info.isFile()) size = info.size;
    } catch (error) {
      throw new UnreadableInput(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  let plan: Plan = {};
  for (let pass = 0; ; pass++) {
    try {
      return await readOnce(textOf(path), plan, options, size);
    } catch (error) {
      if (error instanceof Restart && pass === 0 && path !== '-') {
        plan = error.plan;
        continue;
      }
      if (error instanceof Restart) {
        throw new UnreadableInput(`${name}: the fields that say how to read the chain's entries come after them, and stdin cannot be read twice: give it as a file`);
      }
      if (error instanceof SyntaxError || (error as Error)?.message?.startsWith('Parser ')) {
        throw new UnreadableInput(`${name} is not JSON: ${String((error as Error).message).slice(0, 200)}`);
      }
      const code = (error as NodeJS.ErrnoException)?.code;
      throw new UnreadableInput(`cannot read ${name}: ${code ?? (error as Error)?.message ?? error}`);
    }
  }
}
