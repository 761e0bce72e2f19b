#!/usr/bin/env node
// dependency-cruiser reads TypeScript through TypeScript's JavaScript API, which TypeScript 7 (this repo's
// tsc) no longer has: given 7 it skips every .ts file and reports "0 modules cruised". This runs it with the
// 5.9 copy installed as `typescript-5`, both for its version check (require) and its import.
//   node scripts/depcruise.mjs src packages --config .dependency-cruiser.cjs
import Module, { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const TYPESCRIPT_5 = { typescript: require.resolve('typescript-5'), 'typescript/package.json': require.resolve('typescript-5/package.json') };

if (Module.registerHooks) {
  // Node 22.15+: one synchronous hook for require and import alike.
  Module.registerHooks({
    resolve: (specifier, context, next) =>
      Object.hasOwn(TYPESCRIPT_5, specifier) ? { url: pathToFileURL(TYPESCRIPT_5[specifier]).href, shortCircuit: true } : next(specifier, context),
  });
} else {
  // Node 20: require through Module._resolveFilename, import through a registered resolve hook.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return Object.hasOwn(TYPESCRIPT_5, request) ? TYPESCRIPT_5[request] : resolveFilename.call(this, request, ...rest);
  };
  const hook = `export async function resolve(specifier, context, next) {
    return specifier === 'typescript' ? { url: ${JSON.stringify(pathToFileURL(TYPESCRIPT_5.typescript).href)}, shortCircuit: true } : next(specifier, context);
  }`;
  Module.register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

// Its bin is not among its exports: imported by path.
await import(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url).href);
