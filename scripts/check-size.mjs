#!/usr/bin/env node
console.log('size budgets: not yet');
