// vite.config.js: static badge SVGs written beside the built site, for pages that run no script.
import { defineConfig } from 'vite';
import { reasoningBadges } from '@reasoning-elements/badges/vite';

export default defineConfig({
  plugins: [
    // One receipt id a line in receipts.txt; writes dist/badges/badge/<id>.svg and the four state badges.
    reasoningBadges({ idsFile: 'receipts.txt', baseUrl: process.env.REASONING_BASE_URL, out: 'badges' }),
  ],
});
