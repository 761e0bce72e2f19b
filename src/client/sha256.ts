/**
 * SHA-256 (FIPS 180-4) of a text's UTF-8 bytes, synchronous, in plain JavaScript.
 *
 * Why not WebCrypto: a chain check hashes one short text per link (about 180 bytes), and
 * `crypto.subtle.digest` costs 8–10 µs a call in Chromium (a promise, an ArrayBuffer and a reply
 * task each, then the garbage of them), where this takes 2–4 µs and allocates nothing. Why not
 * @noble/hashes: its sha256 measured as slow as WebCrypto there (a fresh hash object and output
 * per call). Nothing secret is hashed, so a timing side channel is not a concern; tests hold it
 * to node:crypto and to WebCrypto on texts of every kind.
 */

/**
 * The round constants and the initial state: the first 32 bits of the fractional parts of the cube roots of
 * the first 64 primes, and of the square roots of the first 8 (FIPS 180-4 §4.2.2, §5.3.3). Computed, as
 * 600 bytes of literals compress poorly: the nearest of them to a rounding edge is 0.005 of its last bit
 * away, far more than any engine's error in a double's cube root, and the FIPS examples in the tests
 * fail on any wrong word.
 */
const PRIMES: number[] = [];
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((p) => n % p)) PRIMES.push(n);
const fractionBits = (root: number) => ((root - Math.floor(root)) * 2 ** 32) | 0;
const K = Int32Array.from(PRIMES, (p) => fractionBits(Math.cbrt(p)));
const INITIAL = Int32Array.from(PRIMES.slice(0, 8), (p) => fractionBits(Math.sqrt(p)));

/** The state, the message schedule and the last one or two padded blocks: reused by every call. */
const H = new Int32Array(8);
const W = new Int32Array(64);
const TAIL = new Uint8Array(128);
/** Texts up to this many UTF-16 units are encoded into one reused buffer (three bytes a unit at most); longer ones into their own. */
const SHORT = 2048;
const scratch = new Uint8Array(3 * SHORT);
let encoder: TextEncoder | undefined;

/** One 64-byte block of `bytes` from `at` into H. */
function compress(bytes: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++, at += 4) W[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15]!;
    const b = W[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = (s1 + W[i - 7]! + s0 + W[i - 16]!) | 0;
  }
  let a = H[0]!, b = H[1]!, c = H[2]!, d = H[3]!, e = H[4]!, f = H[5]!, g = H[6]!, h = H[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] = (H[0]! + a) | 0;
  H[1] = (H[1]! + b) | 0;
  H[2] = (H[2]! + c) | 0;
  H[3] = (H[3]! + d) | 0;
  H[4] = (H[4]! + e) | 0;
  H[5] = (H[5]! + f) | 0;
  H[6] = (H[6]! + g) | 0;
  H[7] = (H[7]! + h) | 0;
}

/** SHA-256 of `text`'s UTF-8 bytes as eight big-endian words, in H (valid until the next call). */
function digestWords(text: string): Int32Array {
  encoder ??= new TextEncoder();
  let bytes = scratch;
  let n: number;
  if (text.length <= SHORT) n = encoder.encodeInto(text, scratch).written;
  else n = (bytes = encoder.encode(text)).length;
  H.set(INITIAL);
  const whole = n - (n % 64);
  for (let at = 0; at < whole; at += 64) compress(bytes, at);
  // The rest, the 0x80 after it and the length in bits, big-endian, end the last block (or the one after).
  TAIL.fill(0);
  for (let i = whole; i < n; i++) TAIL[i - whole] = bytes[i]!;
  TAIL[n - whole] = 0x80;
  const end = n - whole < 56 ? 64 : 128;
  const high = Math.floor(n / 0x20000000);
  const low = (n << 3) >>> 0;
  for (let i = 0; i < 4; i++) {
    TAIL[end - 8 + i] = high >>> (24 - 8 * i);
    TAIL[end - 4 + i] = low >>> (24 - 8 * i);
  }
  compress(TAIL, 0);
  if (end === 128) compress(TAIL, 64);
  return H;
}

/** The lowercase hex digit of the i-th of a digest's 64 nibbles. */
const nibble = (words: Int32Array, i: number) => (words[i >> 3]! >>> (28 - 4 * (i & 7))) & 15;
const digitCode = (value: number) => (value < 10 ? 48 + value : 87 + value);

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256HexOf(text: string): string {
  const words = digestWords(text);
  let out = '';
  for (let i = 0; i < 64; i++) out += String.fromCharCode(digitCode(nibble(words, i)));
  return out;
}

/**
 * Whether SHA-256 of `text` is the lowercase hex `hex`, compared digit by digit with no string made (what a
 * chain check asks of every link).
 */
export function sha256Matches(text: string, hex: unknown): boolean {
  if (typeof hex !== 'string' || hex.length !== 64) return false; // no digest can match it
  const words = digestWords(text);
  for (let i = 0; i < 64; i++) if (hex.charCodeAt(i) !== digitCode(nibble(words, i))) return false;
  return true;
}
