/** Japanese words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'リクエストが無効として拒否されました。',
  errUnauthorized: 'API キーがないか、無効です。',
  errTier: 'この API キーではその操作は許可されていません。',
  errNotFound: '見つかりません。',
  errRateLimited: 'リクエストが多すぎます。しばらくしてからお試しください。',
  errServer: 'サービスで内部エラーが発生しました。',
  errNetwork: 'サービスに接続できません。',
  errTimeout: 'サービスが時間内に応答しませんでした。',
  errInvalid: 'サービスから読み取れない応答が返されました。',
  errWithStatus: '{text}（HTTP {status}）',
  errTimeoutAfter: '{ms} ミリ秒以内に応答がありませんでした。',
  errNotJson: 'JSON を想定していましたが「{type}」が返されました。',
  errBadJson: '応答が有効な JSON ではありません。',
  errTooLarge: '応答が {bytes} バイトを超えています。',
  errRefusedId: 'ID が拒否されました。使えるのは英字、数字、「_」「-」「.」です。',
};

export default terms;
