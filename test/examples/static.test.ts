// examples/static: Markdown to HTML with reasoning-badges SVGs and the CDN script.
import { describeSite } from './site.js';

describeSite({ name: 'static', out: 'dist' });
