// A web-test-runner plugin that serves CommonJS test libraries to the browser
// as ES modules (esbuild bundles each once): `import FakeTimers from '@sinonjs/fake-timers'`.
import { build } from 'esbuild';

const PREFIX = '/__cjs-as-esm/';

/** @param {string[]} packages bare specifiers to serve as ES modules */
export function cjsAsEsm(packages) {
  const bundles = new Map();
  return {
    name: 'cjs-as-esm',
    resolveImport({ source }) {
      if (packages.includes(source)) return `${PREFIX}${source}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const name = context.path.slice(PREFIX.length, -'.js'.length);
      if (!packages.includes(name)) return undefined;
      if (!bundles.has(name)) {
        bundles.set(
          name,
          build({ stdin: { contents: `export { default } from ${JSON.stringify(name)};`, resolveDir: process.cwd() }, bundle: true, format: 'esm', platform: 'browser', external: ['util'], write: false }).then(
            (out) => out.outputFiles[0].text,
          ),
        );
      }
      return { body: await bundles.get(name), type: 'js' };
    },
  };
}
