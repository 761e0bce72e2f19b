// verify-receipt.mjs: node verify-receipt.mjs rcpt_…: re-check a receipt's whole chain and its attestation here.
import { ReasoningClient, verifyChain } from 'reasoning-elements/client';

const client = new ReasoningClient({ baseUrl: process.env.REASONING_BASE_URL ?? 'http://127.0.0.1:8787/api' });
// The attestor's public key, pinned: a chain signed by any other key fails. (The embedded service shows its key at /api/attestor.)
const trustedKeys = process.env.ATTESTOR_KEY ? [process.env.ATTESTOR_KEY] : undefined;

const receipt = await client.getReceipt(process.argv[2]);
const chain = await client.getChain(receipt.chain_id);
const attestation = receipt.attest_id ? await client.getAttestation(receipt.attest_id) : undefined;
const check = await verifyChain({ receipt, chain, attestation, trustedKeys });

const { ok, algorithm, links, signature, keyPinned, firstBadLink, problems } = check;
console.log({ ok, algorithm, links, signature, keyPinned, firstBadLink, problems });
process.exitCode = ok ? 0 : 1;
