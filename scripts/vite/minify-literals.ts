/**
 * Build-time minification of Lit's `html` and `css` template literals. The
 * bundler minifies code but leaves the text inside templates as written, and
 * the elements' styles and markup are a large share of the shipped bytes.
 */
import type { Plugin } from 'vite';
import { minifyHTMLLiterals } from 'minify-literals';

export function minifyLitLiterals(): Plugin {
  return {
    name: 'reasoning:minify-lit-literals',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/elements\/.*\.ts$/.test(id) || !/\b(html|css)`/.test(code)) return null;
      const result = await minifyHTMLLiterals(code, { fileName: id });
      return result ? { code: result.code, map: result.map ?? null } : null;
    },
  };
}
