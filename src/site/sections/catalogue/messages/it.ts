import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Tutti gli strumenti',
  metaDescription:
    'Sfoglia tutti gli strumenti di Toolshed per categoria o con la ricerca: calcolatrici e strumenti per testo, design, sviluppo, SEO e sicurezza che funzionano nel tuo browser.',
  lead: 'Ogni strumento funziona nel tuo browser, gratis e senza registrazione. Cerca per nome o attività, oppure scegli una categoria.',
  search: 'Cerca',
  categories: 'Categorie',
  allTools: 'Tutti gli strumenti',
  // The spec's pattern, 'N tool(s) found for "term" in Category', in its four shapes.
  resultAll: '{count, plural, one {# strumento trovato} many {# di strumenti trovati} other {# strumenti trovati}}',
  resultSearch: '{count, plural, one {# strumento trovato} many {# di strumenti trovati} other {# strumenti trovati}} per “{term}”',
  resultCategory: '{count, plural, one {# strumento trovato} many {# di strumenti trovati} other {# strumenti trovati}} in {category}',
  resultSearchCategory: '{count, plural, one {# strumento trovato} many {# di strumenti trovati} other {# strumenti trovati}} per “{term}” in {category}',
  emptyTitle: 'Nessuno strumento trovato',
  emptyText: 'Prova a modificare i termini di ricerca o sfoglia altre categorie.',
  clearFilters: 'Cancella filtri',
} satisfies Messages<typeof en>;
