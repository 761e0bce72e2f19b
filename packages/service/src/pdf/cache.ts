/**
 * Receipt PDFs are rendered once per (receipt, length, attestation shown,
 * origin) and kept with the store, so a repeat, a 304 and a restart cost a
 * lookup, not a render. Concurrent requests for one missing PDF share one
 * render. A PDF that cannot be kept (the store cannot write) is still served.
 */
import { etagOf } from '../etag.js';
import { sha256Hex } from '../chain/index.js';
import type { Store, StoredFile } from '../store/index.js';

export type PdfKey = readonly [kind: 'pdf', receiptId: string, variant: string];

/** The key of a receipt's PDF as of `length` links, showing `attestationId` (or none), with URLs under `origin`. */
export function pdfKey(receiptId: string, length: number, attestationId: string, origin: string): PdfKey {
  return ['pdf', receiptId, `${length}:${sha256Hex(`${attestationId}\n${origin}`).slice(0, 32)}`];
}

export function createPdfCache(store: Store, log: (message: string) => void) {
  const rendering = new Map<string, Promise<StoredFile>>();
  return async function pdf(key: PdfKey, render: () => Promise<Uint8Array>): Promise<StoredFile> {
    const kept = await store.file(key);
    if (kept) return kept;
    const name = JSON.stringify(key);
    let pending = rendering.get(name);
    if (!pending) {
      pending = (async () => {
        const body = await render();
        const file = { etag: etagOf(body), body };
        await store.putFile(key, file).catch((error: Error) => log(`store: a rendered PDF was not kept: ${error.message}`));
        return file;
      })().finally(() => rendering.delete(name));
      rendering.set(name, pending);
    }
    return pending;
  };
}
