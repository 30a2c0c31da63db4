import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Fourteen Cases at Once', text: 'lower, UPPER, Title, Sentence, camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Header-Case, aLtErNaTiNg and iNVERSE.' },
    { title: 'Smart Word Boundaries', text: 'Words are split at spaces, punctuation, camel humps (XMLHttpRequest → xml http request) and digits, following the change-case library.' },
    { title: 'Lists Stay Lists', text: 'Each line converts on its own, so a column of names becomes a column of identifiers. Switch it off to join all lines into one.' },
    { title: 'Private by Design', text: 'Your text never leaves this page: it is converted in your browser and not stored.' },
  ],
  steps: [
    { title: 'Add your text', text: 'Type, paste, or load the example: words, a sentence, or one name per line.' },
    { title: 'Pick line handling', text: 'Keep “Convert each line separately” on for lists; turn it off to treat the text as one phrase.' },
    { title: 'Copy a result', text: 'Every case has its own Copy button. Very long texts show a preview, and Copy still copies the whole result.' },
  ],
};
