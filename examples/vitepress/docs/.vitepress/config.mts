import { defineConfig } from 'vitepress';
import { endpoints } from './service.js';

const TAGS = ['reasoning-receipt', 'chain-badge', 'reasoning-console'];

export default defineConfig({
  title: 'Receipts in VitePress',
  description: 'A verified receipt on a VitePress page.',
  outDir: '../dist',
  head: [
    ['link', { rel: 'icon', href: 'data:,' }],
    ['meta', { name: 'reasoning:base-url', content: endpoints.baseUrl }],
    ['meta', { name: 'reasoning:receipts-url', content: endpoints.receiptsUrl }],
    ['meta', { name: 'reasoning:app-url', content: endpoints.appUrl }],
  ],
  // The tags are custom elements, not Vue components: Vue renders them as they are.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => TAGS.includes(tag) } } },
});
