import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'すべてのツール',
  metaDescription:
    'Toolshed のツールをカテゴリや検索で探せます。計算、テキスト、デザイン、開発、SEO、セキュリティのツールがブラウザで動きます。',
  lead: 'どのツールもブラウザの中で動き、無料で登録も不要です。名前や用途で検索するか、カテゴリを選んでください。',
  search: '検索',
  categories: 'カテゴリ',
  allTools: 'すべてのツール',
  resultAll: 'ツールが {count, plural, other {# 件}}見つかりました',
  resultSearch: '「{term}」に一致するツールが {count, plural, other {# 件}}見つかりました',
  resultCategory: 'カテゴリ「{category}」のツールが {count, plural, other {# 件}}見つかりました',
  resultSearchCategory: 'カテゴリ「{category}」で「{term}」に一致するツールが {count, plural, other {# 件}}見つかりました',
  emptyTitle: 'ツールが見つかりません',
  emptyText: '検索語を変えるか、別のカテゴリをご覧ください。',
  clearFilters: '絞り込みを解除',
} satisfies Messages<typeof en>;
