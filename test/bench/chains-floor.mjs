// The floor of the chains bench, run as its own process beside reasoning-verify on the same file:
// a plain read of the file (UTF-8, 64 KiB pieces, nothing parsed) and the same SHA-256 work with
// node:crypto (one hash per xy-sha256-v1 link; for xycore a state hash and a link hash per entry,
// plus an Ed25519 verify per entry through WebCrypto, batched so both cores work).
//   node test/bench/chains-floor.mjs xy-sha256-v1|xycore FILE LINKS
import { createReadStream } from 'node:fs';
import { createHash, createPrivateKey, createPublicKey, sign, webcrypto } from 'node:crypto';

const [format, file, count] = process.argv.slice(2);
const links = Number(count);
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

let bytes = 0;
for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 })) bytes += chunk.length;

let sink = 0;
const hex = 'a'.repeat(64);
if (format === 'xycore') {
  // Texts of the sizes the check hashes (the cost of SHA-256 is in their length): json.dumps of a y_state, and x:operation:y:timestamp.
  const state = '{"answer":"answer 123456","confidence":0.5,"input":"question 123456","turn":123456}';
  const link = `${hex}:run:${hex}:1795411121.125`;
  for (let i = 0; i < links; i++) sink ^= sha256(state).charCodeAt(0) ^ sha256(link).charCodeAt(0);
  // Ed25519 verifies of signatures as large as the chain's, with one imported key (as the checker keeps it).
  const seed = Buffer.alloc(32, 7);
  const privateKey = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' });
  const raw = Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x, 'base64url');
  const key = await webcrypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
  const messages = Array.from({ length: 64 }, (_, i) => Buffer.from(`${hex}:run:${hex}:xy_${hex}${i}`));
  const signatures = messages.map((m) => sign(null, m, privateKey));
  for (let start = 0; start < links; start += 200) {
    const batch = [];
    for (let i = start; i < Math.min(start + 200, links); i++) batch.push(webcrypto.subtle.verify({ name: 'Ed25519' }, key, signatures[i % 64], messages[i % 64]));
    for (const ok of await Promise.all(batch)) if (!ok) throw new Error('floor: a signature did not verify');
  }
} else {
  const link = `${hex}:run:${hex}:2026-01-01T00:00:00.000Z`;
  for (let i = 0; i < links; i++) sink ^= sha256(link).charCodeAt(0);
}
process.stdout.write(`${bytes} ${sink}\n`);
