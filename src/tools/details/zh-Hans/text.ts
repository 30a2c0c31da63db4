import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Simplified Chinese; tags are comma-separated.
export default {
  'word-counter.description': '统计词数、字符数、句子和段落，并给出阅读时间、可读性和高频关键词。',
  'word-counter.tags': '字数统计, 词数, 字符, 可读性, 写作',
  'case-converter.description': '一次将文本转换为大写、小写、标题格式、句首大写、camelCase、snake_case、kebab-case 等。',
  'case-converter.tags': '大小写, camelcase, snake_case, 文本',
  'text-formatter.description': '以一串步骤对文本行进行修剪、排序、去重、编号和查找替换。',
  'text-formatter.tags': '行, 排序, 去重, 替换, 正则',
  'lorem-generator.description': '以纯文本或 HTML 生成占位段落、句子或单词。',
  'lorem-generator.tags': '占位文本, 假文, 乱数假文, lorem ipsum',
  'text-diff.description': '按行、词或字符比较两段文本，支持并排或合并视图。',
  'text-diff.tags': '比较, 对比, diff, 补丁, 差异',
} satisfies DetailMessages<'text'>;
