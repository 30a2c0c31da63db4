import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Arabic; tags are comma-separated.
export default {
  'password-generator.description': 'ولّد كلمات مرور عشوائية قوية مع إعدادات جاهزة وخيارات للأحرف وعرض الإنتروبيا بالبت.',
  'password-generator.tags': 'كلمة مرور، عشوائي، أمان، إنتروبيا',
  'password-checker.description': 'قدّر الوقت اللازم لكسر كلمة مرور، مع تحذيرات واقتراحات، دون اتصال تمامًا.',
  'password-checker.tags': 'كلمة مرور، قوة، zxcvbn، أمان',
  'hash-verifier.description': 'تحقّق من ملف أو نص مقابل مجموع اختباري متوقع؛ تُكتشف الخوارزمية من التجزئة.',
  'hash-verifier.tags': 'مجموع اختباري، تحقق، sha256، سلامة',
  'secure-notes.description': 'احفظ ملاحظاتك في هذا المتصفح مشفّرة بـ AES-256-GCM بعبارة مرور لا يعرفها غيرك.',
  'secure-notes.tags': 'ملاحظات، تشفير، AES، خصوصية',
  'totp-generator.description': 'احصل على رمز التحقق بخطوتين الحالي من مفتاح Base32 أو رابط otpauth:// أو رمز QR الخاص به، وتحقّق من أي رمز، كل ذلك داخل متصفحك.',
  'totp-generator.tags': 'تحقق بخطوتين، TOTP، تطبيق المصادقة، كلمة مرور لمرة واحدة',
  'file-encryptor.description': 'شفّر أي ملف بعبارة مرور (AES-256-GCM) داخل متصفحك، وفُكّ تشفيره لتستعيد البايتات نفسها تمامًا.',
  'file-encryptor.tags': 'تشفير، AES، ملف، عبارة مرور',
} satisfies DetailMessages<'security'>;
