import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in German; tags are comma-separated.
export default {
  'word-counter.description': 'Zählt Wörter, Zeichen, Sätze und Absätze, mit Lesezeit, Lesbarkeit und häufigsten Schlüsselwörtern.',
  'word-counter.tags': 'Wörter, Zeichen, Lesbarkeit, Schreiben',
  'case-converter.description': 'Wandelt Text auf einmal in GROSS, klein, Titel, Satz, camelCase, snake_case, kebab-case und mehr um.',
  'case-converter.tags': 'Schreibweise, camelCase, snake_case, Text',
  'text-formatter.description': 'Zeilen kürzen, sortieren, Duplikate entfernen, nummerieren und suchen und ersetzen – in einer Kette von Schritten.',
  'text-formatter.tags': 'Zeilen, sortieren, ersetzen, Regex',
  'lorem-generator.description': 'Erzeugt Platzhalter-Absätze, -Sätze oder -Wörter als reinen Text oder HTML.',
  'lorem-generator.tags': 'Platzhalter, Blindtext, Lorem Ipsum',
  'text-diff.description': 'Vergleicht zwei Texte zeilen-, wort- oder zeichenweise, nebeneinander oder zusammengeführt.',
  'text-diff.tags': 'vergleichen, Diff, Patch, Änderungen',
} satisfies DetailMessages<'text'>;
