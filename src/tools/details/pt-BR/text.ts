import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Brazilian Portuguese; tags are comma-separated.
export default {
  'word-counter.description': 'Conte palavras, caracteres, frases e parágrafos, com tempo de leitura, legibilidade e palavras-chave principais.',
  'word-counter.tags': 'palavras, caracteres, legibilidade, escrita, contar',
  'case-converter.description': 'Converta textos para MAIÚSCULAS, minúsculas, Título, Frase, camelCase, snake_case, kebab-case e mais, tudo de uma vez.',
  'case-converter.tags': 'maiúsculas, minúsculas, camelcase, snake_case, texto',
  'text-formatter.description': 'Apare, ordene, remova duplicatas, numere e localize e substitua linhas de texto em uma sequência de etapas.',
  'text-formatter.tags': 'linhas, ordenar, substituir, regex, duplicadas',
  'lorem-generator.description': 'Gere parágrafos, frases ou palavras de texto de exemplo em texto simples ou HTML.',
  'lorem-generator.tags': 'texto de exemplo, texto fictício, lorem ipsum',
  'text-diff.description': 'Compare dois textos por linha, palavra ou caractere, em visualização lado a lado ou unificada.',
  'text-diff.tags': 'comparar, diff, patch, diferenças, alterações',
} satisfies DetailMessages<'text'>;
