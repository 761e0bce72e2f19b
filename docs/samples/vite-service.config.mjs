// vite.config.js: the embedded service, proxy, files and receipt pages on Vite's dev server (as `npm start` does).
import { defineConfig } from 'vite';
import { reasoningDevServer } from '@reasoning-elements/service/vite';

export default defineConfig({
  plugins: [reasoningDevServer()], // /api, /proxy/run, /files, /app on the dev server's origin; state in memory
});
