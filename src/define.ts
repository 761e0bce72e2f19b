// Registers all three elements (safe to load more than once).
import './elements/chain-badge/define.js';
import './elements/reasoning-receipt/define.js';
import './elements/reasoning-console/define.js';

export * from './index.js';
