/** Japanese words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: '取り消しました',
  cancelledText: 'このリクエストを取り消しました。入力内容は残っています。サービス側ではターンが記録されている可能性があります。',
  tooLargeTitle: '入力が大きすぎます',
  tooLargeText: 'リクエストがサービスの上限（{kib} KiB、入力は {max} 文字まで）を超えました。短くしてから再送信してください。',
  refusedTitle: 'サービスが入力を拒否しました',
  refusedText: 'リクエストが無効でした。問題の内容は下に表示されています。入力またはセッション名を修正して再送信してください。',
  refusedSilent: 'リクエストが無効でしたが、サービスは理由を示しませんでした（{status}）。入力とセッション名を確認して再送信してください。',
  unauthorizedTitle: 'コンソールが正しく設定されていません',
  unauthorizedText: 'このコンソールのプロキシが、サービスに受け付けられない API キーを送信しました（未設定または無効）。サイト管理者の方へ：プロキシに設定されたキー（REASONING_API_KEY）を確認してください。入力内容が原因ではありません。',
  signInTitle: 'もう一度サインインしてください',
  signInText: 'このダッシュボードはあなたのサインインを確認できませんでした（有効期限が切れた可能性があります）。もう一度サインインしてから、再送信してください。入力内容は保持されています。',
  tierTitle: 'ASI ティアが必要です',
  tierText: 'このリクエストは最上位ティア（ASI）の機能を使いますが、このコンソールの API キーは下位のティアです。別のセッションを使うか、サイト管理者に ASI キーを依頼してください。',
  rateTitle: 'リクエストが多すぎます',
  rateText: 'このページからサービスへのリクエストが多すぎます。少し待ってから再送信してください。',
  rateWait: { other: 'このページからサービスへのリクエストが多すぎます。{count} 秒待ってから再送信してください。' },
  serverTitle: 'サービスの内部エラー',
  serverText: 'サービスが応答中に失敗しました。入力内容は残っているので、再送信できます。',
  serverTextStatus: 'サービスが応答中に失敗しました（HTTP {status}）。入力内容は残っているので、再送信できます。',
  networkTitle: 'サービスに接続できません',
  networkText: 'ネットワークまたはサービスが停止しています。接続を確認してから再送信してください。',
  timeoutTitle: '時間内に応答がありません',
  timeoutText: 'サービスが時間内に応答しませんでした。ターンは記録されている可能性があります。もう一度試す場合は再送信してください。',
  timeoutAfter: { other: 'サービスが {count} 秒以内に応答しませんでした。ターンは記録されている可能性があります。もう一度試す場合は再送信してください。' },
  unreadableTitle: '応答を読み取れません',
  unreadableText: 'サービスの応答をこのコンソールで読み取れなかったため、何も表示されていません。',
  otherTitle: '問題が発生しました',
  otherText: 'リクエストに失敗しました。入力内容は残っているので、再送信できます。',
};

export default terms;
