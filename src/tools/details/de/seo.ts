import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in German; tags are comma-separated.
export default {
  'meta-generator.description': 'Schreibt Titel-, Beschreibungs- und Robots-Meta-Tags mit Längenhinweisen und einer Suchergebnis-Vorschau.',
  'meta-generator.tags': 'Meta, SEO, HTML, Suchvorschau',
  'og-generator.description': 'Erstellt Open-Graph- und Twitter-Card-Tags mit Live-Vorschau für soziale Netzwerke.',
  'og-generator.tags': 'Open Graph, Twitter Card, Social Media, SEO',
  'robots-generator.description': 'Erstellt eine robots.txt mit Regeln pro Crawler und Sitemaps und prüft, ob eine URL erlaubt ist.',
  'robots-generator.tags': 'robots.txt, Crawler, SEO',
  'sitemap-generator.description': 'Macht aus einer URL-Liste eine gültige XML-Sitemap mit lastmod, Änderungshäufigkeit und Priorität.',
  'sitemap-generator.tags': 'Sitemap, XML, SEO, URLs',
  'utm-builder.description': 'Erstellt und zerlegt Kampagnen-URLs mit den UTM-Parametern source, medium, campaign, term und content.',
  'utm-builder.tags': 'UTM, Kampagne, Analytics, Marketing',
  'slug-generator.description': 'Macht aus Titeln saubere URL-Slugs: Akzente und andere Schriften transliteriert, mit Längengrenze und Stapelmodus.',
  'slug-generator.tags': 'Slug, URL, Permalink, Transliteration',
  'schema-generator.description': 'Strukturierte JSON-LD-Daten für acht schema.org-Typen und eine Prüfung, die fehlende Eigenschaften nennt.',
  'schema-generator.tags': 'JSON-LD, schema.org, strukturierte Daten, Rich Results',
} satisfies DetailMessages<'seo'>;
