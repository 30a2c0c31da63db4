import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Todas as ferramentas',
  metaDescription:
    'Navegue por todas as ferramentas do Toolshed por categoria ou pesquisa: calculadoras e ferramentas de texto, design, desenvolvimento, SEO e segurança que rodam no seu navegador.',
  lead: 'Todas as ferramentas rodam no seu navegador, de graça e sem cadastro. Pesquise por nome ou tarefa, ou escolha uma categoria.',
  search: 'Pesquisar',
  categories: 'Categorias',
  allTools: 'Todas as ferramentas',
  resultAll: '{count, plural, one {# ferramenta encontrada} many {# de ferramentas encontradas} other {# ferramentas encontradas}}',
  resultSearch: '{count, plural, one {# ferramenta encontrada} many {# de ferramentas encontradas} other {# ferramentas encontradas}} para “{term}”',
  resultCategory: '{count, plural, one {# ferramenta encontrada} many {# de ferramentas encontradas} other {# ferramentas encontradas}} em {category}',
  resultSearchCategory: '{count, plural, one {# ferramenta encontrada} many {# de ferramentas encontradas} other {# ferramentas encontradas}} para “{term}” em {category}',
  emptyTitle: 'Nenhuma ferramenta encontrada',
  emptyText: 'Tente ajustar os termos da pesquisa ou navegue por outras categorias.',
  clearFilters: 'Limpar filtros',
} satisfies Messages<typeof en>;
