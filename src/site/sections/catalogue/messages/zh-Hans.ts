import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: '全部工具',
  metaDescription:
    '按分类或搜索浏览 Toolshed 的全部工具：计算器、文本、设计、开发、SEO 和安全工具，均在浏览器中运行。',
  lead: '每个工具都在浏览器中运行，免费且无需注册。可按名称或用途搜索，或选择一个分类。',
  search: '搜索',
  categories: '分类',
  allTools: '全部工具',
  resultAll: '{count, plural, other {找到 # 个工具}}',
  resultSearch: '搜索「{term}」{count, plural, other {找到 # 个工具}}',
  resultCategory: '在{category}中{count, plural, other {找到 # 个工具}}',
  resultSearchCategory: '在{category}中搜索「{term}」{count, plural, other {找到 # 个工具}}',
  emptyTitle: '未找到工具',
  emptyText: '请尝试调整搜索词，或浏览其他分类。',
  clearFilters: '清除筛选',
} satisfies Messages<typeof en>;
