// One turn through the test origin's keyless proxy, as the built bundle's pages send it.
import { expect, waitUntil } from '@open-wc/testing';

export async function runThroughProxy(input, sessionName) {
  const res = await fetch('/proxy/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, session_name: sessionName }),
  });
  expect(res.status).to.equal(200);
  return res.json();
}

/** Resolves once the service has attested `receiptId` (attestation runs after the answer). */
export async function attested(receiptId) {
  let verified = false;
  await waitUntil(
    async () => {
      const res = await fetch(`/api/receipts/${encodeURIComponent(receiptId)}`, { cache: 'no-store' });
      verified = res.ok && (await res.json()).verified === true;
      return verified;
    },
    `receipt ${receiptId} attested`,
    { timeout: 20_000, interval: 100 },
  );
}
