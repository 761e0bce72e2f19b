/** Hebrew words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'מסוף הסקה',
  clearTranscript: 'ניקוי היסטוריה',
  transcript: 'היסטוריה',
  noTurns: 'עדיין אין סבבים. התשובות יופיעו כאן.',
  placeholder: 'אפשר לשאול כל דבר…',
  sessionName: 'שם הסשן',
  sessionHint: 'אותו שם, אותה שרשרת. שדה ריק משתמש ב־„{name}”.',
  input: 'קלט',
  inputHint: 'Enter שולח, Shift+Enter מוסיף שורה.',
  inputHintBusy: 'Enter שולח, Shift+Enter מוסיף שורה, Escape מבטל.',
  charCount: '{count} / {max} תווים',
  charCountOver: '{count} / {max} תווים (ארוך מדי: השירות ידחה אותו)',
  send: 'שליחה',
  sending: 'בשליחה…',
  cancel: 'ביטול',
  alreadySending: 'השליחה כבר מתבצעת. יש להמתין לתשובה או לבטל קודם.',
  typeFirst: 'יש להקליד קלט קודם.',
  cleared: 'ההיסטוריה נוקתה.',
  waitMore: { one: 'יש להמתין עוד שנייה לפני שליחה חוזרת.', two: 'יש להמתין עוד שתי שניות לפני שליחה חוזרת.', other: 'יש להמתין עוד {count} שניות לפני שליחה חוזרת.' },
  answered: 'תשובה {count}: {status}. {answer}',
  answeredNotSaved: 'תשובה {count}: {status}. {answer} (הכרטיסייה הזו לא הצליחה לשמור את ההיסטוריה; היא תאבד בטעינה מחדש.)',
  cancelledKept: 'בוטל. הקלט נשמר.',
  failedKept: '{title}. הקלט נשמר.',
  sendAgainIn: 'אפשר לשלוח שוב בעוד {seconds} שנ׳.',
  serviceSaid: 'תשובת השירות',
  whatWasWrong: 'מה לא היה תקין',
  sendAgain: 'שליחה חוזרת',
  corsFix: 'יש להוסיף את {origin} למקורות המותרים של ה־proxy \u200f(REASONING_ALLOWED_ORIGINS, או allowedOrigins ב־createProxy)',
  corsTitle: 'ה־proxy דחה את המקור של הדף הזה',
  corsText: 'ה־proxy בכתובת {url} פועל, אבל הדפדפן לא הורשה לקרוא את תשובתו ב־{origin} (דחייה בין מקורות, CORS). למנהל האתר: {fix}. הקלט נשמר.',
  proxyDownTitle: 'אין גישה ל־proxy',
  proxyDownText: 'לא חזר שום דבר קריא מ־{url}. ייתכן שהוא מושבת או שאין אליו גישה מכאן, או שהוא דוחה דפים ב־{origin} (CORS). למנהל האתר: יש לוודא שה־proxy פועל, ו{fix}. הקלט נשמר.',
  proxyMissingTitle: 'ה־proxy לא נמצא',
  proxyMissingText: 'שום דבר לא עונה בכתובת {url}. למנהל האתר: יש לכוון את המאפיין proxy-url (או \u2066<meta name="reasoning:proxy-url">\u2069) לבסיס של ה־proxy, הכתובת שלפני \u200e/run, או להציב שם את ה־proxy.',
  proxyAddress: 'כתובת ה־proxy של המסוף הזה',
  needsScript: 'המסוף הזה צריך JavaScript כדי לשלוח קלט ולהציג תשובות.',
};

export default terms;
