/** French words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'reçu',
  badgeSubject: '{label} {id}',
  badgeVerified: 'vérifié',
  badgeUnverified: 'non vérifié',
  badgeUnknown: 'inconnu',
  badgeError: 'erreur',
  badgeLoading: 'chargement',
  badgeTitleVerified: '{subject} : vérifié',
  badgeTitleUnverified: '{subject} : non vérifié (attestation en attente)',
  badgeTitleUnknown: '{subject} : inconnu (introuvable)',
  badgeTitleError: '{subject} : erreur (vérification impossible)',
  badgeTitleLoading: '{subject} : chargement',
  badgeAlt: '{subject} : {state}',
};

export default terms;
