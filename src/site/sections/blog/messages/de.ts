import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaDescription:
    'Tutorials, Tipps und Fallstudien zu sicheren Passwörtern, QR-Codes, JSON, Farbkontrast, verständlichem Schreiben und zum Einbetten der kostenlosen Browser-Tools von Toolshed.',
  title: 'Blog',
  lead: 'Praktische Anleitungen, um mehr aus den Tools von Toolshed herauszuholen: Sicherheit, Design, Entwicklung, Schreiben und SEO.',
  latestArticles: 'Neueste Artikel',
  categoryArticles: 'Artikel: {category}',
  showAllArticles: 'Alle Artikel anzeigen',
  noArticles: 'In dieser Kategorie gibt es noch keine Artikel.',
  featured: 'Empfohlen',
  readFullArticle: 'Ganzen Artikel lesen',
  readFullArticleNamed: 'Ganzen Artikel lesen: {title}',
  minRead: '{minutes, plural, other {# Min. Lesezeit}}',
  byAuthor: 'Von {author}',
  inEnglish: 'Auf Englisch',
} satisfies Messages<typeof en>;
