/**
 * Where reasoning-verify's input comes from: a JSON file or stdin (a chain, or a bundle
 * `{chain, receipt?, attestation?}`), or a receipt id fetched from a service with ReasoningClient.
 */
import { readFile } from 'node:fs/promises';
import { ReasoningClient, isReasoningError, type VerifyChainInput } from '../../client/index.js';
import { readChainJson } from '../../client/verify/read-json.js';
import { isPlainId } from '../../spec/index.js';
import { isRecord } from '../../client/verify/record.js';

/** Input the check could not even start on (exit 2). */
export class UnreadableInput extends Error {}

/** Files larger than this are refused rather than read into memory. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;

export interface Loaded {
  /** What was read, for the report: a path, "stdin" or a URL. */
  source: string;
  input: Omit<VerifyChainInput, 'trustedKeys'>;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > MAX_INPUT_BYTES) throw new UnreadableInput(`stdin is larger than ${MAX_INPUT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJsonFrom(path: string): Promise<unknown> {
  let text: string;
  try {
    text = path === '-' ? await readStdin() : await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof UnreadableInput) throw error;
    throw new UnreadableInput(`cannot read ${path === '-' ? 'stdin' : path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const read = readChainJson(text);
  if (!read.ok) throw new UnreadableInput(`${path === '-' ? 'stdin' : path} is ${read.error}`);
  return read.value;
}


/** A chain file, or a bundle `{chain, receipt?, attestation?}` as `--json` of a fetch would hold. */
export async function loadFile(path: string, receiptPath?: string): Promise<Loaded> {
  const value = await readJsonFrom(path);
  const source = path === '-' ? 'stdin' : path;
  const bundle = isRecord(value) && isRecord(value.chain) && !Array.isArray(value.entries);
  const input: Loaded['input'] = bundle
    ? { chain: value.chain, ...(value.receipt !== undefined ? { receipt: value.receipt } : {}), ...(value.attestation !== undefined ? { attestation: value.attestation } : {}) }
    : { chain: value };
  if (receiptPath !== undefined) input.receipt = await readJsonFrom(receiptPath);
  return { source, input };
}

/** GET the receipt, then its chain and (when its attest_id is a plain id) its attestation. */
export async function loadRemote(receiptId: string, baseUrl: string, timeoutMs: number): Promise<Loaded> {
  if (!isPlainId(receiptId)) throw new UnreadableInput(`--receipt-id "${String(receiptId).slice(0, 80)}" is not a plain id`);
  let client: ReasoningClient;
  try {
    client = new ReasoningClient({ baseUrl, timeoutMs, cacheTtlMs: 0 });
  } catch (error) {
    throw new UnreadableInput(`--base-url: ${(error as Error).message}`);
  }
  try {
    const receipt = await client.getReceipt(receiptId, { fresh: true });
    const chain = await client.getChain(receipt.chain_id, { fresh: true });
    const attestation = isPlainId(receipt.attest_id) ? await client.getAttestation(receipt.attest_id) : undefined;
    return { source: `${baseUrl.replace(/\/+$/, '')}/receipts/${encodeURIComponent(receiptId)}`, input: { receipt, chain, ...(attestation ? { attestation } : {}) } };
  } catch (error) {
    if (isReasoningError(error)) throw new UnreadableInput(`${error.kind}: ${error.message}`);
    throw new UnreadableInput(String((error as Error)?.message ?? error));
  }
}
