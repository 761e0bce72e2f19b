// client/sha256.ts's SHA-256 (plain JS, reused buffers; and the in-place comparison a chain check uses) gives
// what node:crypto gives, byte for byte, on texts of every kind the chains hold, and client/hash.ts on it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha256Hex } from '../../src/client/hash.js';
import { sha256HexOf, sha256Matches } from '../../src/client/sha256.js';
import { prng } from '../fixtures/fuzz.js';

const nodeHex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A text of `length` UTF-16 units mixing ASCII, two- and three-byte characters, astral pairs and lone surrogates. */
function mixedText(next: () => number, length: number): string {
  let out = '';
  while (out.length < length) {
    const r = next();
    if (r < 0.7) out += String.fromCharCode(32 + Math.floor(next() * 95));
    else if (r < 0.8) out += String.fromCharCode(0x80 + Math.floor(next() * 0x780));
    else if (r < 0.9) out += String.fromCharCode(0x800 + Math.floor(next() * 0xd000));
    else if (r < 0.95) out += String.fromCodePoint(0x10000 + Math.floor(next() * 0xfffff));
    else out += String.fromCharCode(0xd800 + Math.floor(next() * 0x800)); // a lone surrogate: U+FFFD in UTF-8
  }
  return out.slice(0, length);
}

describe('sha256HexOf', () => {
  it('gives the FIPS 180-4 examples', () => {
    assert.equal(sha256HexOf(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(sha256HexOf('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(sha256HexOf('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'), '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    assert.equal(sha256HexOf('a'.repeat(1_000_000)), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('matches node:crypto at every length around the padding boundaries, in one-, two-, three- and four-byte characters', () => {
    for (const unit of ['x', 'é', '漢', '𝄞']) {
      for (let n = 0; n <= 140; n++) {
        const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n - (n % unit.length));
        assert.equal(sha256HexOf(text), nodeHex(text), `${JSON.stringify(unit)} × ${n}`);
      }
    }
  });

  it('matches node:crypto on 3,000 mixed texts, lone surrogates included, and on long ones between short ones', () => {
    const next = prng(23);
    for (let i = 0; i < 3000; i++) {
      const text = mixedText(next, Math.floor(next() * 400));
      assert.equal(sha256HexOf(text), nodeHex(text), `seed 23, text ${i}`);
    }
    // Past the reused buffer (2,048 units), and a short text after each: nothing of the long one stays behind.
    for (const length of [2047, 2048, 2049, 6000, 100_000]) {
      const text = mixedText(next, length);
      assert.equal(sha256HexOf(text), nodeHex(text), `length ${length}`);
      assert.equal(sha256HexOf('GENESIS:run:abc:2026-01-01T00:00:00.000Z'), nodeHex('GENESIS:run:abc:2026-01-01T00:00:00.000Z'));
    }
  });

  it('keeps the leading zero of every digit (hashes that start with 0x0… bytes)', () => {
    let found = 0;
    for (let i = 0; found < 8; i++) {
      const hex = nodeHex(`n${i}`);
      if (!hex.startsWith('0')) continue;
      found++;
      assert.equal(sha256HexOf(`n${i}`), hex);
    }
  });
});

describe('sha256Matches', () => {
  it('is true for the lowercase hex of the text, false for any other value (one digit off, upper case, short, not a string)', () => {
    const text = 'GENESIS:run:abc:2026-01-01T00:00:00.000Z';
    const hex = nodeHex(text);
    assert.equal(sha256Matches(text, hex), true);
    const last = hex.at(-1) === '0' ? '1' : '0';
    for (const other of [hex.slice(0, -1) + last, `${last}${hex.slice(1)}`, hex.toUpperCase(), hex.slice(0, 62), `${hex}0`, false, null, 0, undefined, ['x']]) {
      if (other === hex) continue;
      assert.equal(sha256Matches(text, other), false, String(other));
    }
    // Each of the 64 digits changed in turn: every one is compared.
    for (let i = 0; i < 64; i++) {
      const t = `n${i}`;
      const h = nodeHex(t);
      assert.equal(sha256Matches(t, h), true);
      assert.equal(sha256Matches(t, h.slice(0, i) + (h[i] === 'f' ? 'e' : 'f') + h.slice(i + 1)), false, `digit ${i}`);
    }
  });
});

describe('hash sha256Hex', () => {
  it('resolves to node:crypto’s hex for empty, ASCII, non-ASCII and long texts', async () => {
    for (const text of ['', 'GENESIS:run:abc:2026-01-01T00:00:00.000Z', 'ünïcødé ✓ 𝄞 漢字', 'x'.repeat(100_000)]) {
      assert.equal(await sha256Hex(text), nodeHex(text), text.slice(0, 40));
    }
  });
});
