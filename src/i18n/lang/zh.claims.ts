/** Chinese (Simplified) words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': '凭证不是对象',
  'receipt-unknown': '凭证既不是 xycore 凭证，也不是带 chain_root 的凭证',
  'receipt-chain-id': '凭证的 chain_id 与链不符',
  'receipt-root': '凭证的 chain_root 与链根不符',
  'receipt-length': '凭证的 chain_length 与链长度不符',
  'summary-chain-id': '{receipt} 的 chain_id 与链 ID 不符',
  'summary-entry-count': '{receipt} 的 entry_count 与链长度不符',
  'summary-first-x': '{receipt} 的 first_x 与第一个条目的 x 不符',
  'summary-final-y': '{receipt} 的 final_y 与最后一个条目的 y 不符',
  'summary-root-xy': '{receipt} 的 root_xy 与链根不符',
  'summary-head-xy': '{receipt} 的 head_xy 与最后一个条目的 xy 不符',
  'summary-hash': '{receipt} 的 hash 与其字段不符',
  'verified-unattested': '凭证声称已验证，但没有检查任何证明',
  'attestation-not-object': '证明不是对象',
  'attestation-id': '证明的 id 与凭证的 attest_id 不符',
  'attestation-chain-id': '证明的 chain_id 与链不符',
  'attestation-root': '证明的 root 与链根不符',
  'attestation-length': '证明的 length 与链长度不符',
  'attestation-algorithm': '不支持的证明算法 {found}（应为 {expected}）',
  'attestation-key-bytes': '证明的 public_key 不是 32 字节的 base64',
  'attestation-signature-bytes': '证明的签名不是 64 字节的 base64',
  'attestation-signature-invalid': '证明的签名对其 chain_id:root:length 无效',
  'attestation-key-untrusted': '证明的密钥不在受信任的密钥之列',
};

export default terms;
