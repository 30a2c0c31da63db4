import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Brazilian Portuguese; tags are comma-separated.
export default {
  'meta-generator.description': 'Escreva as meta tags de título, descrição e robots com orientação de tamanho e uma prévia do resultado de busca.',
  'meta-generator.tags': 'meta tags, seo, html, prévia da busca',
  'og-generator.description': 'Crie tags Open Graph e de Twitter card com prévias ao vivo do compartilhamento em redes sociais.',
  'og-generator.tags': 'open graph, twitter card, redes sociais, seo',
  'robots-generator.description': 'Monte um robots.txt com regras por rastreador e sitemaps, e teste se uma URL é permitida.',
  'robots-generator.tags': 'robots.txt, rastreador, crawler, seo',
  'sitemap-generator.description': 'Transforme uma lista de URLs em um sitemap XML válido com lastmod, frequência de alteração e prioridade.',
  'sitemap-generator.tags': 'sitemap, mapa do site, xml, seo, urls',
  'utm-builder.description': 'Crie e analise URLs de campanha com os parâmetros UTM de origem, mídia, campanha, termo e conteúdo.',
  'utm-builder.tags': 'utm, campanha, analytics, marketing, link rastreável',
  'slug-generator.description': 'Transforme títulos em slugs de URL limpos: acentos e outros alfabetos transliterados, limite de tamanho e modo em lote.',
  'slug-generator.tags': 'slug, url, permalink, transliteração, acentos',
  'schema-generator.description': 'Dados estruturados JSON-LD para oito tipos do schema.org e um validador que aponta as propriedades que faltam.',
  'schema-generator.tags': 'json-ld, schema.org, dados estruturados, rich results',
} satisfies DetailMessages<'seo'>;
