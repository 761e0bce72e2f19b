/** Italian words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'Voce {entry}: {problem}',
  'more-link-problems': { one: 'un altro problema negli anelli', many: 'altri {count} di problemi negli anelli', other: 'altri {count} problemi negli anelli' },
  'entry-not-object': 'non è un oggetto',
  'entry-fields': 'x, y, operation e timestamp devono essere stringhe',
  'xycore-entry-fields': 'x, y, xy e operation devono essere stringhe',
  'index-mismatch': 'index è {found}, atteso {expected}',
  'x-not-genesis': 'x deve essere GENESIS',
  'x-not-previous-xy': 'x non corrisponde allo xy della voce {previous}',
  'x-not-previous-y': 'x non corrisponde allo y della voce {previous}',
  'xy-mismatch': 'xy non corrisponde a sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy non corrisponde a xy_ + sha256(x:operation:y:timestamp) per il timestamp {timestamp}',
  'timestamp-not-number': 'timestamp è {found}, non un numero',
  'y-state-no-json': 'y_state non ha una forma JSON',
  'y-state-mismatch': 'y non corrisponde allo sha256 del suo y_state',
  'public-key-bytes': 'public_key non è base64 di 32 byte',
  'signature-bytes': 'signature non è base64 di 64 byte',
  'signature-unsupported': 'impossibile verificare qui la firma ({reason})',
  'signature-invalid': 'signature non è valida per x:operation:y:xy con la sua public_key',
  'key-untrusted': 'firmata con una chiave che non è tra quelle attendibili',
  'no-entries': 'La catena non ha voci',
  'no-entries-array': 'La catena non ha un array entries',
  'length-mismatch': { one: 'La lunghezza della catena è {found}, ma ha {count} voce', many: 'La lunghezza della catena è {found}, ma ha {count} di voci', other: 'La lunghezza della catena è {found}, ma ha {count} voci' },
  'root-not-last-xy': 'La radice della catena non è 0x + lo xy dell’ultima voce',
  'root-not-first-xy': 'La radice della catena non è lo xy della prima voce',
  'head-not-last-y': 'La testa della catena non è lo y dell’ultima voce',
  'unsupported-algorithm': 'Algoritmo di catena non supportato: {found} (atteso {expected}); anelli non verificati',
  'unsigned-entries': '{missing} voci su {count} non sono firmate, mentre le altre sì',
  'chain-unsigned': 'La catena non è firmata, quindi nessuna chiave attendibile l’ha firmata',
  'no-trusted-keys': 'Nessuna delle chiavi attendibili è base64 di 32 byte',
  'bad-trusted-keys': 'trustedKeys deve essere un array di chiavi in base64',
  'too-many-entries': 'La catena ha {count} voci, più delle {max} che questa verifica legge',
  unreadable: 'Impossibile leggere l’input ({error})',
  'nothing-to-verify': 'Niente da verificare',
  'no-input': 'Niente da verificare: atteso { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'La catena non è un oggetto catena ({type})',
  'not-a-chain': 'Non è una catena: attesi un export di xycore {id, entries, root, head} o una catena xy-sha256-v1',
};

export default terms;
