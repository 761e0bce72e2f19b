/**
 * Removes every spelling of the API key an upstream or an error might carry,
 * from upstream bodies, upstream header values and log lines:
 *
 * - character by character, each in any of: itself, JSON's `\uXXXX` and `\/`
 *   escapes, percent-encoding in either case, HTML character references
 *   (decimal, hex, named), so mixed spellings match too;
 * - as a whole: base64 and base64url (at each of the three byte alignments it
 *   may sit at inside a longer encoding), hex in lower or upper case.
 *
 * Literal searches keep the patterns off the common path (a body that holds
 * no escape and no encoding of the key).
 */
export const REDACTED = '[redacted]';

const NAMED: Record<string, string> = { '/': 'sol', '+': 'plus', '=': 'equals', '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos', ':': 'colon', '.': 'period', '-': 'hyphen', _: 'lowbar', '%': 'percnt', '!': 'excl', '#': 'num', $: 'dollar' };

export function createScrubber(key: string): (text: string) => string {
  const spelled = new RegExp([...key].map(anySpelling).join(''), 'g');
  const whole = wholeForms(key);
  const wholeAll = new RegExp(whole.map(escapeRegExp).join('|'), 'g');
  return (text) => {
    // Literal searches first (they run on every body): a spelling other than the raw key escapes
    // some character, so it holds `%`, `\` or `&`, and most bodies hold none of them.
    if (text.includes(key) || text.includes('%') || text.includes('\\') || text.includes('&')) text = text.replace(spelled, REDACTED);
    for (const form of whole) {
      if (text.includes(form)) {
        text = text.replace(wholeAll, REDACTED);
        break;
      }
    }
    return text;
  };
}

/** One character of the key in every textual escape: raw, \uXXXX, \/, %XX (UTF-8, any case), &#N;, &#xH;, &name;. */
function anySpelling(char: string): string {
  const code = char.codePointAt(0)!;
  const alternatives = [escapeRegExp(char)];
  const percent = [...new TextEncoder().encode(char)].map((b) => `%${hexPattern(b.toString(16).padStart(2, '0'))}`).join('');
  alternatives.push(percent);
  if (code <= 0xffff) alternatives.push(`\\\\u${hexPattern(code.toString(16).padStart(4, '0'))}`);
  else {
    const units = [char.charCodeAt(0), char.charCodeAt(1)].map((u) => `\\\\u${hexPattern(u.toString(16))}`);
    alternatives.push(units.join(''));
  }
  if (!/[A-Za-z0-9]/.test(char)) alternatives.push(`\\\\${escapeRegExp(char)}`);
  alternatives.push(`&#0*${code};`, `&#[xX]0*${hexPattern(code.toString(16))};`);
  const name = NAMED[char];
  if (name) alternatives.push(`&${name};`);
  return `(?:${alternatives.join('|')})`;
}

/** Encodings of the whole key: base64 and base64url at each alignment, hex in either case. */
function wholeForms(key: string): string[] {
  const bytes = new TextEncoder().encode(key);
  const forms = new Set<string>([toHex(bytes), toHex(bytes).toUpperCase()]);
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + bytes.length);
    padded.set(bytes, offset);
    const encoded = btoa(String.fromCharCode(...padded)).replace(/=+$/, '');
    // Only the characters made of key bits alone: the first and last may mix in neighbouring bytes.
    const first = Math.ceil((offset * 8) / 6);
    const last = Math.floor(((offset + bytes.length) * 8) / 6);
    const stable = encoded.slice(first, last);
    forms.add(stable);
    forms.add(stable.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  // Longest first, so a shorter form never splits a longer one.
  return [...forms].sort((a, b) => b.length - a.length);
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A hex number matched in either case. */
function hexPattern(hex: string): string {
  return [...hex].map((c) => (/[a-f]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
