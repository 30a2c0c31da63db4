// The blog's listings and the frame around its posts (src/site/pages/Blog*.tsx and
// src/site/sections/blog): English, the source every other locale translates. The posts themselves
// are English only; other locales label them "In English". ICU MessageFormat (src/i18n/catalog.tsx).
export default {
  metaDescription:
    "Tutorials, tips and case studies on strong passwords, QR codes, JSON, color contrast, readable writing and embedding Toolshed's free browser tools.",
  title: 'Blog',
  lead: 'Practical guides to getting more out of Toolshed’s tools: security, design, development, writing and SEO.',
  latestArticles: 'Latest Articles',
  categoryArticles: '{category} Articles',
  showAllArticles: 'Show all articles',
  noArticles: 'No articles in this category yet.',
  featured: 'Featured',
  readFullArticle: 'Read Full Article',
  readFullArticleNamed: 'Read Full Article: {title}',
  minRead: '{minutes, plural, other {# min read}}',
  byAuthor: 'By {author}',
  inEnglish: 'In English',
};
