/** Korean words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': '영수증이 객체가 아닙니다',
  'receipt-unknown': '영수증이 xycore 영수증도, chain_root가 있는 영수증도 아닙니다',
  'receipt-chain-id': '영수증의 chain_id가 체인과 일치하지 않습니다',
  'receipt-root': '영수증의 chain_root가 체인 루트와 일치하지 않습니다',
  'receipt-length': '영수증의 chain_length가 체인 길이와 일치하지 않습니다',
  'summary-chain-id': '{receipt}의 chain_id가 체인 ID와 일치하지 않습니다',
  'summary-entry-count': '{receipt}의 entry_count가 체인 길이와 일치하지 않습니다',
  'summary-first-x': '{receipt}의 first_x가 첫 항목의 x와 일치하지 않습니다',
  'summary-final-y': '{receipt}의 final_y가 마지막 항목의 y와 일치하지 않습니다',
  'summary-root-xy': '{receipt}의 root_xy가 체인 루트와 일치하지 않습니다',
  'summary-head-xy': '{receipt}의 head_xy가 마지막 항목의 xy와 일치하지 않습니다',
  'summary-hash': '{receipt}의 hash가 그 필드와 일치하지 않습니다',
  'verified-unattested': '영수증은 검증되었다고 하지만 확인된 증명이 없습니다',
  'attestation-not-object': '증명이 객체가 아닙니다',
  'attestation-id': '증명의 id가 영수증의 attest_id와 일치하지 않습니다',
  'attestation-chain-id': '증명의 chain_id가 체인과 일치하지 않습니다',
  'attestation-root': '증명의 root가 체인 루트와 일치하지 않습니다',
  'attestation-length': '증명의 length가 체인 길이와 일치하지 않습니다',
  'attestation-algorithm': '지원하지 않는 증명 알고리즘 {found}입니다(예상: {expected})',
  'attestation-key-bytes': '증명의 public_key가 32바이트의 base64가 아닙니다',
  'attestation-signature-bytes': '증명의 서명이 64바이트의 base64가 아닙니다',
  'attestation-signature-invalid': '증명의 서명이 chain_id:root:length에 대해 유효하지 않습니다',
  'attestation-key-untrusted': '증명의 키가 신뢰하는 키가 아닙니다',
};

export default terms;
