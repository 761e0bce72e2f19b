// The stack browser tests run against (mounted by test/server/mount.mjs):
// in-memory, fixed keys and attestor key, fast attestor.
import { createStack, type Stack } from '../../packages/service/src/stack.js';
import { TEST_ATTEST_DELAY_MS, TEST_ATTESTOR_SEED_HEX, TEST_KEYS } from './constants.js';

export * from './constants.js';

export function createTestStack(): Stack {
  return createStack({
    env: {},
    // Browser tests all come from one address; a per-client limit would make them flaky.
    proxy: { rateLimit: false },
    service: {
      memory: true,
      keys: [
        { key: TEST_KEYS.asi, tier: 'asi' },
        { key: TEST_KEYS.agi, tier: 'agi' },
      ],
      attestDelayMs: TEST_ATTEST_DELAY_MS,
      attestorKey: Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex'),
      elementsScript: '/src/define.ts',
      log: () => {},
    },
  });
}
