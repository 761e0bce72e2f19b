// client/sha256.ts in Chromium gives WebCrypto's SHA-256, on the page and in a module worker (where the
// chain check runs), for texts of every kind: V8's Math.cbrt makes its constants there as in Node.
import { expect } from '@open-wc/testing';
import { sha256HexOf, sha256Matches } from '../../../src/client/sha256.js';

const webCryptoHex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');

/** Texts of every length across two blocks, in one- to four-byte characters, lone surrogates, and a long one. */
function texts(): string[] {
  const out: string[] = [];
  for (const unit of ['x', 'é', '漢', '𝄞', '\ud800']) for (let n = 0; n <= 130; n += unit === 'x' ? 1 : 7) out.push(unit.repeat(n));
  out.push('GENESIS:<img src=x onerror=alert(1)>:ab:2026-01-01T00:00:00.000Z', 'ünïcødé ✓ 𝄞 漢字 مرحبا', '漢'.repeat(5000));
  return out;
}

describe('sha256HexOf', () => {
  it("gives WebCrypto's digest on the page", async () => {
    for (const text of texts()) {
      const expected = await webCryptoHex(text);
      expect(sha256HexOf(text), text.slice(0, 20)).to.equal(expected);
      expect(sha256Matches(text, expected)).to.equal(true);
    }
  });

  it("gives WebCrypto's digest in a module worker", async () => {
    const source = `import { sha256HexOf } from ${JSON.stringify(new URL('../../../src/client/sha256.ts', import.meta.url).href)};
      onmessage = ({ data }) => postMessage(data.map((text) => sha256HexOf(text)));`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url, { type: 'module' });
    try {
      const list = texts();
      const answer = new Promise<string[]>((resolve, reject) => {
        worker.onmessage = ({ data }) => resolve(data as string[]);
        worker.onerror = (event) => reject(new Error(event.message || 'the worker failed'));
      });
      worker.postMessage(list);
      const hashes = await answer;
      for (let i = 0; i < list.length; i++) expect(hashes[i], list[i]!.slice(0, 20)).to.equal(await webCryptoHex(list[i]!));
    } finally {
      worker.terminate();
      URL.revokeObjectURL(url);
    }
  });
});
