/** Japanese words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: '推論コンソール',
  clearTranscript: '履歴を消去',
  transcript: '履歴',
  noTurns: 'まだターンはありません。回答はここに表示されます。',
  placeholder: '質問を入力…',
  sessionName: 'セッション名',
  sessionHint: '同じ名前なら同じチェーン。空欄なら「{name}」です。',
  input: '入力',
  inputHint: 'Enter で送信、Shift+Enter で改行。',
  inputHintBusy: 'Enter で送信、Shift+Enter で改行、Esc で取り消し。',
  charCount: '{count} / {max} 文字',
  charCountOver: '{count} / {max} 文字（長すぎるため、サービスに拒否されます）',
  send: '送信',
  sending: '送信中…',
  cancel: '取り消し',
  alreadySending: '送信中です。回答を待つか、先に取り消してください。',
  typeFirst: '先に入力してください。',
  cleared: '履歴を消去しました。',
  waitMore: { other: '再送信まであと {count} 秒お待ちください。' },
  answered: '回答 {count}：{status}。{answer}',
  answeredNotSaved: '回答 {count}：{status}。{answer}（このタブでは履歴を保存できませんでした。再読み込みすると消えます。）',
  cancelledKept: '取り消しました。入力内容は残っています。',
  failedKept: '{title}。入力内容は残っています。',
  sendAgainIn: '{seconds} 秒後に再送信できます。',
  serviceSaid: 'サービスの応答',
  whatWasWrong: '問題の内容',
  sendAgain: '再送信',
  corsFix: 'プロキシの許可オリジンに {origin} を追加してください（REASONING_ALLOWED_ORIGINS、または createProxy の allowedOrigins）',
  corsTitle: 'プロキシがこのページのオリジンを拒否しました',
  corsText: '{url} のプロキシは動作していますが、{origin} 上のブラウザーはその応答を読むことを許可されませんでした（クロスオリジン、CORS による拒否）。サイト管理者の方へ：{fix}。入力内容は残っています。',
  proxyDownTitle: 'プロキシに接続できません',
  proxyDownText: '{url} から読み取れる応答がありませんでした。停止しているか、ここから到達できないか、{origin} のページを拒否しています（CORS）。サイト管理者の方へ：プロキシが動作していることを確認し、{fix}。入力内容は残っています。',
  proxyMissingTitle: 'プロキシが見つかりません',
  proxyMissingText: '{url} では何も応答しません。サイト管理者の方へ：proxy-url 属性（または <meta name="reasoning:proxy-url">）をプロキシのベース（/run の前の URL）に向けるか、そこにプロキシを設置してください。',
  proxyAddress: 'このコンソールのプロキシのアドレス',
  needsScript: 'このコンソールで入力を送信し回答を表示するには JavaScript が必要です。',
};

export default terms;
