/** FNV-1a (32-bit) as six base-36 digits: a short deterministic id for badge content. */
export function shortHash(text: string): string {
  return hashDigits(fnv1a(text));
}

/** FNV-1a over `text`, continuing from `state` (so a shared prefix is hashed once). */
export function fnv1a(text: string, state = 0x811c9dc5): number {
  let h = state;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** An FNV-1a state as six base-36 digits. */
export function hashDigits(state: number): string {
  return ((state >>> 0) % 36 ** 6).toString(36).padStart(6, '0');
}
