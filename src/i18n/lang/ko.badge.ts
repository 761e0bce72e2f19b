/** Korean words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: '영수증',
  badgeSubject: '{label} {id}',
  badgeVerified: '검증됨',
  badgeUnverified: '미검증',
  badgeUnknown: '알 수 없음',
  badgeError: '오류',
  badgeLoading: '불러오는 중',
  badgeTitleVerified: '{subject}: 검증됨',
  badgeTitleUnverified: '{subject}: 미검증(증명 대기 중)',
  badgeTitleUnknown: '{subject}: 알 수 없음(찾을 수 없음)',
  badgeTitleError: '{subject}: 오류(확인할 수 없음)',
  badgeTitleLoading: '{subject}: 불러오는 중',
  badgeAlt: '{subject}: {state}',
};

export default terms;
