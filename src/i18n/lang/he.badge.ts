/** Hebrew words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'קבלה',
  badgeSubject: '{label} {id}',
  badgeVerified: 'אומתה',
  badgeUnverified: 'לא אומתה',
  badgeUnknown: 'לא ידוע',
  badgeError: 'שגיאה',
  badgeLoading: 'בטעינה',
  badgeTitleVerified: '{subject}: אומתה',
  badgeTitleUnverified: '{subject}: לא אומתה (ממתינה לאישור)',
  badgeTitleUnknown: '{subject}: לא ידוע (לא נמצאה)',
  badgeTitleError: '{subject}: שגיאה (לא ניתן היה לבדוק)',
  badgeTitleLoading: '{subject}: בטעינה',
  badgeAlt: '{subject}: {state}',
};

export default terms;
