// dist/reasoning-elements.js: everything, lit included, elements registered.
// For a plain <script type="module"> or a CDN.
export * from './define.js';
