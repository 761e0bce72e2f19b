// check-by-hand.mjs: node check-by-hand.mjs chain_…: an xy-sha256-v1 chain re-checked with nothing but node:crypto.
import { createHash } from 'node:crypto';

const base = process.env.REASONING_BASE_URL ?? 'http://127.0.0.1:8787/api';
const chain = await (await fetch(`${base}/chains/${encodeURIComponent(process.argv[2])}`)).json();
const sha = (text) => createHash('sha256').update(text).digest('hex');

let previous = 'GENESIS';
for (const e of chain.entries) {
  if (e.x !== previous || sha(`${e.x}:${e.operation}:${e.y}:${e.timestamp}`) !== e.xy) throw new Error(`bad link ${e.index}`);
  previous = e.xy;
}
if (`0x${previous}` !== chain.root) throw new Error('the root is not 0x + the newest xy');
console.log(`${chain.chain_id}: ${chain.length} links hold, root ${chain.root}`);
