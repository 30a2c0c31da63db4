import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in French; tags are comma-separated.
export default {
  'meta-generator.description': 'Rédigez les balises meta title, description et robots avec des repères de longueur et un aperçu du résultat de recherche.',
  'meta-generator.tags': 'balises meta, seo, html, aperçu google, référencement',
  'og-generator.description': 'Créez les balises Open Graph et Twitter Card avec des aperçus de partage sur les réseaux sociaux en direct.',
  'og-generator.tags': 'open graph, twitter card, réseaux sociaux, seo',
  'robots-generator.description': 'Créez un robots.txt avec des règles par robot d’exploration et des sitemaps, et testez si une URL est autorisée.',
  'robots-generator.tags': 'robots.txt, robot d’exploration, crawler, seo, référencement',
  'sitemap-generator.description': 'Transformez une liste d’URL en sitemap XML valide avec lastmod, fréquence de modification et priorité.',
  'sitemap-generator.tags': 'sitemap, plan de site, xml, seo, urls',
  'utm-builder.description': 'Créez et analysez des URL de campagne avec les paramètres UTM source, medium, campaign, term et content.',
  'utm-builder.tags': 'utm, campagne, analytics, marketing, suivi',
  'slug-generator.description': 'Transformez des titres en slugs d’URL propres\u00a0: accents et autres écritures translittérés, limite de longueur et mode par lot.',
  'slug-generator.tags': 'slug, url, permalien, translittération',
  'schema-generator.description': 'Données structurées JSON-LD pour huit types schema.org, et un validateur qui nomme les propriétés manquantes.',
  'schema-generator.tags': 'json-ld, schema.org, données structurées, résultats enrichis',
} satisfies DetailMessages<'seo'>;
