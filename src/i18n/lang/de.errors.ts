/** German words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'Die Anfrage wurde als ungültig abgelehnt.',
  errUnauthorized: 'Der API-Schlüssel fehlt oder ist ungültig.',
  errTier: 'Dieser API-Schlüssel darf das nicht.',
  errNotFound: 'Nicht gefunden.',
  errRateLimited: 'Zu viele Anfragen; bitte später erneut versuchen.',
  errServer: 'Im Dienst ist ein interner Fehler aufgetreten.',
  errNetwork: 'Der Dienst ist nicht erreichbar.',
  errTimeout: 'Der Dienst hat nicht rechtzeitig geantwortet.',
  errInvalid: 'Die Antwort des Dienstes ist nicht lesbar.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'Keine Antwort innerhalb von {ms} ms.',
  errNotJson: 'JSON erwartet, erhalten: „{type}“.',
  errBadJson: 'Die Antwort ist kein gültiges JSON.',
  errTooLarge: 'Die Antwort ist größer als {bytes} Byte.',
  errRefusedId: 'ID abgelehnt: erlaubt sind Buchstaben, Ziffern, „_“, „-“ und „.“.',
};

export default terms;
