import { defineConfig } from 'astro/config';

// A static site (Astro's default output); nothing special is needed for custom elements.
export default defineConfig({});
