/**
 * Long chains for tests and benches, written straight to disk a piece at a time (never held whole),
 * with node:crypto alone (independent of the checker's hashing):
 *   - xy-sha256-v1, our embedded service's format, as GET /chains/{id} would answer it;
 *   - xycore, as pruv exports it, each entry with a y_state and an Ed25519 signature;
 *   - the embedded service's journal of one session of many turns (start it with `--data DIR`).
 * Deterministic: the same arguments give the same bytes (the Ed25519 key comes from a fixed seed).
 *
 *   node --import tsx test/bench/long-chains.ts xy-sha256-v1|xycore|journal LINKS OUT
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import canonicalize from 'canonicalize';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fixed Ed25519 key (PKCS#8 of a 32-byte seed), so generated chains are the same every time. */
const SEED = Buffer.from('4c6f6e6720636861696e73206f66207265617320746573742073656564212121', 'hex');
export const XYCORE_KEY: KeyObject = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), SEED]), format: 'der', type: 'pkcs8' });
/** Base64 of the raw 32-byte public key that signs the generated xycore chains. */
export const XYCORE_PUBLIC_KEY = Buffer.from((createPublicKey(XYCORE_KEY).export({ format: 'jwk' }) as { x: string }).x, 'base64url').toString('base64');

/** The service's journal meta of the generated session (ids are plain tokens, as the service makes them). */
export const LONG_SESSION = {
  chain_id: 'chain_long0000000000000000',
  session_id: '0b6a1c52-7e1f-4f57-9b7e-5f0e2d9d0001',
  receipt_id: 'rcpt_long0000000000000000',
  session_type: 'reasoning',
  title: 'Reasoning: long',
  scope: 'generated:long',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Writes `pieces` to `path`, a piece at a time, waiting whenever the stream asks to. */
async function writePieces(path: string, pieces: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

const isoAt = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();

/** Entries of an xy-sha256-v1 chain: y of a small turn record, x = previous xy. */
export function* xySha256Entries(links: number): Generator<{ index: number; timestamp: string; operation: string; x: string; y: string; xy: string; record: unknown }> {
  let x = 'GENESIS';
  for (let index = 0; index < links; index++) {
    const timestamp = isoAt(index);
    const record = { chain_id: LONG_SESSION.chain_id, index, session_type: 'reasoning', input: `turn ${index}`, output: { status: 'GROUND', note: 'generated' } };
    const y = sha256(canonicalize(record)!);
    const xy = sha256(`${x}:run:${y}:${timestamp}`);
    yield { index, timestamp, operation: 'run', x, y, xy, record };
    x = xy;
  }
}

/** An xy-sha256-v1 chain `{chain_id, algorithm, root, length, entries}` (root and length lead, as the service answers). */
export async function writeXySha256Chain(path: string, links: number): Promise<{ root: string }> {
  // The root is the last xy: one pass to find it (hashing only), one to write.
  let root = '';
  for (const entry of xySha256Entries(links)) root = `0x${entry.xy}`;
  function* pieces(): Generator<string> {
    yield `{"chain_id":"${LONG_SESSION.chain_id}","algorithm":"xy-sha256-v1","root":"${root}","length":${links},"entries":[`;
    for (const { record: _record, ...entry } of xySha256Entries(links)) yield `${entry.index ? ',' : ''}${JSON.stringify(entry)}`;
    yield ']}\n';
  }
  await writePieces(path, pieces());
  return { root };
}

/** Python's str(float) for the generated timestamps (quarter seconds: never integral, so JS prints them alike). */
const timestampOf = (index: number) => 1795411121.125 + index * 0.25;

/** Entries of a signed xycore chain, as pruv's export writes them (Python's json.dumps spacing). */
export function* xycoreEntries(links: number): Generator<string> {
  let x = 'GENESIS';
  for (let index = 0; index < links; index++) {
    const timestamp = timestampOf(index);
    const state = `{"answer":"answer ${index}","confidence":0.5,"input":"question ${index}","turn":${index}}`;
    const y = sha256(state);
    const operation = index === 0 ? 'start' : 'run';
    const xy = `xy_${sha256(`${x}:${operation}:${y}:${timestamp}`)}`;
    const signature = sign(null, Buffer.from(`${x}:${operation}:${y}:${xy}`, 'utf8'), XYCORE_KEY).toString('base64');
    yield `{"index": ${index}, "timestamp": ${timestamp}, "operation": "${operation}", "x": "${x}", "y": "${y}", "xy": "${xy}", "status": "success", "verified": true, "metadata": {}, "y_state": {"turn": ${index}, "input": "question ${index}", "answer": "answer ${index}", "confidence": 0.5}, "signature": "${signature}", "signer_id": "bench-signer", "public_key": "${XYCORE_PUBLIC_KEY}"}`;
    x = y;
  }
}

/** A signed xycore export `{id, name, entries, length, head, root}` (head and root after the entries, as xycore writes them). */
export async function writeXycoreChain(path: string, links: number): Promise<void> {
  let first = '';
  let head = '';
  function* pieces(): Generator<string> {
    yield '{"id": "0123456789ab", "name": "long", "entries": [';
    let index = 0;
    for (const entry of xycoreEntries(links)) {
      if (index === 0) first = /"xy": "(xy_[0-9a-f]{64})"/.exec(entry)![1]!;
      head = /"y": "([0-9a-f]{64})"/.exec(entry)![1]!;
      yield `${index++ ? ', ' : ''}${entry}`;
    }
    yield `], "length": ${links}, "head": "${links ? head : 'GENESIS'}", "root": ${links ? `"${first}"` : 'null'}}\n`;
  }
  await writePieces(path, pieces());
}

/** The embedded service's journal (`DIR/journal.jsonl`) of one session of `links` turns, as `--data DIR` replays it. */
export async function writeServiceJournal(path: string, links: number): Promise<void> {
  function* pieces(): Generator<string> {
    for (const { record, ...entry } of xySha256Entries(links)) yield `${JSON.stringify({ type: 'turn', chain: LONG_SESSION, entry, record })}\n`;
  }
  await writePieces(path, pieces());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [format, count, out] = process.argv.slice(2);
  const links = Number(count);
  if (!out || !Number.isInteger(links) || links < 0) {
    console.error('usage: long-chains.ts xy-sha256-v1|xycore|journal LINKS OUT');
    process.exit(2);
  }
  if (format === 'xycore') await writeXycoreChain(out, links);
  else if (format === 'journal') await writeServiceJournal(out, links);
  else await writeXySha256Chain(out, links);
}
