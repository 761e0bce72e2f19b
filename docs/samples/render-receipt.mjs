// render-receipt.mjs: node render-receipt.mjs rcpt_… > receipt.html: the card written at build time, with its data.
import { ReasoningClient, verifyChain } from 'reasoning-elements/client';
import { renderChainBadge, renderReceipt } from '@reasoning-elements/render';

const service = process.env.REASONING_URL ?? 'http://127.0.0.1:8787';
const endpoints = { baseUrl: `${service}/api`, receiptsUrl: `${service}/files`, appUrl: `${service}/app` };
const client = new ReasoningClient({ baseUrl: endpoints.baseUrl });

const receipt = await client.getReceipt(process.argv[2]);
const session = await client.getSession(receipt.session_id); // optional: shows the session too
const chain = await client.getChain(receipt.chain_id); // optional: the check made now shows until the browser's own ends
const attestation = receipt.attest_id ? await client.getAttestation(receipt.attest_id) : undefined;
const check = await verifyChain({ receipt, chain, attestation });

console.log(renderReceipt(receipt, { session, check, endpoints })); // <reasoning-receipt …>…</reasoning-receipt>
console.log(renderChainBadge(receipt, { endpoints })); // <chain-badge …>…</chain-badge>, the final badge
console.log(renderChainBadge('rcpt_not_read_yet', { endpoints })); // an id only: the badge is drawn in the browser
