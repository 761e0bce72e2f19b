/** French words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'Entrée {entry} : {problem}',
  'more-link-problems': { one: '{count} autre problème de maillon', many: '{count} d’autres problèmes de maillons', other: '{count} autres problèmes de maillons' },
  'entry-not-object': 'n’est pas un objet',
  'entry-fields': 'x, y, operation et timestamp doivent être des chaînes de caractères',
  'xycore-entry-fields': 'x, y, xy et operation doivent être des chaînes de caractères',
  'index-mismatch': 'index vaut {found}, {expected} attendu',
  'x-not-genesis': 'x doit valoir GENESIS',
  'x-not-previous-xy': 'x ne correspond pas au xy de l’entrée {previous}',
  'x-not-previous-y': 'x ne correspond pas au y de l’entrée {previous}',
  'xy-mismatch': 'xy ne correspond pas à sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy ne correspond pas à xy_ + sha256(x:operation:y:timestamp) pour le timestamp {timestamp}',
  'timestamp-not-number': 'timestamp vaut {found}, ce n’est pas un nombre',
  'y-state-no-json': 'y_state n’a pas de forme JSON',
  'y-state-mismatch': 'y ne correspond pas au sha256 de son y_state',
  'public-key-bytes': 'public_key n’est pas du base64 de 32 octets',
  'signature-bytes': 'signature n’est pas du base64 de 64 octets',
  'signature-unsupported': 'signature impossible à vérifier ici ({reason})',
  'signature-invalid': 'signature non valide pour x:operation:y:xy avec sa public_key',
  'key-untrusted': 'signée par une clé qui n’est pas une clé de confiance',
  'no-entries': 'La chaîne n’a aucune entrée',
  'no-entries-array': 'La chaîne n’a pas de tableau entries',
  'length-mismatch': { one: 'La longueur de la chaîne vaut {found}, mais elle a {count} entrée', many: 'La longueur de la chaîne vaut {found}, mais elle a {count} d’entrées', other: 'La longueur de la chaîne vaut {found}, mais elle a {count} entrées' },
  'root-not-last-xy': 'La racine de la chaîne n’est pas 0x + le xy de la dernière entrée',
  'root-not-first-xy': 'La racine de la chaîne n’est pas le xy de la première entrée',
  'head-not-last-y': 'La tête de la chaîne n’est pas le y de la dernière entrée',
  'unsupported-algorithm': 'Algorithme de chaîne non pris en charge : {found} ({expected} attendu) ; maillons non vérifiés',
  'unsigned-entries': '{missing} entrées sur {count} ne sont pas signées, alors que les autres le sont',
  'chain-unsigned': 'La chaîne n’est pas signée : aucune clé de confiance ne l’a donc signée',
  'no-trusted-keys': 'Aucune des clés de confiance n’est du base64 de 32 octets',
  'bad-trusted-keys': 'trustedKeys doit être un tableau de clés en base64',
  'too-many-entries': 'La chaîne a {count} entrées, plus que les {max} que cette vérification lit',
  unreadable: 'Impossible de lire l’entrée ({error})',
  'nothing-to-verify': 'Rien à vérifier',
  'no-input': 'Rien à vérifier : { chain, receipt?, attestation?, trustedKeys? } attendu',
  'chain-not-object': 'La chaîne n’est pas un objet chaîne ({type})',
  'not-a-chain': 'Pas une chaîne : un export xycore {id, entries, root, head} ou une chaîne xy-sha256-v1 était attendu',
};

export default terms;
