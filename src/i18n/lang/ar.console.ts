/** Arabic words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'وحدة الاستدلال',
  clearTranscript: 'مسح السجل',
  transcript: 'السجل',
  noTurns: 'لا أدوار بعد. ستظهر الإجابات هنا.',
  placeholder: 'اسأل عن أي شيء…',
  sessionName: 'اسم الجلسة',
  sessionHint: 'الاسم نفسه يعني السلسلة نفسها. إن تُرك فارغًا يُستخدم «{name}».',
  input: 'المُدخل',
  inputHint: 'Enter للإرسال، وShift+Enter لسطر جديد.',
  inputHintBusy: 'Enter للإرسال، وShift+Enter لسطر جديد، وEscape للإلغاء.',
  charCount: '{count} / {max} حرف',
  charCountOver: '{count} / {max} حرف (طويل جدًا: سترفضه الخدمة)',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  cancel: 'إلغاء',
  alreadySending: 'الإرسال جارٍ بالفعل. انتظر الإجابة أو ألغِ أولًا.',
  typeFirst: 'اكتب شيئًا أولًا.',
  cleared: 'تم مسح السجل.',
  waitMore: { zero: 'انتظر قليلًا قبل الإرسال مجددًا.', one: 'انتظر ثانية واحدة أخرى قبل الإرسال مجددًا.', two: 'انتظر ثانيتين أخريين قبل الإرسال مجددًا.', few: 'انتظر {count} ثوانٍ أخرى قبل الإرسال مجددًا.', many: 'انتظر {count} ثانية أخرى قبل الإرسال مجددًا.', other: 'انتظر {count} ثانية أخرى قبل الإرسال مجددًا.' },
  answered: 'الإجابة {count}: {status}. {answer}',
  answeredNotSaved: 'الإجابة {count}: {status}. {answer} (تعذّر على علامة التبويب هذه حفظ السجل؛ سيضيع عند إعادة التحميل.)',
  cancelledKept: 'أُلغي الطلب. ما كتبته محفوظ.',
  failedKept: '{title}. ما كتبته محفوظ.',
  sendAgainIn: 'يمكنك الإرسال مجددًا بعد {seconds} ث.',
  serviceSaid: 'ردّ الخدمة',
  whatWasWrong: 'موضع الخطأ',
  sendAgain: 'إرسال مجددًا',
  corsFix: 'أضف {origin} إلى المصادر المسموح بها في الوكيل (REASONING_ALLOWED_ORIGINS، أو allowedOrigins في createProxy)',
  corsTitle: 'رفض الوكيل مصدر هذه الصفحة',
  corsText: 'الوكيل على {url} يعمل، لكن المتصفح لم يُسمح له بقراءة ردّه على {origin} (رفض عبر المصادر، CORS). إلى مسؤول الموقع: {fix}. ما كتبته محفوظ.',
  proxyDownTitle: 'تعذّر الوصول إلى الوكيل',
  proxyDownText: 'لم يصل أي رد مقروء من {url}. إما أنه متوقف أو لا يمكن الوصول إليه من هنا، أو أنه يرفض الصفحات على {origin} (CORS). إلى مسؤول الموقع: تأكّد من أن الوكيل يعمل، و{fix}. ما كتبته محفوظ.',
  proxyMissingTitle: 'لم يُعثر على الوكيل',
  proxyMissingText: 'لا شيء يجيب على {url}. إلى مسؤول الموقع: وجّه السمة proxy-url (أو \u2066<meta name="reasoning:proxy-url">\u2069) إلى أساس الوكيل، أي العنوان الذي يسبق \u200e/run، أو ثبّت الوكيل هناك.',
  proxyAddress: 'عنوان وكيل هذه الوحدة',
  needsScript: 'تحتاج هذه الوحدة إلى JavaScript لإرسال المدخلات وعرض الإجابات.',
};

export default terms;
