/** German words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'Beleg',
  badgeSubject: '{label} {id}',
  badgeVerified: 'verifiziert',
  badgeUnverified: 'unverifiziert',
  badgeUnknown: 'unbekannt',
  badgeError: 'Fehler',
  badgeLoading: 'lädt',
  badgeTitleVerified: '{subject}: verifiziert',
  badgeTitleUnverified: '{subject}: unverifiziert (Attestierung ausstehend)',
  badgeTitleUnknown: '{subject}: unbekannt (nicht gefunden)',
  badgeTitleError: '{subject}: Fehler (konnte nicht geprüft werden)',
  badgeTitleLoading: '{subject}: lädt',
  badgeAlt: '{subject}: {state}',
};

export default terms;
