/**
 * Where reasoning-verify's chain comes from, each checked as it is read: a JSON file or stdin
 * (a chain, or a bundle `{chain, receipt?, attestation?}`) read as a stream, or a receipt id
 * whose chain is walked page by page from the service with ReasoningClient.
 */
import { readFile } from 'node:fs/promises';
import { createChainCheck, isReasoningError, outcomeOfError, readChainJson, ReasoningClient, verifyChain, type ChainCheck, type VerifyChainInput } from 'reasoning-elements/client';
import { isJsonObject as isRecord, isPlainId } from '@reasoning-elements/protocol';
import { nodeSha256 } from './chain-reader.js';
import { streamChain, UnreadableInput } from './stream.js';
import type { ProgressLine } from './progress.js';

export { UnreadableInput };

/** A file that holds something other than a chain (a receipt): exit 2, with the option that checks it. */
export class NotAChain extends UnreadableInput {}

/** A receipt file is read whole: larger ones are refused. */
const MAX_RECEIPT_BYTES = 16 * 1024 * 1024;

export interface Checked {
  /** What was read, for the report: a path, "stdin" or a URL. */
  source: string;
  /** The chain's own fields (for its id in the report). */
  chain: unknown;
  check: ChainCheck;
  /** Read from the service: its receipt says it is not attested yet, and there was no attestation to check. */
  pending?: boolean;
}

async function readReceipt(path: string): Promise<unknown> {
  let text: string;
  try {
    const bytes = await readFile(path);
    if (bytes.length > MAX_RECEIPT_BYTES) throw new UnreadableInput(`${path} is larger than ${MAX_RECEIPT_BYTES} bytes`);
    text = bytes.toString('utf8');
  } catch (error) {
    if (error instanceof UnreadableInput) throw error;
    throw new UnreadableInput(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const read = readChainJson(text);
  if (!read.ok) throw new UnreadableInput(`${path} is ${read.error}`);
  return read.value;
}

/** A chain file, or a bundle `{chain, receipt?, attestation?}` as `--json` of a fetch would hold, read as a stream. */
export async function checkFile(path: string, options: { receiptPath?: string; trustedKeys?: string[]; progress: ProgressLine }): Promise<Checked> {
  const source = path === '-' ? 'stdin' : path;
  const receipt = options.receiptPath === undefined ? undefined : await readReceipt(options.receiptPath);
  const read = await streamChain(path, {
    ...(options.trustedKeys ? { trustedKeys: options.trustedKeys } : {}),
    ...(receipt !== undefined ? { receipt } : {}),
    onProgress: ({ links, read: done, size }) => options.progress.update(links, done, size, 'bytes'),
  });
  if (read.streamed) return { source, chain: read.chain, check: read.check };
  // No entries array to stream: small, or not a chain at all; verifyChain says which.
  const value = read.value;
  // A receipt (or session) names its chain_id but holds no entries and no algorithm.
  if (isRecord(value) && typeof value.chain_id === 'string' && !('entries' in value) && !('algorithm' in value) && !('chain' in value)) {
    const id = isPlainId(value.id) ? value.id : 'ID';
    throw new NotAChain(
      `${source} looks like a receipt, not a chain: check it against its chain file with --receipt ${path === '-' ? 'FILE' : path} CHAIN.json, or fetch and check it with --receipt-id ${id} --base-url URL`,
    );
  }
  const bundle = isRecord(value) && isRecord(value.chain) && !Array.isArray(value.entries);
  const input: VerifyChainInput = bundle
    ? { chain: value.chain, ...(value.receipt !== undefined ? { receipt: value.receipt } : {}), ...(value.attestation !== undefined ? { attestation: value.attestation } : {}) }
    : { chain: value };
  if (receipt !== undefined) input.receipt = receipt;
  if (options.trustedKeys) input.trustedKeys = options.trustedKeys;
  return { source, chain: input.chain, check: await verifyChain(input) };
}

/** GET the receipt, then its chain page by page (checked as the pages come) and, when its attest_id is a plain id, its attestation. */
export async function checkRemote(
  receiptId: string,
  options: { baseUrl: string; timeoutMs: number; trustedKeys?: string[]; progress: ProgressLine },
): Promise<Checked> {
  if (!isPlainId(receiptId)) throw new UnreadableInput(`--receipt-id "${String(receiptId).slice(0, 80)}" is not a plain id`);
  let client: ReasoningClient;
  try {
    client = new ReasoningClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, cacheTtlMs: 0 });
  } catch (error) {
    throw new UnreadableInput(`--base-url: ${(error as Error).message}`);
  }
  try {
    const receipt = await client.getReceipt(receiptId, { fresh: true });
    const attestation = isPlainId(receipt.attest_id) ? client.getAttestation(receipt.attest_id) : undefined;
    attestation?.catch(() => {}); // awaited below; a failed page must not leave it unobserved
    let check: ReturnType<typeof createChainCheck> | undefined;
    let chain: unknown;
    for await (const page of client.chainPages(receipt.chain_id)) {
      chain ??= page.chain;
      check ??= createChainCheck({
        chain: page.chain,
        algorithm: page.algorithm,
        ...(options.trustedKeys ? { trustedKeys: options.trustedKeys } : {}),
        sha256: nodeSha256,
      });
      await check.push(page.entries);
      options.progress.update(page.done, page.done, page.total);
    }
    const result = await check!.finish({ receipt, ...(attestation ? { attestation: await attestation } : {}) });
    const pending = receipt.verified !== true && !attestation;
    return { source: `${options.baseUrl.replace(/\/+$/, '')}/receipts/${encodeURIComponent(receiptId)}`, chain, check: result, pending };
  } catch (error) {
    if (error instanceof UnreadableInput) throw error;
    if (isReasoningError(error)) throw new UnreadableInput(`${error.kind}: ${error.message}`, readOutcome(error));
    throw new UnreadableInput(String((error as Error)?.message ?? error), 'unavailable');
  }
}

/** What a failed read of the service means: a missing receipt, "try again", or a wrong --base-url. */
function readOutcome(error: unknown): 'not-found' | 'unavailable' | 'misconfigured' {
  const outcome = outcomeOfError(error);
  return outcome === 'not-found' || outcome === 'misconfigured' ? outcome : 'unavailable';
}
