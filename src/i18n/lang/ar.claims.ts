/** Arabic words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'الإيصال ليس كائنًا',
  'receipt-unknown': 'الإيصال ليس إيصال xycore ولا إيصالًا فيه chain_root',
  'receipt-chain-id': 'قيمة chain_id في الإيصال لا تطابق السلسلة',
  'receipt-root': 'قيمة chain_root في الإيصال لا تطابق جذر السلسلة',
  'receipt-length': 'قيمة chain_length في الإيصال لا تطابق طول السلسلة',
  'summary-chain-id': '{receipt}: قيمة chain_id لا تطابق معرّف السلسلة',
  'summary-entry-count': '{receipt}: قيمة entry_count لا تطابق طول السلسلة',
  'summary-first-x': '{receipt}: قيمة first_x لا تطابق x للمدخل الأول',
  'summary-final-y': '{receipt}: قيمة final_y لا تطابق y للمدخل الأخير',
  'summary-root-xy': '{receipt}: قيمة root_xy لا تطابق جذر السلسلة',
  'summary-head-xy': '{receipt}: قيمة head_xy لا تطابق xy للمدخل الأخير',
  'summary-hash': '{receipt}: قيمة hash لا تطابق حقوله',
  'verified-unattested': 'يقول الإيصال إنه تم التحقق منه، لكن لم يُفحص أي تصديق',
  'attestation-not-object': 'التصديق ليس كائنًا',
  'attestation-id': 'قيمة id في التصديق لا تطابق attest_id في الإيصال',
  'attestation-chain-id': 'قيمة chain_id في التصديق لا تطابق السلسلة',
  'attestation-root': 'قيمة root في التصديق لا تطابق جذر السلسلة',
  'attestation-length': 'قيمة length في التصديق لا تطابق طول السلسلة',
  'attestation-algorithm': 'خوارزمية تصديق غير مدعومة: {found} (المتوقع {expected})',
  'attestation-key-bytes': 'قيمة public_key في التصديق ليست ترميز base64 لـ 32 بايت',
  'attestation-signature-bytes': 'توقيع التصديق ليس ترميز base64 لـ 64 بايت',
  'attestation-signature-invalid': 'توقيع التصديق غير صالح لـ chain_id:root:length الخاصة به',
  'attestation-key-untrusted': 'مفتاح التصديق ليس من المفاتيح الموثوقة',
};

export default terms;
