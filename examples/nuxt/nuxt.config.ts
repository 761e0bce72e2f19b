// The three tags are custom elements: Vue renders them as they are, on the server and in the browser.
const customElements = new Set(['reasoning-receipt', 'chain-badge', 'reasoning-console']);

export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  devtools: { enabled: false },
  telemetry: false,
  vue: { compilerOptions: { isCustomElement: (tag) => customElements.has(tag) } },
  // Bundled for `nuxt dev` up front, so the first visit is not reloaded when Vite discovers the import.
  vite: { optimizeDeps: { include: ['reasoning-elements/define'] } },
  // Read at request time: NUXT_PUBLIC_REASONING_URL and NUXT_PUBLIC_RECEIPT_ID override these.
  runtimeConfig: { public: { reasoningUrl: 'http://127.0.0.1:8787', receiptId: '' } },
});
