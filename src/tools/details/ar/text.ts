import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Arabic; tags are comma-separated.
export default {
  'word-counter.description': 'عُدّ الكلمات والأحرف والجمل والفقرات، مع وقت القراءة وسهولة القراءة وأكثر الكلمات تكرارًا.',
  'word-counter.tags': 'كلمات، أحرف، سهولة القراءة، كتابة',
  'case-converter.description': 'حوّل النص إلى UPPER وlower وTitle وSentence وcamelCase وsnake_case وkebab-case وغيرها دفعة واحدة.',
  'case-converter.tags': 'حالة الأحرف، camelCase، snake_case، نص',
  'text-formatter.description': 'قصّ الأسطر ورتّبها وأزل المكرر منها ورقّمها وابحث واستبدل، في سلسلة من الخطوات.',
  'text-formatter.tags': 'أسطر، ترتيب، استبدال، تعبير نمطي',
  'lorem-generator.description': 'ولّد فقرات أو جملًا أو كلمات نائبة كنص عادي أو HTML.',
  'lorem-generator.tags': 'نص نائب، نص تجريبي، لوريم إيبسوم',
  'text-diff.description': 'قارن بين نصين حسب السطر أو الكلمة أو الحرف، جنبًا إلى جنب أو في عرض موحّد.',
  'text-diff.tags': 'مقارنة، فروق، رقعة، تغييرات',
} satisfies DetailMessages<'text'>;
