import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Spanish; tags are comma-separated.
export default {
  'word-counter.description': 'Cuenta palabras, caracteres, frases y párrafos, con tiempo de lectura, legibilidad y palabras clave principales.',
  'word-counter.tags': 'palabras, caracteres, legibilidad, redacción, contar',
  'case-converter.description': 'Convierte texto a MAYÚSCULAS, minúsculas, Tipo Título, Tipo oración, camelCase, snake_case, kebab-case y más, todo a la vez.',
  'case-converter.tags': 'mayúsculas, minúsculas, camelcase, snake_case, texto',
  'text-formatter.description': 'Recorta, ordena, elimina duplicados, numera y busca y reemplaza líneas de texto en una cadena de pasos.',
  'text-formatter.tags': 'líneas, ordenar, reemplazar, regex, duplicados',
  'lorem-generator.description': 'Genera párrafos, frases o palabras de relleno como texto plano o HTML.',
  'lorem-generator.tags': 'relleno, texto de prueba, lorem ipsum',
  'text-diff.description': 'Compara dos textos por líneas, palabras o caracteres, en vista lado a lado o unificada.',
  'text-diff.tags': 'comparar, diff, parche, cambios, diferencias',
} satisfies DetailMessages<'text'>;
