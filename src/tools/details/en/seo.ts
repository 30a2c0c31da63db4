import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in English; tags are comma-separated.
export default {
  'meta-generator.description': 'Write title, description and robots meta tags with length guidance and a search result preview.',
  'meta-generator.tags': 'meta, seo, html, search preview',
  'og-generator.description': 'Create Open Graph and Twitter card tags with live social sharing previews.',
  'og-generator.tags': 'open graph, twitter card, social, seo',
  'robots-generator.description': 'Build a robots.txt with per-crawler rules and sitemaps, and test whether a URL is allowed.',
  'robots-generator.tags': 'robots.txt, crawler, seo',
  'sitemap-generator.description': 'Turn a list of URLs into a valid XML sitemap with lastmod, change frequency and priority.',
  'sitemap-generator.tags': 'sitemap, xml, seo, urls',
  'utm-builder.description': 'Build and parse campaign URLs with UTM source, medium, campaign, term and content parameters.',
  'utm-builder.tags': 'utm, campaign, analytics, marketing',
  'slug-generator.description': 'Turn titles into clean URL slugs: accents and other scripts transliterated, a length limit and bulk mode.',
  'slug-generator.tags': 'slug, url, permalink, transliteration',
  'schema-generator.description': 'JSON-LD structured data for eight schema.org types, and a validator that names missing properties.',
  'schema-generator.tags': 'json-ld, schema.org, structured data, rich results',
} satisfies DetailMessages<'seo'>;
