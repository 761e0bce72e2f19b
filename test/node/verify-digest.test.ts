// The checker's own SHA-256 hex (verify/digest.ts) gives what node:crypto and client/hash.ts give,
// byte for byte, on texts of every kind the chains hold.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha256HexOf } from '../../src/client/verify/digest.js';
import { sha256Hex } from '../../src/client/hash.js';

describe('verify/digest sha256HexOf', () => {
  it('matches node:crypto and sha256Hex on empty, ASCII, non-ASCII and long texts, and hashes with leading zero bytes', async () => {
    const texts = ['', 'GENESIS:run:abc:2026-01-01T00:00:00.000Z', 'ünïcødé ✓ 𝄞 漢字', 'x'.repeat(100_000)];
    // Texts whose hashes start with a 0x0… byte: the table must keep the leading zero of each byte.
    for (let i = 0; texts.length < 12; i++) if (createHash('sha256').update(`n${i}`).digest()[0]! < 16) texts.push(`n${i}`);
    for (const text of texts) {
      const expected = createHash('sha256').update(text, 'utf8').digest('hex');
      assert.equal(await sha256HexOf(text), expected, text.slice(0, 40));
      assert.equal(await sha256Hex(text), expected);
    }
  });
});
