// Eleventy 3: pages server-rendered with Lit (@lit-labs/eleventy-plugin-lit) and with the receipt's data.
//  - `<chain-badge>` in any page keeps its light-DOM link form until the script draws it (it is a
//    plain custom element, which the Lit plugin leaves as written; @reasoning-elements/render's
//    `ChainBadgeRenderer` draws it for code that calls Lit's render() itself);
//  - `{% receipt id %}` reads the receipt at build time and writes the whole card with
//    `renderReceipt()` (the element's own templates through Lit SSR, plus a readable light-DOM copy);
//  - the browser file and the chunks it loads on demand are copied as they are (no bundler needed).
import litPlugin from '@lit-labs/eleventy-plugin-lit';
import { ReasoningClient } from 'reasoning-elements/client';
import { renderReceipt } from '@reasoning-elements/render';
import service from './src/_data/service.js';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(litPlugin, {
    mode: 'worker',
    componentModules: ['./node_modules/reasoning-elements/dist/chain-badge.js'],
  });

  const client = new ReasoningClient({ baseUrl: service.baseUrl });
  eleventyConfig.addAsyncShortcode('receipt', async (id) =>
    renderReceipt(await client.getReceipt(id), { endpoints: service, verify: true }),
  );

  eleventyConfig.addPassthroughCopy({
    'node_modules/reasoning-elements/dist/reasoning-elements.js': 'js/reasoning-elements.js',
    'node_modules/reasoning-elements/dist/chunks/*.js': 'js/chunks',
  });

  return { dir: { input: 'src', output: 'dist' } };
}
