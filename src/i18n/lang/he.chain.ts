/** Hebrew words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'רשומה {entry}: {problem}',
  'more-link-problems': { one: 'בעיה נוספת אחת בחוליות', two: 'שתי בעיות נוספות בחוליות', other: 'עוד {count} בעיות בחוליות' },
  'entry-not-object': 'אינה אובייקט',
  'entry-fields': 'x, y, operation ו־timestamp חייבים להיות מחרוזות',
  'xycore-entry-fields': 'x, y, xy ו־operation חייבים להיות מחרוזות',
  'index-mismatch': 'הערך של index הוא {found}, הצפוי: {expected}',
  'x-not-genesis': 'x חייב להיות GENESIS',
  'x-not-previous-xy': 'x אינו תואם את ה־xy של רשומה {previous}',
  'x-not-previous-y': 'x אינו תואם את ה־y של רשומה {previous}',
  'xy-mismatch': 'xy אינו תואם את sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy אינו תואם את xy_ + sha256(x:operation:y:timestamp) עבור timestamp {timestamp}',
  'timestamp-not-number': 'הערך של timestamp הוא {found} ואינו מספר',
  'y-state-no-json': 'ל־y_state אין צורת JSON',
  'y-state-mismatch': 'y אינו תואם את ה־sha256 של ה־y_state שלו',
  'public-key-bytes': 'public_key אינו base64 של 32 בתים',
  'signature-bytes': 'signature אינו base64 של 64 בתים',
  'signature-unsupported': 'לא ניתן לבדוק כאן את החתימה ({reason})',
  'signature-invalid': 'החתימה אינה תקפה עבור x:operation:y:xy עם ה־public_key שלה',
  'key-untrusted': 'נחתמה במפתח שאינו אחד מהמפתחות המהימנים',
  'no-entries': 'אין רשומות בשרשרת',
  'no-entries-array': 'אין בשרשרת מערך entries',
  'length-mismatch': { one: 'אורך השרשרת הוא {found}, אבל יש בה רשומה אחת', two: 'אורך השרשרת הוא {found}, אבל יש בה שתי רשומות', other: 'אורך השרשרת הוא {found}, אבל יש בה {count} רשומות' },
  'root-not-last-xy': 'שורש השרשרת אינו 0x + ה־xy של הרשומה האחרונה',
  'root-not-first-xy': 'שורש השרשרת אינו ה־xy של הרשומה הראשונה',
  'head-not-last-y': 'ראש השרשרת אינו ה־y של הרשומה האחרונה',
  'unsupported-algorithm': 'אלגוריתם שרשרת שאינו נתמך: {found} (הצפוי: {expected}); החוליות לא נבדקו',
  'unsigned-entries': '{missing} מתוך {count} רשומות אינן חתומות, בעוד השאר חתומות',
  'chain-unsigned': 'השרשרת אינה חתומה, ולכן אף מפתח מהימן לא חתם עליה',
  'no-trusted-keys': 'אף אחד מהמפתחות המהימנים אינו base64 של 32 בתים',
  'bad-trusted-keys': 'trustedKeys חייב להיות מערך של מפתחות base64',
  'too-many-entries': 'בשרשרת {count} רשומות, יותר מ־{max} שהבדיקה הזו קוראת',
  unreadable: 'לא ניתן לקרוא את הקלט ({error})',
  'nothing-to-verify': 'אין מה לבדוק',
  'no-input': 'אין מה לבדוק: הצפוי { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'השרשרת אינה אובייקט שרשרת ({type})',
  'not-a-chain': 'זו אינה שרשרת: הצפוי ייצוא של xycore {id, entries, root, head} או שרשרת xy-sha256-v1',
};

export default terms;
