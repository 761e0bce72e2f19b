/** French words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'La requête a été refusée comme non valide.',
  errUnauthorized: 'La clé d’API est absente ou non valide.',
  errTier: 'Cette clé d’API n’y est pas autorisée.',
  errNotFound: 'Introuvable.',
  errRateLimited: 'Trop de requêtes ; réessayez plus tard.',
  errServer: 'Le service a rencontré une erreur interne.',
  errNetwork: 'Le service est injoignable.',
  errTimeout: 'Le service n’a pas répondu à temps.',
  errInvalid: 'Le service a envoyé une réponse illisible.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'Aucune réponse en {ms} ms.',
  errNotJson: 'JSON attendu, reçu « {type} ».',
  errBadJson: 'La réponse n’est pas du JSON valide.',
  errTooLarge: 'La réponse dépasse {bytes} octets.',
  errRefusedId: 'Identifiant refusé : lettres, chiffres, « _ », « - » ou « . » uniquement.',
};

export default terms;
