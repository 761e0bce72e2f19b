/** Arabic words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'رُفض الطلب لأنه غير صالح.',
  errUnauthorized: 'مفتاح API مفقود أو غير صالح.',
  errTier: 'لا يملك مفتاح API هذا صلاحية ذلك.',
  errNotFound: 'غير موجود.',
  errRateLimited: 'طلبات كثيرة جدًا؛ حاول لاحقًا.',
  errServer: 'حدث خطأ داخلي في الخدمة.',
  errNetwork: 'تعذّر الوصول إلى الخدمة.',
  errTimeout: 'لم تُجب الخدمة في الوقت المحدد.',
  errInvalid: 'أرسلت الخدمة ردًا تعذّرت قراءته.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'لا ردّ خلال {ms} ملّي ثانية.',
  errNotJson: 'كان المتوقع JSON، لكن وصل «{type}».',
  errBadJson: 'الرد ليس JSON صالحًا.',
  errTooLarge: 'الرد أكبر من {bytes} بايت.',
  errRefusedId: 'رُفض المعرّف: استخدم الحروف والأرقام و«_» و«-» و«.» فقط.',
};

export default terms;
