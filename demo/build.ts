/**
 * Build-time pieces of the demo, used by vite.config.ts:
 *   - demoPages: the multi-page input (each HTML file keeps its path in dist/demo);
 *   - elementsManifest(): runs the custom-elements-manifest analyzer (writing
 *     custom-elements.json, which the package ships) and serves the result to
 *     the demo as `virtual:reasoning-manifest`, regenerated when an element changes.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const demo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const demoPages = {
  index: demo('./index.html'),
  theming: demo('./theming.html'),
  'elements/reasoning-receipt': demo('./elements/reasoning-receipt.html'),
  'elements/chain-badge': demo('./elements/chain-badge.html'),
  'elements/reasoning-console': demo('./elements/reasoning-console.html'),
};

const VIRTUAL_ID = 'virtual:reasoning-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MANIFEST = `${projectRoot}custom-elements.json`;
const ELEMENTS = `${projectRoot}src/elements/`;

function analyze(): void {
  const cem = `${projectRoot}node_modules/@custom-elements-manifest/analyzer/cem.js`;
  const { status, stderr } = spawnSync(process.execPath, [cem, 'analyze'], { cwd: projectRoot, encoding: 'utf8' });
  if (status !== 0) throw new Error(`custom-elements-manifest analyzer failed:\n${stderr}`);
}

export function elementsManifest(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'reasoning-elements-manifest',
    buildStart() {
      analyze();
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add(ELEMENTS);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${readFileSync(MANIFEST, 'utf8')};`;
    },
    // An element's source changed: regenerate, and reload pages showing its API.
    hotUpdate({ file }) {
      if (!server || !file.startsWith(ELEMENTS) || !file.endsWith('.ts')) return;
      analyze();
      const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}
