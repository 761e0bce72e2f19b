import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const out = '/tmp/attrib-out';
await build({ configFile: false, logLevel: 'silent', build: { outDir: out, emptyOutDir: true, target: 'es2022', sourcemap: true, lib: { entry: { bundle: process.argv[2] }, formats: ['es'] }, rolldownOptions: { output: { minify: true } } } });
const code = readFileSync(out + '/bundle.js', 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(out + '/bundle.js.map', 'utf8')));
const lines = code.split('\n');
const bytes = new Map();
let last = null;
// walk each generated char: attribute to the nearest preceding mapping's source
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const src = (m.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
  bytes.set(src, (bytes.get(src) ?? 0) + (end - m.generatedColumn));
}
const total = code.length;
console.log('total min', total, 'gz', gzipSync(code, { level: 9 }).length);
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(6), (v / total * gzipSync(code,{level:9}).length | 0).toString().padStart(6), k);
