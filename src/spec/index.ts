export * from './resources.js';
export * from './parse.js';
export * from '@reasoning-elements/protocol';
export * from './pages.js';
