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
 */
import { optimize, type Config } from 'svgo';

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

export function optimizeSvg(svg: string): string {
  return optimize(svg, SVGO_CONFIG).data;
}

export type OptimizeMode = 'template' | 'each' | 'none';

export class TemplateOptimizer {
  /** Per shape: true when svgo left its first badge byte for byte unchanged. */
  private readonly fixed = new Map<string, boolean>();
  /** How many times svgo actually ran (for the summary and tests). */
  svgoRuns = 0;

  constructor(readonly mode: OptimizeMode = 'template') {}

  optimize(svg: string, shape: string): string {
    if (this.mode === 'none') return svg;
    if (this.mode === 'template' && this.fixed.get(shape) === true) return svg;
    this.svgoRuns++;
    const out = optimizeSvg(svg);
    if (this.mode === 'template' && !this.fixed.has(shape)) this.fixed.set(shape, out === svg);
    return out;
  }
}
