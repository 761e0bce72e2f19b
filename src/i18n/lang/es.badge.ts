/** Spanish words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'recibo',
  badgeSubject: '{label} {id}',
  badgeVerified: 'verificado',
  badgeUnverified: 'sin verificar',
  badgeUnknown: 'desconocido',
  badgeError: 'error',
  badgeLoading: 'cargando',
  badgeTitleVerified: '{subject}: verificado',
  badgeTitleUnverified: '{subject}: sin verificar (atestación pendiente)',
  badgeTitleUnknown: '{subject}: desconocido (no encontrado)',
  badgeTitleError: '{subject}: error (no se pudo comprobar)',
  badgeTitleLoading: '{subject}: cargando',
  badgeAlt: '{subject}: {state}',
};

export default terms;
