/** Spanish words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'La solicitud se rechazó por no ser válida.',
  errUnauthorized: 'Falta la clave de API o no es válida.',
  errTier: 'Esta clave de API no tiene permiso para eso.',
  errNotFound: 'No encontrado.',
  errRateLimited: 'Demasiadas solicitudes; inténtalo más tarde.',
  errServer: 'El servicio tuvo un error interno.',
  errNetwork: 'No se pudo contactar con el servicio.',
  errTimeout: 'El servicio no respondió a tiempo.',
  errInvalid: 'El servicio envió una respuesta ilegible.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'Sin respuesta en {ms} ms.',
  errNotJson: 'Se esperaba JSON y llegó «{type}».',
  errBadJson: 'La respuesta no es JSON válido.',
  errTooLarge: 'La respuesta supera los {bytes} bytes.',
  errRefusedId: 'Id rechazado: usa letras, dígitos, «_», «-» o «.».',
};

export default terms;
