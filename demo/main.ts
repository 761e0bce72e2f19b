import '../src/define.js';
