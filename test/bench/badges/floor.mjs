// The physical floor of the badge build, as a whole process: read every input
// file, write one file per receipt into OUT, of SIZE bytes (ours' mean badge
// size), with nothing else. A directory of receipt files maps file to file by
// name (no JSON is parsed); one JSON array is parsed once for its ids.
//   node floor.mjs SRC OUT SIZE
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [src, out, size] = process.argv.slice(2);
const svg = 'x'.repeat(Number(size));
mkdirSync(out, { recursive: true });
for (const name of readdirSync(src)) {
  const text = readFileSync(join(src, name), 'utf8');
  if (text.startsWith('[')) for (const r of JSON.parse(text)) writeFileSync(join(out, `${r.id}.svg`), svg);
  else writeFileSync(join(out, name.replace(/\.json$/, '.svg')), svg);
}
