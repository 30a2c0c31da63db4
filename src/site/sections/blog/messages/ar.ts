import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaDescription:
    'دروس ونصائح ودراسات حالة عن كلمات المرور القوية ورموز QR وJSON وتباين الألوان والكتابة الواضحة وتضمين أدوات Toolshed المجانية التي تعمل في المتصفح.',
  title: 'المدونة',
  lead: 'أدلة عملية للاستفادة أكثر من أدوات Toolshed: الأمان والتصميم والتطوير والكتابة وتحسين محركات البحث.',
  latestArticles: 'أحدث المقالات',
  categoryArticles: 'مقالات: {category}',
  showAllArticles: 'عرض كل المقالات',
  noArticles: 'لا توجد مقالات في هذه الفئة بعد.',
  featured: 'مميّز',
  readFullArticle: 'اقرأ المقال كاملًا',
  readFullArticleNamed: 'اقرأ المقال كاملًا: {title}',
  minRead: '{minutes, plural, zero {أقل من دقيقة قراءة} one {دقيقة قراءة واحدة} two {دقيقتا قراءة} few {# دقائق قراءة} many {# دقيقة قراءة} other {# دقيقة قراءة}}',
  byAuthor: 'بقلم {author}',
  inEnglish: 'بالإنجليزية',
} satisfies Messages<typeof en>;
