// verify-pages.mjs: node verify-pages.mjs rcpt_…: a receipt's chain of any length, checked page by page as it arrives.
import { ReasoningClient, createChainCheck } from 'reasoning-elements/client';

const client = new ReasoningClient({ baseUrl: process.env.REASONING_BASE_URL ?? 'http://127.0.0.1:8787/api' });
const trustedKeys = process.env.ATTESTOR_KEY ? [process.env.ATTESTOR_KEY] : undefined;
const stop = new AbortController(); // stop.abort() ends the walk, and the pages on their way are cancelled

const receipt = await client.getReceipt(process.argv[2]);
const attestation = receipt.attest_id ? await client.getAttestation(receipt.attest_id) : undefined;
let check;
for await (const page of client.chainPages(receipt.chain_id, { signal: stop.signal })) {
  // The next two pages are already on their way while this one is checked.
  check ??= createChainCheck({ chain: page.chain, algorithm: page.algorithm, trustedKeys });
  await check.push(page.entries);
  process.stderr.write(`${page.done} of ${page.total} links\n`);
}
const { ok, links, keyPinned, firstBadLink } = await check.finish({ receipt, attestation });
console.log({ ok, links, keyPinned, firstBadLink });
process.exitCode = ok ? 0 : 1;
