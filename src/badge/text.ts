/**
 * Server strings made safe to show. Unicode bidirectional controls (embeddings,
 * overrides, isolates, marks) let a hostile value display reversed or reorder
 * the text around it ("rcpt_evil\u202Egpj.exe" reads as "rcpt_evilexe.jpg").
 * Each one is replaced by a visible marker, "⟨U+202E⟩", so a reader sees that
 * the value carried one; every other character (Hebrew, Arabic, …) is kept, so
 * legitimate right-to-left text still displays right to left. Pure: used by the
 * badge renderer and the elements alike.
 */

/** ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI. */
const CONTROL = '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';
const ANY = new RegExp(CONTROL);
const EACH = new RegExp(CONTROL, 'g');

/** True when `text` holds a bidirectional control character. */
export function hasBidiControls(text: string): boolean {
  return ANY.test(text);
}

/** The visible stand-in for one control character, e.g. "⟨U+202E⟩". */
export function bidiMarker(control: string): string {
  return `\u27e8U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}\u27e9`;
}

/** `text` with every bidirectional control replaced by its visible marker. */
export function neutralizeBidi(text: string): string {
  return text.replace(EACH, bidiMarker);
}
