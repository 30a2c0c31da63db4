import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Simplified Chinese; tags are comma-separated.
export default {
  'meta-generator.description': '编写 title、description 和 robots meta 标签，提供长度建议和搜索结果预览。',
  'meta-generator.tags': 'meta, seo, html, 标签, 搜索预览',
  'og-generator.description': '创建 Open Graph 和 Twitter 卡片标签，实时预览社交分享效果。',
  'og-generator.tags': 'open graph, twitter 卡片, 社交分享, seo',
  'robots-generator.description': '生成包含按爬虫区分的规则和站点地图的 robots.txt，并测试某个 URL 是否允许抓取。',
  'robots-generator.tags': 'robots.txt, 爬虫, 蜘蛛, seo',
  'sitemap-generator.description': '将 URL 列表转换为有效的 XML 站点地图，包含 lastmod、更新频率和优先级。',
  'sitemap-generator.tags': '站点地图, sitemap, xml, seo, 网址',
  'utm-builder.description': '生成和解析带有 UTM source、medium、campaign、term 和 content 参数的推广链接。',
  'utm-builder.tags': 'utm, 推广链接, 渠道追踪, 统计, 营销',
  'slug-generator.description': '将标题转换为简洁的 URL slug：音译带重音的字母和其他文字，支持长度限制和批量模式。',
  'slug-generator.tags': 'slug, url, 固定链接, 拼音, 音译',
  'schema-generator.description': '为八种 schema.org 类型生成 JSON-LD 结构化数据，验证器会指出缺失的属性。',
  'schema-generator.tags': 'json-ld, schema.org, 结构化数据, 富媒体搜索结果',
} satisfies DetailMessages<'seo'>;
