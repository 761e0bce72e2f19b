// client/hash.ts's SHA-256 (a hex table, one encoder; and the in-place comparison a chain check uses)
// gives what node:crypto gives, byte for byte, on texts of every kind the chains hold.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha256Hex, sha256Matches, toHex } from '../../src/client/hash.js';

describe('hash sha256Hex', () => {
  it('matches node:crypto and sha256Hex on empty, ASCII, non-ASCII and long texts, and hashes with leading zero bytes', async () => {
    const texts = ['', 'GENESIS:run:abc:2026-01-01T00:00:00.000Z', 'ünïcødé ✓ 𝄞 漢字', 'x'.repeat(100_000)];
    // Texts whose hashes start with a 0x0… byte: the table must keep the leading zero of each byte.
    for (let i = 0; texts.length < 12; i++) if (createHash('sha256').update(`n${i}`).digest()[0]! < 16) texts.push(`n${i}`);
    for (const text of texts) {
      const expected = createHash('sha256').update(text, 'utf8').digest('hex');
      assert.equal(await sha256Hex(text), expected, text.slice(0, 40));
      assert.equal(toHex(createHash('sha256').update(text, 'utf8').digest()), expected);
    }
  });
});

describe('hash sha256Matches', () => {
  it('is true for the lowercase hex of the text, false for any other value (one digit off, upper case, short, not a string)', async () => {
    const text = 'GENESIS:run:abc:2026-01-01T00:00:00.000Z';
    const hex = createHash('sha256').update(text, 'utf8').digest('hex');
    assert.equal(await sha256Matches(text, hex), true);
    const last = hex.at(-1) === '0' ? '1' : '0';
    for (const other of [hex.slice(0, -1) + last, `${last}${hex.slice(1)}`, hex.toUpperCase(), hex.slice(0, 62), `${hex}0`, false, null, 0, undefined, ['x']]) {
      if (other === hex) continue;
      assert.equal(await sha256Matches(text, other), false, String(other));
    }
    // Every byte value and both digits of it: a hash with leading-zero bytes matches, its neighbours do not.
    for (let i = 0; i < 64; i++) {
      const t = `n${i}`;
      const h = createHash('sha256').update(t).digest('hex');
      assert.equal(await sha256Matches(t, h), true);
      assert.equal(await sha256Matches(t, h.slice(0, 2 * (i % 32)) + (h[2 * (i % 32)] === 'f' ? 'e' : 'f') + h.slice(2 * (i % 32) + 1)), false);
    }
  });
});
