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
} satisfies Messages<typeof en>;
