import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Tous les outils',
  metaDescription:
    'Parcourez tous les outils Toolshed par catégorie ou par recherche\u00a0: calculatrices, outils de texte, de design, pour développeurs, SEO et sécurité, qui fonctionnent dans votre navigateur.',
  lead: 'Chaque outil fonctionne dans votre navigateur, gratuitement et sans inscription. Recherchez par nom ou par tâche, ou choisissez une catégorie.',
  search: 'Rechercher',
  categories: 'Catégories',
  allTools: 'Tous les outils',
  // The spec's pattern, 'N tool(s) found for "term" in Category', in its four shapes.
  resultAll: '{count, plural, one {# outil trouvé} many {# d’outils trouvés} other {# outils trouvés}}',
  resultSearch: '{count, plural, one {# outil trouvé} many {# d’outils trouvés} other {# outils trouvés}} pour «\u00a0{term}\u00a0»',
  resultCategory: '{count, plural, one {# outil trouvé} many {# d’outils trouvés} other {# outils trouvés}} dans {category}',
  resultSearchCategory: '{count, plural, one {# outil trouvé} many {# d’outils trouvés} other {# outils trouvés}} pour «\u00a0{term}\u00a0» dans {category}',
  emptyTitle: 'Aucun outil trouvé',
  emptyText: 'Essayez d’autres termes de recherche ou parcourez d’autres catégories.',
  clearFilters: 'Effacer les filtres',
} satisfies Messages<typeof en>;
