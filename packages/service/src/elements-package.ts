/**
 * Where the installed `reasoning-elements` package is: its built CDN file is
 * what receipt pages load, served under /dist/.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

export function elementsPackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('reasoning-elements/package.json'));
}
