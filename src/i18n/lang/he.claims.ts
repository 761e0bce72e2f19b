/** Hebrew words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'הקבלה אינה אובייקט',
  'receipt-unknown': 'הקבלה אינה קבלת xycore וגם לא קבלה עם chain_root',
  'receipt-chain-id': 'ה־chain_id של הקבלה אינו תואם את השרשרת',
  'receipt-root': 'ה־chain_root של הקבלה אינו תואם את שורש השרשרת',
  'receipt-length': 'ה־chain_length של הקבלה אינו תואם את אורך השרשרת',
  'summary-chain-id': '{receipt}: chain_id אינו תואם את מזהה השרשרת',
  'summary-entry-count': '{receipt}: entry_count אינו תואם את אורך השרשרת',
  'summary-first-x': '{receipt}: first_x אינו תואם את ה־x של הרשומה הראשונה',
  'summary-final-y': '{receipt}: final_y אינו תואם את ה־y של הרשומה האחרונה',
  'summary-root-xy': '{receipt}: root_xy אינו תואם את שורש השרשרת',
  'summary-head-xy': '{receipt}: head_xy אינו תואם את ה־xy של הרשומה האחרונה',
  'summary-hash': '{receipt}: hash אינו תואם את השדות שלה',
  'verified-unattested': 'הקבלה טוענת שאומתה, אבל לא נבדק שום אישור',
  'attestation-not-object': 'האישור אינו אובייקט',
  'attestation-id': 'ה־id של האישור אינו תואם את ה־attest_id של הקבלה',
  'attestation-chain-id': 'ה־chain_id של האישור אינו תואם את השרשרת',
  'attestation-root': 'ה־root של האישור אינו תואם את שורש השרשרת',
  'attestation-length': 'ה־length של האישור אינו תואם את אורך השרשרת',
  'attestation-algorithm': 'אלגוריתם אישור שאינו נתמך: {found} (הצפוי: {expected})',
  'attestation-key-bytes': 'ה־public_key של האישור אינו base64 של 32 בתים',
  'attestation-signature-bytes': 'חתימת האישור אינה base64 של 64 בתים',
  'attestation-signature-invalid': 'חתימת האישור אינה תקפה עבור ה־chain_id:root:length שלו',
  'attestation-key-untrusted': 'מפתח האישור אינו אחד מהמפתחות המהימנים',
};

export default terms;
