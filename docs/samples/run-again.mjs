// run-again.mjs: a run sent twice under one Idempotency-Key is recorded once; the repeat gets the first answer.
import { newIdempotencyKey, ReasoningClient } from 'reasoning-elements/client';

const service = process.env.REASONING_URL ?? 'http://127.0.0.1:8787';
// run() posts to {proxyUrl}/run: the proxy holds the key, so this code never does.
const client = new ReasoningClient({ baseUrl: `${service}/api`, proxyUrl: `${service}/proxy` });

const request = { input: 'A feedback loop in the team.', session_name: `team-review-${Date.now()}` };
const idempotencyKey = newIdempotencyKey();
const first = await client.run(request, { idempotencyKey });
const again = await client.run(request, { idempotencyKey }); // e.g. "Send again" after the first answer was lost

console.log(first.status, first.chain.length, again.chain.length, again.receipt.id === first.receipt.id);
// prints: BRIDGE 1 1 true
