/** Japanese words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'エントリ {entry}：{problem}',
  'more-link-problems': { other: 'ほかにリンクの問題が {count} 件' },
  'entry-not-object': 'オブジェクトではありません',
  'entry-fields': 'x、y、operation、timestamp は文字列でなければなりません',
  'xycore-entry-fields': 'x、y、xy、operation は文字列でなければなりません',
  'index-mismatch': 'index が {found} です（期待値：{expected}）',
  'x-not-genesis': 'x は GENESIS でなければなりません',
  'x-not-previous-xy': 'x がエントリ {previous} の xy と一致しません',
  'x-not-previous-y': 'x がエントリ {previous} の y と一致しません',
  'xy-mismatch': 'xy が sha256(x:operation:y:timestamp) と一致しません',
  'xycore-xy-mismatch': 'timestamp {timestamp} での xy_ + sha256(x:operation:y:timestamp) と xy が一致しません',
  'timestamp-not-number': 'timestamp が {found} で、数値ではありません',
  'y-state-no-json': 'y_state を JSON で表せません',
  'y-state-mismatch': 'y が y_state の sha256 と一致しません',
  'public-key-bytes': 'public_key が 32 バイトの base64 ではありません',
  'signature-bytes': 'signature が 64 バイトの base64 ではありません',
  'signature-unsupported': 'ここでは署名を検証できませんでした（{reason}）',
  'signature-invalid': 'signature が public_key による x:operation:y:xy の署名として無効です',
  'key-untrusted': '信頼できる鍵ではない鍵で署名されています',
  'no-entries': 'チェーンにエントリがありません',
  'no-entries-array': 'チェーンに entries 配列がありません',
  'length-mismatch': { other: 'チェーンの長さは {found} ですが、エントリは {count} 件です' },
  'root-not-last-xy': 'チェーンのルートが 0x + 最後のエントリの xy ではありません',
  'root-not-first-xy': 'チェーンのルートが最初のエントリの xy ではありません',
  'head-not-last-y': 'チェーンのヘッドが最後のエントリの y ではありません',
  'unsupported-algorithm': '未対応のチェーンアルゴリズム {found} です（期待値：{expected}）。リンクは検証していません',
  'unsigned-entries': '{count} 件中 {missing} 件のエントリが未署名で、ほかは署名済みです',
  'chain-unsigned': 'チェーンが未署名のため、信頼できる鍵による署名もありません',
  'no-trusted-keys': '信頼できる鍵のどれも 32 バイトの base64 ではありません',
  'bad-trusted-keys': 'trustedKeys は base64 の鍵の配列でなければなりません',
  'too-many-entries': 'チェーンのエントリは {count} 件で、この検証が読む上限 {max} 件を超えています',
  unreadable: '入力を読み取れませんでした（{error}）',
  'nothing-to-verify': '検証するものがありません',
  'no-input': '検証するものがありません：{ chain, receipt?, attestation?, trustedKeys? } が必要です',
  'chain-not-object': 'チェーンがチェーンのオブジェクトではありません（{type}）',
  'not-a-chain': 'チェーンではありません：xycore のエクスポート {id, entries, root, head} か xy-sha256-v1 のチェーンが必要です',
};

export default terms;
