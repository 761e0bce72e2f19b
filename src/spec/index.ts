export * from './resources.js';
export * from './parse.js';
export * from './limits.js';
export * from './ids.js';
export * from './http.js';
