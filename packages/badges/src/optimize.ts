/**
 * svgo for badges. preset-default would strip `role="img"` (keepRoleAttr) and
 * rename our ids to `a`, `b`... (cleanupIds), which makes inlined badges
 * collide; both are turned off. Nothing here enlarges the output.
 *
 * Running svgo on every file is slow (milliseconds each) and, for our own
 * renderer, pointless: it already writes svgo's attribute order, number and
 * path format. So `TemplateOptimizer` runs svgo once per template shape (one
 * per badge state): when svgo hands that badge back unchanged, later badges of
 * the same shape are written as rendered; when it changes anything, every
 * badge of that shape goes through svgo. `mode: 'each'` always runs it.
 *
 * svgo itself takes about half a second to load, more than writing thousands
 * of badges: it is imported only when a badge needs it, and a verdict
 * ("svgo leaves this exact badge unchanged") is remembered in a `VerdictCache`
 * keyed by svgo's version, this config and the badge's bytes, so a rebuild
 * whose shapes svgo already passed does not load it at all.
 */
import type { Config } from 'svgo';
import type { VerdictCache } from './verdict-cache.js';

export const SVGO_CONFIG: Config = {
  multipass: true,
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          cleanupIds: false,
          removeUnknownsAndDefaults: { keepRoleAttr: true },
        },
      },
    },
  ],
};

type Svgo = (svg: string) => string;
let loaded: Svgo | undefined;

/** Loads svgo (once per process). */
export async function loadSvgo(): Promise<Svgo> {
  if (!loaded) {
    const { optimize } = await import('svgo');
    loaded = (svg) => optimize(svg, SVGO_CONFIG).data;
  }
  return loaded;
}

/** svgo with this config; `await loadSvgo()` first. */
export function optimizeSvg(svg: string): string {
  if (!loaded) throw new Error('optimizeSvg: svgo is not loaded yet (await loadSvgo())');
  return loaded(svg);
}

export type OptimizeMode = 'template' | 'each' | 'none';

export class TemplateOptimizer {
  /** Per shape: true when svgo left its first badge byte for byte unchanged. */
  private readonly fixed = new Map<string, boolean>();
  /** How many times svgo actually ran (for the summary and tests). */
  svgoRuns = 0;
  /** Shapes whose verdict came from the cache instead of a run. */
  cachedVerdicts = 0;

  constructor(
    readonly mode: OptimizeMode = 'template',
    private readonly cache?: VerdictCache,
  ) {}

  /** True when `optimize(svg, shape)` would run svgo and it is not loaded yet: `await loadSvgo()` first. */
  needsSvgo(svg: string, shape: string): boolean {
    if (loaded || this.mode === 'none') return false;
    if (this.mode === 'each') return true;
    if (this.fixed.has(shape)) return this.fixed.get(shape) === false;
    if (this.cache?.isClean(svg)) {
      this.fixed.set(shape, true);
      this.cachedVerdicts++;
      return false;
    }
    return true;
  }

  optimize(svg: string, shape: string): string {
    if (this.needsSvgo(svg, shape)) throw new Error('TemplateOptimizer: svgo is not loaded yet');
    if (this.mode === 'none') return svg;
    if (this.mode === 'template' && this.fixed.get(shape) === true) return svg;
    if (this.mode === 'template' && !this.fixed.has(shape) && this.cache?.isClean(svg)) {
      this.fixed.set(shape, true);
      this.cachedVerdicts++;
      return svg;
    }
    this.svgoRuns++;
    const out = optimizeSvg(svg);
    if (this.mode === 'template' && !this.fixed.has(shape)) {
      this.fixed.set(shape, out === svg);
      if (out === svg) this.cache?.markClean(svg);
    }
    return out;
  }
}
