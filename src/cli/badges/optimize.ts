/**
 * svgo for badges. preset-default would strip `role="img"` (keepRoleAttr) and
 * rename our ids to `a`, `b`... (cleanupIds), which makes inlined badges
 * collide; both are turned off. Nothing here enlarges the output.
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
