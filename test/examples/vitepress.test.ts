// examples/vitepress: VitePress 1.6, isCustomElement, a build-time data loader.
import { describeSite } from './site.js';

describeSite({ name: 'vitepress', out: 'dist' });
