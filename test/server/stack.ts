// The stack browser tests run against (mounted by test/server/mount.mjs):
// in-memory, fixed keys and attestor key, fast attestor.
import { createStack, type Stack } from '../../packages/service/src/stack.js';
import { TEST_ATTEST_DELAY_MS, TEST_ATTESTOR_SEED_HEX, TEST_INPUTS, TEST_KEYS } from './constants.js';

export * from './constants.js';

/** `attestDelayMs`: how long the attestor waits before it attests a turn (the tests' fast default otherwise). */
export function createTestStack(attestDelayMs: number = TEST_ATTEST_DELAY_MS): Stack {
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
      attestDelayMs,
      attestorKey: Buffer.from(TEST_ATTESTOR_SEED_HEX, 'hex'),
      elementsScript: '/src/define.ts',
      log: () => {},
    },
  });
}

/** One turn through the embedded service at `origin` with the test key of tier ASI; the receipt id it made. */
export async function runTurn(origin: string, session: string, input: string = TEST_INPUTS.ground): Promise<string> {
  const res = await fetch(`${origin}/api/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_KEYS.asi}` },
    body: JSON.stringify({ input, session_name: session }),
  });
  return ((await res.json()) as { receipt: { id: string } }).receipt.id;
}
