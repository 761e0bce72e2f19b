/** Arabic words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'المدخل {entry}: {problem}',
  'more-link-problems': { zero: 'لا مشكلات أخرى في الحلقات', one: 'مشكلة أخرى واحدة في الحلقات', two: 'مشكلتان أخريان في الحلقات', few: '{count} مشكلات أخرى في الحلقات', many: '{count} مشكلة أخرى في الحلقات', other: '{count} مشكلة أخرى في الحلقات' },
  'entry-not-object': 'ليس كائنًا',
  'entry-fields': 'يجب أن تكون x وy وoperation وtimestamp سلاسل نصية',
  'xycore-entry-fields': 'يجب أن تكون x وy وxy وoperation سلاسل نصية',
  'index-mismatch': 'قيمة index هي {found}، والمتوقع {expected}',
  'x-not-genesis': 'يجب أن تكون x هي GENESIS',
  'x-not-previous-xy': 'x لا تطابق xy للمدخل {previous}',
  'x-not-previous-y': 'x لا تطابق y للمدخل {previous}',
  'xy-mismatch': 'xy لا تطابق sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy لا تطابق xy_ + sha256(x:operation:y:timestamp) للطابع الزمني {timestamp}',
  'timestamp-not-number': 'قيمة timestamp هي {found}، وليست رقمًا',
  'y-state-no-json': 'لا صيغة JSON لـ y_state',
  'y-state-mismatch': 'y لا تطابق sha256 لـ y_state الخاص بها',
  'public-key-bytes': 'public_key ليس ترميز base64 لـ 32 بايت',
  'signature-bytes': 'signature ليس ترميز base64 لـ 64 بايت',
  'signature-unsupported': 'تعذّر التحقق من التوقيع هنا ({reason})',
  'signature-invalid': 'التوقيع غير صالح لـ x:operation:y:xy بمفتاحه public_key',
  'key-untrusted': 'موقّع بمفتاح ليس من المفاتيح الموثوقة',
  'no-entries': 'السلسلة بلا مدخلات',
  'no-entries-array': 'لا تحتوي السلسلة على مصفوفة entries',
  'length-mismatch': { zero: 'طول السلسلة {found} لكنها بلا مدخلات', one: 'طول السلسلة {found} لكن فيها مدخلًا واحدًا', two: 'طول السلسلة {found} لكن فيها مدخلين', few: 'طول السلسلة {found} لكن فيها {count} مدخلات', many: 'طول السلسلة {found} لكن فيها {count} مدخلًا', other: 'طول السلسلة {found} لكن فيها {count} مدخل' },
  'root-not-last-xy': 'جذر السلسلة ليس 0x + قيمة xy للمدخل الأخير',
  'root-not-first-xy': 'جذر السلسلة ليس قيمة xy للمدخل الأول',
  'head-not-last-y': 'رأس السلسلة ليس قيمة y للمدخل الأخير',
  'unsupported-algorithm': 'خوارزمية سلسلة غير مدعومة: {found} (المتوقع {expected})؛ لم تُفحص الحلقات',
  'unsigned-entries': '{missing} من أصل {count} مدخلات غير موقّعة بينما البقية موقّعة',
  'chain-unsigned': 'السلسلة غير موقّعة، فلم يوقّعها أي مفتاح موثوق',
  'no-trusted-keys': 'لا يوجد بين المفاتيح الموثوقة مفتاح بترميز base64 لـ 32 بايت',
  'bad-trusted-keys': 'يجب أن تكون trustedKeys مصفوفة من مفاتيح base64',
  'too-many-entries': 'في السلسلة {count} مدخلات، وهذا أكثر من الحد {max} الذي يقرؤه هذا الفحص',
  unreadable: 'تعذّرت قراءة المُدخَل ({error})',
  'nothing-to-verify': 'لا شيء للتحقق منه',
  'no-input': 'لا شيء للتحقق منه: المتوقع { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'السلسلة ليست كائن سلسلة ({type})',
  'not-a-chain': 'ليست سلسلة: المتوقع تصدير xycore {id, entries, root, head} أو سلسلة xy-sha256-v1',
};

export default terms;
