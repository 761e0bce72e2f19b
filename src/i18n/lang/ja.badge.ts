/** Japanese words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: 'レシート',
  badgeSubject: '{label} {id}',
  badgeVerified: '検証済み',
  badgeUnverified: '未検証',
  badgeUnknown: '不明',
  badgeError: 'エラー',
  badgeLoading: '読み込み中',
  badgeTitleVerified: '{subject}：検証済み',
  badgeTitleUnverified: '{subject}：未検証（証明待ち）',
  badgeTitleUnknown: '{subject}：不明（見つかりません）',
  badgeTitleError: '{subject}：エラー（確認できませんでした）',
  badgeTitleLoading: '{subject}：読み込み中',
  badgeAlt: '{subject}：{state}',
};

export default terms;
