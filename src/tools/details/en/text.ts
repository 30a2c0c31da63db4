import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in English; tags are comma-separated.
export default {
  'word-counter.description': 'Count words, characters, sentences and paragraphs, with reading time, readability and top keywords.',
  'word-counter.tags': 'words, characters, readability, writing',
  'case-converter.description': 'Convert text to UPPER, lower, Title, Sentence, camelCase, snake_case, kebab-case and more at once.',
  'case-converter.tags': 'case, camelcase, snake_case, text',
  'text-formatter.description': 'Trim, sort, deduplicate, number and find-and-replace lines of text in a chain of steps.',
  'text-formatter.tags': 'lines, sort, replace, regex',
  'lorem-generator.description': 'Generate placeholder paragraphs, sentences or words as plain text or HTML.',
  'lorem-generator.tags': 'placeholder, dummy text, lorem ipsum',
  'text-diff.description': 'Compare two texts by line, word or character in side-by-side or unified views.',
  'text-diff.tags': 'compare, diff, patch, changes',
} satisfies DetailMessages<'text'>;
