// read-receipt.mjs: node read-receipt.mjs rcpt_… (REASONING_BASE_URL names your service's base_url)
import { ReasoningClient, ReasoningError } from 'reasoning-elements/client';

const client = new ReasoningClient({ baseUrl: process.env.REASONING_BASE_URL ?? 'http://127.0.0.1:8787/api' });
const id = process.argv[2];

try {
  const receipt = await client.getReceipt(id, { signal: AbortSignal.timeout(5000) });
  console.log(`${receipt.id}: ${receipt.verified ? 'verified' : 'attestation pending'}, ${receipt.chain_length} turns`);
} catch (error) {
  if (error instanceof ReasoningError && error.kind === 'not-found') console.log(`${id}: no such receipt`);
  else throw error; // another ReasoningError (error.kind, error.status), or the AbortSignal's own reason
}
