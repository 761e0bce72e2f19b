/**
 * Build-time minification of Lit's `html` and `css` template literals. The
 * bundler minifies code but leaves the text inside templates as written, and
 * the elements' styles and markup are a large share of the shipped bytes.
 *
 * Whitespace in markup can be text: `${time} <span>(now)</span>` shows a space
 * that dropping it would lose ("5:07 AM(now)"). So runs of whitespace are
 * collapsed to one space, never removed (conservativeCollapse), and empty
 * attributes are kept (`alt=""` means "decorative"). A browser test compares
 * the built elements' visible text with the sources'.
 */
import type { Plugin } from 'vite';
import { minifyHTMLLiterals } from 'minify-literals';

export function minifyLitLiterals(): Plugin {
  return {
    name: 'reasoning:minify-lit-literals',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/elements\/.*\.ts$/.test(id) || !/\b(html|css)`/.test(code)) return null;
      const result = await minifyHTMLLiterals(code, {
        fileName: id,
        minifyOptions: { conservativeCollapse: true, removeEmptyAttributes: false },
      });
      // The map is a plain v3 source map; its declared type is wider than Vite's.
      return result ? { code: result.code, map: (result.map ?? null) as never } : null;
    },
  };
}
