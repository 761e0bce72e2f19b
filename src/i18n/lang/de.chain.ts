/** German words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'Eintrag {entry}: {problem}',
  'more-link-problems': { one: '{count} weiteres Problem in den Gliedern', other: '{count} weitere Probleme in den Gliedern' },
  'entry-not-object': 'ist kein Objekt',
  'entry-fields': 'x, y, operation und timestamp müssen Zeichenketten sein',
  'xycore-entry-fields': 'x, y, xy und operation müssen Zeichenketten sein',
  'index-mismatch': 'index ist {found}, erwartet: {expected}',
  'x-not-genesis': 'x muss GENESIS sein',
  'x-not-previous-xy': 'x stimmt nicht mit dem xy von Eintrag {previous} überein',
  'x-not-previous-y': 'x stimmt nicht mit dem y von Eintrag {previous} überein',
  'xy-mismatch': 'xy stimmt nicht mit sha256(x:operation:y:timestamp) überein',
  'xycore-xy-mismatch': 'xy stimmt nicht mit xy_ + sha256(x:operation:y:timestamp) für timestamp {timestamp} überein',
  'timestamp-not-number': 'timestamp ist {found}, keine Zahl',
  'y-state-no-json': 'y_state hat keine JSON-Form',
  'y-state-mismatch': 'y stimmt nicht mit dem sha256 seines y_state überein',
  'public-key-bytes': 'public_key ist nicht Base64 von 32 Bytes',
  'signature-bytes': 'signature ist nicht Base64 von 64 Bytes',
  'signature-unsupported': 'Signatur hier nicht prüfbar ({reason})',
  'signature-invalid': 'signature ist für x:operation:y:xy mit dem eigenen public_key ungültig',
  'key-untrusted': 'signiert mit einem Schlüssel, der nicht zu den vertrauenswürdigen gehört',
  'no-entries': 'Die Kette hat keine Einträge',
  'no-entries-array': 'Die Kette hat kein entries-Array',
  'length-mismatch': { one: 'Kettenlänge ist {found}, die Kette hat aber {count} Eintrag', other: 'Kettenlänge ist {found}, die Kette hat aber {count} Einträge' },
  'root-not-last-xy': 'Die Kettenwurzel ist nicht 0x + das xy des letzten Eintrags',
  'root-not-first-xy': 'Die Kettenwurzel ist nicht das xy des ersten Eintrags',
  'head-not-last-y': 'Der Kettenkopf ist nicht das y des letzten Eintrags',
  'unsupported-algorithm': 'Nicht unterstützter Kettenalgorithmus {found} (erwartet: {expected}); Glieder nicht geprüft',
  'unsigned-entries': '{missing} von {count} Einträgen sind unsigniert, die übrigen signiert',
  'chain-unsigned': 'Die Kette ist unsigniert, also hat kein vertrauenswürdiger Schlüssel sie signiert',
  'no-trusted-keys': 'Keiner der vertrauenswürdigen Schlüssel ist Base64 von 32 Bytes',
  'bad-trusted-keys': 'trustedKeys muss ein Array von Base64-Schlüsseln sein',
  'too-many-entries': 'Die Kette hat {count} Einträge, mehr als die {max}, die diese Prüfung liest',
  unreadable: 'Die Eingabe konnte nicht gelesen werden ({error})',
  'nothing-to-verify': 'Nichts zu prüfen',
  'no-input': 'Nichts zu prüfen: erwartet wird { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'Die Kette ist kein Kettenobjekt ({type})',
  'not-a-chain': 'Keine Kette: erwartet wird ein xycore-Export {id, entries, root, head} oder eine xy-sha256-v1-Kette',
};

export default terms;
