/** Italian words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'ricevuta',
  badgeSubject: '{label} {id}',
  badgeVerified: 'verificata',
  badgeUnverified: 'non verificata',
  badgeUnknown: 'sconosciuta',
  badgeError: 'errore',
  badgeLoading: 'caricamento',
  badgeTitleVerified: '{subject}: verificata',
  badgeTitleUnverified: '{subject}: non verificata (attestazione in sospeso)',
  badgeTitleUnknown: '{subject}: sconosciuta (non trovata)',
  badgeTitleError: '{subject}: errore (impossibile verificare)',
  badgeTitleLoading: '{subject}: caricamento',
  badgeAlt: '{subject}: {state}',
};

export default terms;
