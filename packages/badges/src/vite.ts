/**
 * `reasoningBadges()`: the `reasoning-badges` build step inside `vite build`.
 *
 * It runs in `closeBundle`, after Vite has written (and, with emptyOutDir,
 * emptied) the output directory, so the badges land beside the built site and
 * are not wiped. `out` is resolved against `build.outDir`; an absolute path
 * is used as it is. A failed id fails the build (after every other badge is
 * written) unless `failOnError: false`.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { BadgesOptionError, generateBadges, type BadgesOptions, type BadgesResult } from './run.js';

export interface ReasoningBadgesOptions extends Omit<BadgesOptions, 'out' | 'onProgress' | 'signal'> {
  /** Output directory, relative to `build.outDir` (default "badges"). */
  out?: string;
  /** Fail the build when any id fails (default true). */
  failOnError?: boolean;
  /** Called with the run's figures (e.g. to log or assert in CI). */
  onResult?: (result: BadgesResult) => void;
}

export function reasoningBadges(options: ReasoningBadgesOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'reasoning-badges',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config?.root ?? process.cwd(), config?.build.outDir ?? 'dist');
      const { failOnError = true, onResult, out = 'badges', ...rest } = options;
      const target = isAbsolute(out) ? out : resolve(outDir, out);
      const idsFile = rest.idsFile && !isAbsolute(rest.idsFile) ? resolve(config?.root ?? process.cwd(), rest.idsFile) : rest.idsFile;
      let result: BadgesResult;
      try {
        result = await generateBadges({ ...rest, ...(idsFile ? { idsFile } : {}), out: target });
      } catch (error) {
        // Name the plugin's option, not the CLI's flag.
        if (error instanceof BadgesOptionError) this.error(`reasoning-badges: ${error.problem}: check reasoningBadges({ ${error.option} })`);
        throw error;
      }
      onResult?.(result);
      const line = `reasoning-badges: ${result.written} written, ${result.unchanged} unchanged, ${result.failed.length} failed → ${target}`;
      config?.logger.info(line);
      if (result.failed.length) {
        const detail = result.failed.map((f) => `  ${f.id}: ${f.kind}: ${f.message}`).join('\n');
        if (failOnError) this.error(`${line}\n${detail}`);
        else config?.logger.warn(detail);
      }
    },
  };
}
