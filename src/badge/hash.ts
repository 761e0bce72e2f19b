/** FNV-1a (32-bit) as six base-36 digits: a short deterministic id for badge content. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) % 36 ** 6).toString(36).padStart(6, '0');
}
