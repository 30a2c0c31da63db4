import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Arabic; tags are comma-separated.
export default {
  'color-picker.description': 'اختر لونًا وأنشئ لوحة من 8 ألوان وحوّل بين HEX وRGB وHSL وHSV وCMYK وOKLCH.',
  'color-picker.tags': 'لون، لوحة ألوان، hex، تباين',
  'gradient-generator.description': 'صمّم تدرجات CSS خطية وشعاعية ومخروطية بما يصل إلى ثماني نقاط لونية وانسخ شيفرة CSS.',
  'gradient-generator.tags': 'CSS، تدرج، خلفية، لون',
  'qr-generator.description': 'أنشئ رموز QR للروابط والنصوص وشبكات Wi-Fi والبريد والرسائل والهاتف والمواقع وبطاقات الاتصال، دون اتصال.',
  'qr-generator.tags': 'QR، واي فاي، vCard، PNG، SVG',
  'image-resizer.description': 'غيّر حجم صور PNG وJPEG وWebP وGIF وحوّل صيغتها بتصغير عالي الجودة، داخل متصفحك.',
  'image-resizer.tags': 'صورة، تغيير الحجم، ضغط، WebP',
  'favicon-generator.description': 'حوّل صورة أو حرفًا أو رمزًا تعبيريًا إلى favicon.ico وأيقونات PNG وملف بيان الويب ووسوم HTML.',
  'favicon-generator.tags': 'favicon، أيقونة، بيان، ICO',
  'contrast-checker.description': 'افحص لوني النص والخلفية وفق معايير WCAG 2.2 بمستويي AA وAAA، واعرض قيمة APCA Lc، واحصل على لون يجتاز الفحص.',
  'contrast-checker.tags': 'تباين، WCAG، إتاحة، APCA',
  'box-shadow-generator.description': 'أنشئ ظلال box-shadow متعددة الطبقات في CSS بالإزاحة والتمويه والانتشار واللون والظل الداخلي، وشاهدها على بطاقة وانسخ CSS.',
  'box-shadow-generator.tags': 'box-shadow، CSS، ظل، تصميم',
  'svg-optimizer.description': 'حسّن ملفات SVG باستخدام SVGO في متصفحك: أزل بيانات المحرر الوصفية، وقرّب الأرقام، واعرف الحجم الذي وفّرته، وقارن الصورتين جنبًا إلى جنب.',
  'svg-optimizer.tags': 'SVG، SVGO، تصغير، أيقونات',
} satisfies DetailMessages<'design'>;
