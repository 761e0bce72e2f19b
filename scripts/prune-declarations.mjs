// Keeps only the declarations a user's TypeScript can reach: those the package's `exports` name, and what
// they import, transitively. The rest (modules no entry's types mention) is not API and is removed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function pruneDeclarations(root = '.') {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = Object.values(exports).flatMap((target) => (typeof target === 'string' ? [] : [target.types].filter(Boolean)));
  const keep = new Set();
  const visit = (file) => {
    const path = resolve(root, file);
    if (keep.has(path) || !existsSync(path)) return;
    keep.add(path);
    const text = readFileSync(path, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(path), spec);
      for (const candidate of [base.replace(/\.js$/, '.d.ts'), `${base}.d.ts`, join(base, 'index.d.ts'), base]) {
        if (candidate.endsWith('.d.ts') && existsSync(candidate)) {
          visit(candidate);
          break;
        }
      }
    }
  };
  entries.forEach(visit);
  const typesDir = resolve(root, 'dist/types');
  let removed = 0;
  for (const file of readdirSync(typesDir, { recursive: true })) {
    const path = join(typesDir, String(file));
    if (path.endsWith('.d.ts') && !keep.has(path)) {
      rmSync(path);
      removed++;
    }
  }
  return { kept: keep.size, removed };
}
