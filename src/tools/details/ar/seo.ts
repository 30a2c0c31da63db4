import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Arabic; tags are comma-separated.
export default {
  'meta-generator.description': 'اكتب وسوم العنوان والوصف وrobots مع إرشادات الطول ومعاينة لنتيجة البحث.',
  'meta-generator.tags': 'ميتا، SEO، HTML، معاينة البحث',
  'og-generator.description': 'أنشئ وسوم Open Graph وبطاقات Twitter مع معاينات مباشرة للمشاركة على الشبكات الاجتماعية.',
  'og-generator.tags': 'Open Graph، بطاقة Twitter، شبكات اجتماعية، SEO',
  'robots-generator.description': 'أنشئ ملف robots.txt بقواعد لكل زاحف وخرائط الموقع، واختبر ما إذا كان الرابط مسموحًا.',
  'robots-generator.tags': 'robots.txt، زاحف، SEO',
  'sitemap-generator.description': 'حوّل قائمة روابط إلى خريطة موقع XML صالحة مع تاريخ التعديل وتكرار التغيير والأولوية.',
  'sitemap-generator.tags': 'خريطة الموقع، XML، SEO، روابط',
  'utm-builder.description': 'أنشئ روابط الحملات وحلّلها بمعاملات UTM: source وmedium وcampaign وterm وcontent.',
  'utm-builder.tags': 'UTM، حملة، تحليلات، تسويق',
  'slug-generator.description': 'حوّل العناوين إلى أسماء لطيفة نظيفة لعناوين URL: تُنقل الحروف ذات العلامات والكتابات الأخرى إلى حروف لاتينية، مع حد للطول ووضع جماعي.',
  'slug-generator.tags': 'الاسم اللطيف، رابط، رابط دائم، نقل حرفي',
  'schema-generator.description': 'بيانات JSON-LD منظمة لثمانية أنواع من schema.org، ومدقق يسمّي الخصائص الناقصة.',
  'schema-generator.tags': 'JSON-LD، schema.org، بيانات منظمة، نتائج منسّقة',
} satisfies DetailMessages<'seo'>;
