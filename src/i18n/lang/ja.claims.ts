/** Japanese words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'レシートがオブジェクトではありません',
  'receipt-unknown': 'レシートが xycore のレシートでも、chain_root を持つレシートでもありません',
  'receipt-chain-id': 'レシートの chain_id がチェーンと一致しません',
  'receipt-root': 'レシートの chain_root がチェーンのルートと一致しません',
  'receipt-length': 'レシートの chain_length がチェーンの長さと一致しません',
  'summary-chain-id': '{receipt} の chain_id がチェーンの ID と一致しません',
  'summary-entry-count': '{receipt} の entry_count がチェーンの長さと一致しません',
  'summary-first-x': '{receipt} の first_x が最初のエントリの x と一致しません',
  'summary-final-y': '{receipt} の final_y が最後のエントリの y と一致しません',
  'summary-root-xy': '{receipt} の root_xy がチェーンのルートと一致しません',
  'summary-head-xy': '{receipt} の head_xy が最後のエントリの xy と一致しません',
  'summary-hash': '{receipt} の hash がそのフィールドと一致しません',
  'verified-unattested': 'レシートは検証済みとしていますが、証明は検証されていません',
  'attestation-not-object': '証明がオブジェクトではありません',
  'attestation-id': '証明の id がレシートの attest_id と一致しません',
  'attestation-chain-id': '証明の chain_id がチェーンと一致しません',
  'attestation-root': '証明の root がチェーンのルートと一致しません',
  'attestation-length': '証明の length がチェーンの長さと一致しません',
  'attestation-algorithm': '未対応の証明アルゴリズム {found} です（期待値：{expected}）',
  'attestation-key-bytes': '証明の public_key が 32 バイトの base64 ではありません',
  'attestation-signature-bytes': '証明の署名が 64 バイトの base64 ではありません',
  'attestation-signature-invalid': '証明の署名が chain_id:root:length に対して無効です',
  'attestation-key-untrusted': '証明の鍵が信頼できる鍵ではありません',
};

export default terms;
