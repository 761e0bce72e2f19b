/**
 * The demo's stylesheet is small (about 5 kB): written into each page's
 * <head> as a <style> rather than linked, so first paint waits for no request.
 * Build only; the dev server keeps the link (and its hot reload).
 */
import type { Plugin } from 'vite';

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineCss(): Plugin {
  return {
    name: 'reasoning:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(LINK, (link, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // "</style" inside the CSS would end the element early; CSS never needs it.
          if (/<\/style/i.test(css)) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
