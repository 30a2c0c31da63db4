import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Todas las herramientas',
  metaDescription:
    'Explora todas las herramientas de Toolshed por categoría o con el buscador: calculadoras y herramientas de texto, diseño, desarrollo, SEO y seguridad que funcionan en tu navegador.',
  lead: 'Todas las herramientas funcionan en tu navegador, gratis y sin registro. Busca por nombre o por tarea, o elige una categoría.',
  search: 'Buscar',
  categories: 'Categorías',
  allTools: 'Todas las herramientas',
  resultAll: '{count, plural, one {# herramienta encontrada} many {# de herramientas encontradas} other {# herramientas encontradas}}',
  resultSearch: '{count, plural, one {# herramienta encontrada} many {# de herramientas encontradas} other {# herramientas encontradas}} para «{term}»',
  resultCategory: '{count, plural, one {# herramienta encontrada} many {# de herramientas encontradas} other {# herramientas encontradas}} en {category}',
  resultSearchCategory: '{count, plural, one {# herramienta encontrada} many {# de herramientas encontradas} other {# herramientas encontradas}} para «{term}» en {category}',
  emptyTitle: 'No se encontraron herramientas',
  emptyText: 'Prueba con otros términos de búsqueda o explora otras categorías.',
  clearFilters: 'Borrar filtros',
} satisfies Messages<typeof en>;
