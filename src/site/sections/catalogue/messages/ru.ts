import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  title: 'Все инструменты',
  metaDescription:
    'Все инструменты Toolshed по категориям и с поиском: калькуляторы, работа с текстом, дизайн, разработка, SEO и безопасность — прямо в браузере.',
  lead: 'Все инструменты работают в вашем браузере, бесплатно и без регистрации. Ищите по названию или задаче либо выберите категорию.',
  search: 'Поиск',
  categories: 'Категории',
  allTools: 'Все инструменты',
  resultAll: '{count, plural, one {Найден # инструмент} few {Найдено # инструмента} many {Найдено # инструментов} other {Найдено # инструмента}}',
  resultSearch: '{count, plural, one {Найден # инструмент} few {Найдено # инструмента} many {Найдено # инструментов} other {Найдено # инструмента}} по запросу «{term}»',
  resultCategory: '{count, plural, one {Найден # инструмент} few {Найдено # инструмента} many {Найдено # инструментов} other {Найдено # инструмента}} в категории «{category}»',
  resultSearchCategory: '{count, plural, one {Найден # инструмент} few {Найдено # инструмента} many {Найдено # инструментов} other {Найдено # инструмента}} по запросу «{term}» в категории «{category}»',
  emptyTitle: 'Инструменты не найдены',
  emptyText: 'Попробуйте изменить запрос или выбрать другую категорию.',
  clearFilters: 'Сбросить фильтры',
} satisfies Messages<typeof en>;
