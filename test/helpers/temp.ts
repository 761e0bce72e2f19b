/**
 * Temporary folders that remove themselves, passed, failed or timed out: when
 * the given test ends (`tempDir('x-', t)`), else when the test file's process
 * exits (after every hook of the file, so a service the file closes in its own
 * `after` still has its folder). Every test that needs a scratch folder takes
 * it from here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTeardown, type Owner } from './teardown.js';

/** A fresh folder under the system temp folder, named `${prefix}XXXXXX`, removed on teardown. */
export function tempDir(prefix: string, owner?: Owner): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTeardown(() => rm(dir, { recursive: true, force: true, maxRetries: 3 }), {
    owner,
    sync: () => rmSync(dir, { recursive: true, force: true }),
    exitOnly: true,
  });
  return dir;
}
