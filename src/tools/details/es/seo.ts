import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Spanish; tags are comma-separated.
export default {
  'meta-generator.description': 'Escribe las metaetiquetas title, description y robots con orientación sobre la longitud y una vista previa del resultado de búsqueda.',
  'meta-generator.tags': 'meta, seo, html, metaetiquetas, vista previa de búsqueda',
  'og-generator.description': 'Crea etiquetas Open Graph y Twitter Card con vistas previas en vivo de cómo se verán al compartir en redes sociales.',
  'og-generator.tags': 'open graph, twitter card, redes sociales, seo',
  'robots-generator.description': 'Crea un robots.txt con reglas por rastreador y sitemaps, y comprueba si una URL está permitida.',
  'robots-generator.tags': 'robots.txt, rastreador, crawler, seo',
  'sitemap-generator.description': 'Convierte una lista de URLs en un sitemap XML válido con lastmod, frecuencia de cambio y prioridad.',
  'sitemap-generator.tags': 'sitemap, mapa del sitio, xml, seo, urls',
  'utm-builder.description': 'Crea y analiza URLs de campaña con los parámetros UTM source, medium, campaign, term y content.',
  'utm-builder.tags': 'utm, campaña, analítica, marketing',
  'slug-generator.description': 'Convierte títulos en slugs limpios para URLs: acentos y otros alfabetos transliterados, límite de longitud y modo por lotes.',
  'slug-generator.tags': 'slug, url, enlace permanente, transliteración',
  'schema-generator.description': 'Datos estructurados JSON-LD para ocho tipos de schema.org, y un validador que indica las propiedades que faltan.',
  'schema-generator.tags': 'json-ld, schema.org, datos estructurados, resultados enriquecidos',
} satisfies DetailMessages<'seo'>;
