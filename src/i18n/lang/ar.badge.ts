/** Arabic words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'إيصال',
  badgeSubject: '{label} {id}',
  badgeVerified: 'تم التحقق',
  badgeUnverified: 'غير متحقق',
  badgeUnknown: 'غير معروف',
  badgeError: 'خطأ',
  badgeLoading: 'جارٍ التحميل',
  badgeTitleVerified: '{subject}: تم التحقق',
  badgeTitleUnverified: '{subject}: غير متحقق (التصديق قيد الانتظار)',
  badgeTitleUnknown: '{subject}: غير معروف (لم يُعثر عليه)',
  badgeTitleError: '{subject}: خطأ (تعذّر الفحص)',
  badgeTitleLoading: '{subject}: جارٍ التحميل',
  badgeAlt: '{subject}: {state}',
};

export default terms;
