// examples/eleventy: Eleventy 3 with @lit-labs/eleventy-plugin-lit, the card rendered with data.
import { describeSite } from './site.js';

describeSite({ name: 'eleventy', out: 'dist' });
