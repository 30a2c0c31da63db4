import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Russian; tags are comma-separated.
export default {
  'word-counter.description': 'Считайте слова, символы, предложения и абзацы, со временем чтения, удобочитаемостью и главными ключевыми словами.',
  'word-counter.tags': 'слова, символы, количество знаков, удобочитаемость, текст',
  'case-converter.description': 'Переводите текст сразу в ВЕРХНИЙ, нижний регистр, Каждое Слово, Как в предложении, camelCase, snake_case, kebab-case и другие.',
  'case-converter.tags': 'регистр, camelcase, snake_case, текст, заглавные буквы',
  'text-formatter.description': 'Обрезайте пробелы, сортируйте, удаляйте дубликаты, нумеруйте строки и выполняйте поиск с заменой цепочкой шагов.',
  'text-formatter.tags': 'строки, сортировка, замена, дубликаты, regex',
  'lorem-generator.description': 'Генерируйте текст-заполнитель абзацами, предложениями или словами — простым текстом или HTML.',
  'lorem-generator.tags': 'текст-заглушка, рыба, lorem ipsum, заполнитель',
  'text-diff.description': 'Сравнивайте два текста по строкам, словам или символам в двух колонках или в едином виде.',
  'text-diff.tags': 'сравнить, diff, различия, изменения',
} satisfies DetailMessages<'text'>;
