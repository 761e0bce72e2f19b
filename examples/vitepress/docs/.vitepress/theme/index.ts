import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp() {
    // Registers the elements in the browser only; the build's server render leaves the tags (and their
    // readable content) as they are.
    if (!import.meta.env.SSR) void import('reasoning-elements/define');
  },
} satisfies Theme;
