import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Alle Tools',
  metaDescription:
    'Alle Toolshed-Tools nach Kategorie oder per Suche: Rechner sowie Text-, Design-, Entwickler-, SEO- und Sicherheits-Tools, die in Ihrem Browser laufen.',
  lead: 'Jedes Tool läuft in Ihrem Browser, kostenlos und ohne Anmeldung. Suchen Sie nach Name oder Aufgabe, oder wählen Sie eine Kategorie.',
  search: 'Suchen',
  categories: 'Kategorien',
  allTools: 'Alle Tools',
  resultAll: '{count, plural, one {# Tool gefunden} other {# Tools gefunden}}',
  resultSearch: '{count, plural, one {# Tool gefunden} other {# Tools gefunden}} für „{term}“',
  resultCategory: '{count, plural, one {# Tool gefunden} other {# Tools gefunden}} in {category}',
  resultSearchCategory: '{count, plural, one {# Tool gefunden} other {# Tools gefunden}} für „{term}“ in {category}',
  emptyTitle: 'Keine Tools gefunden',
  emptyText: 'Passen Sie Ihre Suchbegriffe an oder sehen Sie sich andere Kategorien an.',
  clearFilters: 'Filter zurücksetzen',
} satisfies Messages<typeof en>;
