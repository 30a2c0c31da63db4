import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the developer tools in Arabic; tags are comma-separated.
export default {
  'json-formatter.description': 'تحقّق من JSON ونسّقه وصغّره واستكشفه كشجرة، مع مواضع الأخطاء بدقة.',
  'json-formatter.tags': 'JSON، تنسيق، تحقق، تصغير',
  'base64.description': 'رمّز النصوص والملفات بصيغة Base64 وفك ترميزها، بالصيغة القياسية أو الآمنة للروابط، مع معاينة روابط البيانات.',
  'base64.tags': 'Base64، ترميز، فك الترميز، رابط بيانات',
  'url-encoder.description': 'رمّز الروابط ومكوّناتها بالنسبة المئوية أو فك ترميزها، وفكّك الرابط إلى أجزائه.',
  'url-encoder.tags': 'رابط، ترميز، فك الترميز، سلسلة الاستعلام',
  'hash-generator.description': 'احسب تجزئات MD5 وSHA-1 وSHA-256 وSHA-384 وSHA-512 ورموز HMAC للنصوص والملفات الكبيرة.',
  'hash-generator.tags': 'تجزئة، sha256، md5، hmac، مجموع اختباري',
  'jwt-decoder.description': 'فك ترميز رموز JSON Web Token واشرح مطالباتها وتحقّق من تواقيعها دون إرسال الرمز إلى أي مكان.',
  'jwt-decoder.tags': 'JWT، رمز، مصادقة، توقيع',
  'regex-tester.description': 'اختبر تعبيرًا نمطيًا على نصك: كل تطابق مظلّل مع مجموعاته، ومعاينة للاستبدال، ولا تجمّد مع الأنماط الكارثية.',
  'regex-tester.tags': 'Regex، تعبير نمطي، نمط، استبدال',
  'csv-json-converter.description': 'حوّل CSV إلى JSON وبالعكس، مع اكتشاف الفاصل وصف العناوين والحقول المقتبسة واستنتاج الأنواع.',
  'csv-json-converter.tags': 'CSV، JSON، تحويل، جدول بيانات',
  'timestamp-converter.description': 'حوّل وقت يونكس بالثواني أو الملّي ثانية أو الميكروثانية إلى ISO 8601 وRFC 2822 والتوقيت المحلي والوقت النسبي، وبالعكس.',
  'timestamp-converter.tags': 'وقت يونكس، حقبة، تاريخ، ISO 8601',
  'uuid-generator.description': 'أنشئ معرّفات UUID من الإصدارات v4 وv7 وv1 وv5 أو معرّفات ULID، حتى 1000 دفعة واحدة، وافحص إصدار أي UUID ومتغيّره ووقته.',
  'uuid-generator.tags': 'UUID، ULID، GUID، معرّف',
  'number-base-converter.description': 'حوّل الأعداد الصحيحة مهما كبرت بين الثنائي والثماني والعشري والست عشري وأي أساس حتى 36، مع بتات المتمم الثنائي.',
  'number-base-converter.tags': 'ثنائي، ست عشري، ثماني، أساس العد',
  'yaml-json-converter.description': 'حوّل YAML إلى JSON وبالعكس، مع حلّ المراسي والأسماء المستعارة، وتحويل المستندات المتعددة إلى مصفوفة، وأخطاء تذكر السطر.',
  'yaml-json-converter.tags': 'YAML، JSON، تحويل، إعدادات',
  'cron-parser.description': 'اقرأ تعبير cron بلغة واضحة، واعرض أوقات تشغيله العشرة التالية في أي منطقة زمنية مع شرح كل حقل.',
  'cron-parser.tags': 'cron، crontab، جدولة، مهمة',
} satisfies DetailMessages<'developer'>;
