import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Italian; tags are comma-separated.
export default {
  'meta-generator.description': 'Scrivi i meta tag title, description e robots con indicazioni sulla lunghezza e un’anteprima del risultato di ricerca.',
  'meta-generator.tags': 'meta tag, seo, html, anteprima di ricerca',
  'og-generator.description': 'Crea tag Open Graph e Twitter card con anteprime di condivisione social in tempo reale.',
  'og-generator.tags': 'open graph, twitter card, social, seo, anteprima di condivisione',
  'robots-generator.description': 'Crea un robots.txt con regole per crawler e sitemap, e verifica se un URL è consentito.',
  'robots-generator.tags': 'robots.txt, crawler, seo, indicizzazione, motori di ricerca',
  'sitemap-generator.description': 'Trasforma un elenco di URL in una sitemap XML valida con lastmod, frequenza di modifica e priorità.',
  'sitemap-generator.tags': 'sitemap, mappa del sito, xml, seo, url',
  'utm-builder.description': 'Crea e analizza URL di campagna con i parametri UTM source, medium, campaign, term e content.',
  'utm-builder.tags': 'utm, campagna, analytics, marketing',
  'slug-generator.description': 'Trasforma titoli in slug URL puliti: accenti e altri alfabeti traslitterati, un limite di lunghezza e una modalità in blocco.',
  'slug-generator.tags': 'slug, url, permalink, traslitterazione',
  'schema-generator.description': 'Dati strutturati JSON-LD per otto tipi di schema.org e un validatore che indica le proprietà mancanti.',
  'schema-generator.tags': 'json-ld, schema.org, dati strutturati, risultati avanzati',
} satisfies DetailMessages<'seo'>;
