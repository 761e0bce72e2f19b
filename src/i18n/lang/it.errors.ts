/** Italian words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'La richiesta è stata rifiutata perché non valida.',
  errUnauthorized: 'La chiave API manca o non è valida.',
  errTier: 'Questa chiave API non è autorizzata a farlo.',
  errNotFound: 'Non trovato.',
  errRateLimited: 'Troppe richieste; riprova più tardi.',
  errServer: 'Il servizio ha avuto un errore interno.',
  errNetwork: 'Il servizio non è raggiungibile.',
  errTimeout: 'Il servizio non ha risposto in tempo.',
  errInvalid: 'Il servizio ha inviato una risposta illeggibile.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'Nessuna risposta entro {ms} ms.',
  errNotJson: 'Atteso JSON, ricevuto «{type}».',
  errBadJson: 'La risposta non è un JSON valido.',
  errTooLarge: 'La risposta supera {bytes} byte.',
  errRefusedId: 'Id rifiutato: usa lettere, cifre, «_», «-» o «.».',
};

export default terms;
