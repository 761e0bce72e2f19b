/** Chinese (Simplified) words of `<chain-badge>` and the badge on a receipt card (see lang/en.badge.ts for what each says). */
import type { Terms } from '../types.js';
import type { badgeTerms } from './en.badge.js';

const terms: Terms<typeof badgeTerms> = {
  badgeLabel: '凭证',
  badgeSubject: '{label} {id}',
  badgeVerified: '已验证',
  badgeUnverified: '未验证',
  badgeUnknown: '未知',
  badgeError: '错误',
  badgeLoading: '加载中',
  badgeTitleVerified: '{subject}：已验证',
  badgeTitleUnverified: '{subject}：未验证（等待证明）',
  badgeTitleUnknown: '{subject}：未知（未找到）',
  badgeTitleError: '{subject}：错误（无法核查）',
  badgeTitleLoading: '{subject}：加载中',
  badgeAlt: '{subject}：{state}',
};

export default terms;
