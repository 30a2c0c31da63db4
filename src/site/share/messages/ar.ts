import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'الميزات',
  howToUse: 'طريقة الاستخدام',
  keepPrivate: 'استبعاد مدخلاتي من الرابط',
  shareLink: 'مشاركة الرابط',
  linkCopied: 'تم نسخ الرابط',
  privateNote: 'خاص: لا يحتفظ العنوان ولا الرابط بأي من مدخلاتك.',
  tooLarge: 'لا يتضمن الرابط {inputs}: ما يزيد على {limit} كيلوبايت أكبر من أن يتسع له رابط.',
  listTwo: '{first} و{last}',
  listMore: '{first}، {rest}',
  inputText: 'النص',
  inputOriginal: 'النص الأصلي',
  inputModified: 'النص المعدَّل',
  inputUrls: 'عناوين URL',
  inputOther: 'أحد المدخلات',
  // What a tool never puts in a link (its api.ts linkNote, English there for /docs/api).
  linkNoteHashVerifier: 'لا تُوضَع الملفات في أي رابط أبدًا.',
  linkNoteUuidGenerator: 'يحمل الرابط الإعدادات فقط، لا القيم المولَّدة أبدًا: يُفتَح بقيم عشوائية جديدة.',
  linkNoteTotpGenerator: 'لا يُوضَع مفتاحك السري في أي رابط أبدًا.',
  linkNoteStopwatchTimer: 'يحمل الرابط الإعدادات فقط، لا ساعة جارية ولا أزمنة اللفات أبدًا.',
  linkNoteHashGenerator: 'لا يُوضَع مفتاح HMAC ولا ملفاتك في أي رابط أبدًا.',
  linkNotePasswordGenerator: 'الإعدادات وحدها تدخل في الرابط: لا تُوضَع كلمة مرورك فيه أبدًا.',
  linkNoteFaviconGenerator: 'لا تُوضَع الصورة المرفوعة في أي رابط أبدًا.',
  linkNoteRandomGenerator: 'يحمل الرابط الإعدادات والقائمة، لا نتيجة أبدًا: يُفتَح جاهزًا لسحب جديد.',
} satisfies Messages<typeof en>;
