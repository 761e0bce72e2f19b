#!/usr/bin/env node
// dependency-cruiser reads TypeScript through TypeScript's JavaScript API, which TypeScript 7 (this repo's
// tsc) no longer has: given 7 it skips every .ts file and reports "0 modules cruised". This runs it with the
// 5.9 copy installed as `typescript-5`, both for its version check (require) and its import.
//   node scripts/depcruise.mjs src packages --config .dependency-cruiser.cjs
import Module, { createRequire, register } from 'node:module';

const require = createRequire(import.meta.url);
const TYPESCRIPT_5 = require.resolve('typescript-5');
const MANIFEST_5 = require.resolve('typescript-5/package.json');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'typescript') return TYPESCRIPT_5;
  if (request === 'typescript/package.json') return MANIFEST_5;
  return resolveFilename.call(this, request, ...rest);
};

const hook = `export async function resolve(specifier, context, next) {
  return specifier === 'typescript' ? { url: ${JSON.stringify(new URL(`file://${TYPESCRIPT_5}`).href)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// Its bin is not among its exports: imported by path.
await import(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url).href);
