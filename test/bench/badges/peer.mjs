// The peer, as a whole process: badge-maker + svgo doing our work. Reads every
// receipt from SRC (a directory of receipt files, or of one JSON array), draws
// "receipt | verified" or "receipt | unverified" with badge-maker (the receipt
// id as its idSuffix, so each file carries its id like ours), runs svgo, and
// writes OUT/<id>.svg, synchronously.
//   node peer.mjs SRC OUT default   svgo's preset-default, as its users get it
//   node peer.mjs SRC OUT ours      the config reasoning-badges uses (see src/cli/badges/optimize.ts)
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBadge } from 'badge-maker';
import { optimize } from 'svgo';

const [src, out, config] = process.argv.slice(2);
const OURS = {
  multipass: true,
  plugins: [{ name: 'preset-default', params: { overrides: { cleanupIds: false, removeUnknownsAndDefaults: { keepRoleAttr: true } } } }],
};
const svgoConfig = config === 'ours' ? OURS : {};
mkdirSync(out, { recursive: true });
for (const name of readdirSync(src).filter((n) => n.endsWith('.json'))) {
  const data = JSON.parse(readFileSync(join(src, name), 'utf8'));
  for (const r of Array.isArray(data) ? data : [data]) {
    const verified = r.verified === true;
    const svg = makeBadge({ label: 'receipt', message: verified ? 'verified' : 'unverified', color: verified ? 'green' : 'yellow', idSuffix: r.id });
    writeFileSync(join(out, `${r.id}.svg`), optimize(svg, svgoConfig).data);
  }
}
