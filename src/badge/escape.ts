/**
 * XML escaping. The sets match svgo's serializer (text: & ' " < >,
 * attributes: & " < >), so svgo leaves our output byte for byte as it is.
 */
import { LONE_SURROGATE } from '@reasoning-elements/protocol';
import { neutralizeBidi } from './text.js';

// Control characters other than tab/newline/CR, lone surrogates and U+FFFE/U+FFFF
// make an XML document ill-formed: an SVG containing them would not render at all.
const INVALID_XML = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]|${LONE_SURROGATE.source}`, 'g');

/** Printable ASCII words with single spaces between: nothing to remove, collapse or neutralise. */
const PLAIN = /^[!-~]+(?: [!-~]+)*$/;

const ENTITIES: Record<string, string> = { '&': '&amp;', "'": '&apos;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const encode = (c: string) => ENTITIES[c]!;

/**
 * Removes what XML cannot carry, collapses whitespace to single spaces and
 * makes bidirectional controls visible (they would reorder the badge's text).
 */
export function cleanText(text: unknown): string {
  if (typeof text === 'string' && PLAIN.test(text)) return text; // the common case, already clean
  return neutralizeBidi(String(text ?? '').replace(INVALID_XML, '').replace(/\s+/g, ' ').trim());
}

/** Escapes XML text content. */
export function escapeText(text: string): string {
  return text.replace(/[&'"<>]/g, encode);
}

/** Escapes a double-quoted XML attribute value. */
export function escapeAttr(text: string): string {
  return text.replace(/[&"<>]/g, encode);
}
