// examples/astro: Astro 5, the card written at build time with reasoning-elements/render.
import { describeSite } from './site.js';

describeSite({ name: 'astro', out: 'dist' });
