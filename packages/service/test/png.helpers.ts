// A PNG decoder small enough to trust: the tests read the service's images with it.
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';

/** A PNG decoded far enough to prove it whole: its size, and its image data inflates to exactly height rows of width RGBA/RGB pixels. */
export function decodePng(bytes: Uint8Array): { width: number; height: number } {
  const buf = Buffer.from(bytes);
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'PNG signature');
  let at = 8;
  let width = 0, height = 0, channels = 0;
  const idat: Buffer[] = [];
  for (;;) {
    const len = buf.readUInt32BE(at);
    const type = buf.subarray(at + 4, at + 8).toString('latin1');
    const data = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      assert.equal(data[8], 8, 'bit depth');
      channels = ({ 6: 4, 2: 3, 4: 2, 0: 1 } as Record<number, number>)[data[9]!] ?? 0;
      assert.ok(channels > 0, 'colour type');
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
    if (type === 'IEND') break;
  }
  const raw = inflateSync(Buffer.concat(idat));
  assert.equal(raw.length, height * (1 + width * channels), 'image data is whole');
  return { width, height };
}

