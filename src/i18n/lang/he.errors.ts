/** Hebrew words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'הבקשה נדחתה כלא תקינה.',
  errUnauthorized: 'מפתח ה־API חסר או לא תקף.',
  errTier: 'למפתח ה־API הזה אין הרשאה לכך.',
  errNotFound: 'לא נמצא.',
  errRateLimited: 'יותר מדי בקשות; כדאי לנסות שוב מאוחר יותר.',
  errServer: 'אירעה שגיאה פנימית בשירות.',
  errNetwork: 'אין גישה לשירות.',
  errTimeout: 'השירות לא ענה בזמן.',
  errInvalid: 'השירות שלח תשובה שאי אפשר לקרוא.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'לא התקבלה תשובה תוך {ms} אלפיות שנייה.',
  errNotJson: 'היה צפוי JSON, אבל התקבל „{type}”.',
  errBadJson: 'התשובה אינה JSON תקין.',
  errTooLarge: 'התשובה גדולה מ־{bytes} בייטים.',
  errRefusedId: 'המזהה נדחה: מותר להשתמש רק באותיות, בספרות וב־„_”, „-” או „.”.',
};

export default terms;
