/** Portuguese words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'recibo',
  badgeSubject: '{label} {id}',
  badgeVerified: 'verificado',
  badgeUnverified: 'não verificado',
  badgeUnknown: 'desconhecido',
  badgeError: 'erro',
  badgeLoading: 'carregando',
  badgeTitleVerified: '{subject}: verificado',
  badgeTitleUnverified: '{subject}: não verificado (atestação pendente)',
  badgeTitleUnknown: '{subject}: desconhecido (não encontrado)',
  badgeTitleError: '{subject}: erro (não foi possível verificar)',
  badgeTitleLoading: '{subject}: carregando',
  badgeAlt: '{subject}: {state}',
};

export default terms;
