import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Russian; tags are comma-separated.
export default {
  'meta-generator.description': 'Пишите метатеги title, description и robots с подсказками по длине и предпросмотром в поисковой выдаче.',
  'meta-generator.tags': 'метатеги, seo, html, сниппет, поисковая выдача',
  'og-generator.description': 'Создавайте теги Open Graph и Twitter Card с живым предпросмотром публикации в соцсетях.',
  'og-generator.tags': 'open graph, twitter card, соцсети, seo',
  'robots-generator.description': 'Составьте robots.txt с правилами для отдельных поисковых роботов и картами сайта и проверьте, разрешён ли URL.',
  'robots-generator.tags': 'robots.txt, поисковый робот, краулер, seo',
  'sitemap-generator.description': 'Превратите список URL в корректную XML-карту сайта с lastmod, частотой изменений и приоритетом.',
  'sitemap-generator.tags': 'карта сайта, sitemap, xml, seo, url',
  'utm-builder.description': 'Собирайте и разбирайте ссылки для кампаний с UTM-параметрами source, medium, campaign, term и content.',
  'utm-builder.tags': 'utm, utm-метки, кампания, аналитика, маркетинг',
  'slug-generator.description': 'Превращайте заголовки в чистые слаги для URL: транслитерация диакритики и других алфавитов, ограничение длины и пакетный режим.',
  'slug-generator.tags': 'слаг, url, чпу, постоянная ссылка, транслитерация',
  'schema-generator.description': 'Структурированные данные JSON-LD для восьми типов schema.org и валидатор, который называет недостающие свойства.',
  'schema-generator.tags': 'json-ld, schema.org, микроразметка, структурированные данные, расширенные сниппеты',
} satisfies DetailMessages<'seo'>;
