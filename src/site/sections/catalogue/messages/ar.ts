import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

// Six plural forms; no tool found reads “لم يُعثر على أي أداة”.
export default {
  title: 'كل الأدوات',
  metaDescription:
    'تصفّح كل أدوات Toolshed حسب الفئة أو بالبحث: حاسبات وأدوات للنصوص والتصميم والمطورين وتحسين محركات البحث والأمان، تعمل كلها في متصفحك.',
  lead: 'تعمل كل أداة في متصفحك، مجانًا وبلا تسجيل. ابحث بالاسم أو بالمهمة، أو اختر فئة.',
  search: 'بحث',
  categories: 'الفئات',
  allTools: 'كل الأدوات',
  resultAll: '{count, plural, zero {لم يُعثر على أي أداة} one {عُثر على أداة واحدة} two {عُثر على أداتين} few {عُثر على # أدوات} many {عُثر على # أداة} other {عُثر على # أداة}}',
  resultSearch: '{count, plural, zero {لم يُعثر على أي أداة} one {عُثر على أداة واحدة} two {عُثر على أداتين} few {عُثر على # أدوات} many {عُثر على # أداة} other {عُثر على # أداة}} عن «{term}»',
  resultCategory: '{count, plural, zero {لم يُعثر على أي أداة} one {عُثر على أداة واحدة} two {عُثر على أداتين} few {عُثر على # أدوات} many {عُثر على # أداة} other {عُثر على # أداة}} في {category}',
  resultSearchCategory: '{count, plural, zero {لم يُعثر على أي أداة} one {عُثر على أداة واحدة} two {عُثر على أداتين} few {عُثر على # أدوات} many {عُثر على # أداة} other {عُثر على # أداة}} عن «{term}» في {category}',
  emptyTitle: 'لم يُعثر على أي أداة',
  emptyText: 'جرّب تعديل كلمات البحث أو تصفّح فئات أخرى.',
  clearFilters: 'مسح عوامل التصفية',
} satisfies Messages<typeof en>;
