// check-by-hand.mjs: node check-by-hand.mjs chain_…: an xy-sha256-v1 chain re-checked with nothing but node:crypto.
import { createHash } from 'node:crypto';

const base = process.env.REASONING_BASE_URL ?? 'http://127.0.0.1:8787/api';
const sha = (text) => createHash('sha256').update(text).digest('hex');

// The chain in pages of up to 1,000 entries; `total` is its length when the first page was read.
let previous = 'GENESIS';
let first;
for (let offset = 0; offset < (first?.total ?? 1); ) {
  const page = await (await fetch(`${base}/chains/${encodeURIComponent(process.argv[2])}/entries?offset=${offset}&limit=1000`)).json();
  first ??= page;
  if (page.entries.length === 0) throw new Error(`the chain ends at ${offset} of ${first.total} entries`);
  for (const e of page.entries.slice(0, first.total - offset)) {
    if (e.index !== offset || e.x !== previous || sha(`${e.x}:${e.operation}:${e.y}:${e.timestamp}`) !== e.xy) throw new Error(`bad link ${offset}`);
    previous = e.xy;
    offset++;
  }
}
if (`0x${previous}` !== first.root) throw new Error('the root is not 0x + the newest xy');
console.log(`${first.chain_id}: ${first.total} links hold, root ${first.root}`);
