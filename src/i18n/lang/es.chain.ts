/** Spanish words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'Entrada {entry}: {problem}',
  'more-link-problems': { one: '{count} problema más en los eslabones', many: '{count} de problemas más en los eslabones', other: '{count} problemas más en los eslabones' },
  'entry-not-object': 'no es un objeto',
  'entry-fields': 'x, y, operation y timestamp deben ser cadenas de texto',
  'xycore-entry-fields': 'x, y, xy y operation deben ser cadenas de texto',
  'index-mismatch': 'index es {found}; se esperaba {expected}',
  'x-not-genesis': 'x debe ser GENESIS',
  'x-not-previous-xy': 'x no coincide con el xy de la entrada {previous}',
  'x-not-previous-y': 'x no coincide con el y de la entrada {previous}',
  'xy-mismatch': 'xy no coincide con sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy no coincide con xy_ + sha256(x:operation:y:timestamp) para el timestamp {timestamp}',
  'timestamp-not-number': 'timestamp es {found}, no un número',
  'y-state-no-json': 'y_state no tiene forma JSON',
  'y-state-mismatch': 'y no coincide con el sha256 de su y_state',
  'public-key-bytes': 'public_key no es base64 de 32 bytes',
  'signature-bytes': 'signature no es base64 de 64 bytes',
  'signature-unsupported': 'la firma no se pudo comprobar aquí ({reason})',
  'signature-invalid': 'signature no es válida para x:operation:y:xy con su public_key',
  'key-untrusted': 'firmada con una clave que no es de confianza',
  'no-entries': 'La cadena no tiene entradas',
  'no-entries-array': 'La cadena no tiene un array entries',
  'length-mismatch': { one: 'La longitud de la cadena es {found}, pero tiene {count} entrada', many: 'La longitud de la cadena es {found}, pero tiene {count} de entradas', other: 'La longitud de la cadena es {found}, pero tiene {count} entradas' },
  'root-not-last-xy': 'La raíz de la cadena no es 0x + el xy de la última entrada',
  'root-not-first-xy': 'La raíz de la cadena no es el xy de la primera entrada',
  'head-not-last-y': 'La cabeza de la cadena no es el y de la última entrada',
  'unsupported-algorithm': 'Algoritmo de cadena no admitido: {found} (se esperaba {expected}); eslabones sin comprobar',
  'unsigned-entries': '{missing} de {count} entradas no están firmadas, mientras que las demás sí',
  'chain-unsigned': 'La cadena no está firmada, así que ninguna clave de confianza la firmó',
  'no-trusted-keys': 'Ninguna de las claves de confianza es base64 de 32 bytes',
  'bad-trusted-keys': 'trustedKeys debe ser un array de claves en base64',
  'too-many-entries': 'La cadena tiene {count} entradas, más de las {max} que lee esta comprobación',
  unreadable: 'No se pudo leer la entrada ({error})',
  'nothing-to-verify': 'Nada que comprobar',
  'no-input': 'Nada que comprobar: se esperaba { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'La cadena no es un objeto de cadena ({type})',
  'not-a-chain': 'No es una cadena: se esperaba una exportación de xycore {id, entries, root, head} o una cadena xy-sha256-v1',
};

export default terms;
