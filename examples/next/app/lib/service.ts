// Where the Reasoning Service answers, read on the server (at build time for static pages).
// REASONING_URL is the service's origin: its API is under /api, its files under /files, its pages under /app.
const origin = (process.env.REASONING_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

export const endpoints = { baseUrl: `${origin}/api`, receiptsUrl: `${origin}/files`, appUrl: `${origin}/app` };

/** The receipt these pages show. */
export function receiptId(): string {
  const id = process.env.RECEIPT_ID;
  if (!id) throw new Error('Set RECEIPT_ID to the receipt these pages show.');
  return id;
}
