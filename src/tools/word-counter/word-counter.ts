import { formatCount } from '../../ui/format';
import { graphemes } from '../../ui/graphemes';

/**
 * Text statistics for the word counter (product-spec §2 Word counter, §4 Readability, §9).
 * Pure functions: no React, no DOM.
 */

export const READING_WPM = 200;
export const SPEAKING_WPM = 150;
/** Readability thresholds in average words per sentence (spec §4, §9). */
export const READABILITY_THRESHOLDS = { easy: 15, moderate: 20, difficult: 25 } as const;

export type ReadabilityLevel = 'Easy' | 'Moderate' | 'Difficult' | 'Very Difficult';

export interface Keyword {
  word: string;
  count: number;
  /** Share of all words, 0–100, one decimal. */
  percent: number;
}

export interface TextStats {
  characters: number;
  charactersNoSpaces: number;
  words: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  bytes: number;
  /** Rounded; 0 when there are no sentences. */
  averageWordsPerSentence: number;
  readingTime: number;
  speakingTime: number;
  /** null while there are no words to judge. */
  readability: ReadabilityLevel | null;
  keywords: Keyword[];
}


export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function countSentences(text: string): number {
  return text.split(/[.!?]+/).filter((part) => part.trim().length > 0).length;
}

export function countParagraphs(text: string): number {
  return text.split(/\n\s*\n/).filter((part) => part.trim().length > 0).length;
}

export function countLines(text: string): number {
  return text === '' ? 0 : text.split(/\r\n|\r|\n/).length;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function readability(words: number, sentences: number): ReadabilityLevel | null {
  if (words === 0) return null;
  const average = words / Math.max(1, sentences);
  if (average <= READABILITY_THRESHOLDS.easy) return 'Easy';
  if (average <= READABILITY_THRESHOLDS.moderate) return 'Moderate';
  if (average <= READABILITY_THRESHOLDS.difficult) return 'Difficult';
  return 'Very Difficult';
}

// Common English function words: they would top every keyword list and say nothing.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him himself ' +
    'his how i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up us very was we were what when where which while who whom why will with would you your ' +
    "yours yourself yourselves it's don't i'm you're we're they're isn't aren't wasn't can't won't"
  ).split(' '),
);

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function topKeywords(text: string, limit = 5): Keyword[] {
  const tokens = text.toLowerCase().replace(/’/g, "'").match(WORD_PATTERN) ?? [];
  const total = countWords(text);
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (token.length < 3 || STOP_WORDS.has(token) || /^\d+$/.test(token)) continue;
    counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word, count]) => ({ word, count, percent: total ? Math.round((count / total) * 1000) / 10 : 0 }));
}

export function analyzeText(text: string): TextStats {
  const chars = graphemes(text);
  const words = countWords(text);
  const sentences = countSentences(text);
  return {
    characters: chars.length,
    charactersNoSpaces: chars.filter((c) => !/^\s+$/u.test(c)).length,
    words,
    sentences,
    paragraphs: countParagraphs(text),
    lines: countLines(text),
    bytes: utf8Bytes(text),
    averageWordsPerSentence: sentences === 0 ? 0 : Math.round(words / sentences),
    readingTime: Math.ceil(words / READING_WPM),
    speakingTime: Math.ceil(words / SPEAKING_WPM),
    readability: readability(words, sentences),
    keywords: topKeywords(text),
  };
}


export function formatMinutes(minutes: number): string {
  return `${formatCount(minutes)} min`;
}

/** The rows shown on screen and in the copied/exported table, in order. */
export function statRows(stats: TextStats): Array<[label: string, value: string]> {
  return [
    ['Characters', formatCount(stats.characters)],
    ['Characters (no spaces)', formatCount(stats.charactersNoSpaces)],
    ['Words', formatCount(stats.words)],
    ['Sentences', formatCount(stats.sentences)],
    ['Paragraphs', formatCount(stats.paragraphs)],
    ['Lines', formatCount(stats.lines)],
    ['Bytes (UTF-8)', formatCount(stats.bytes)],
    ['Average words per sentence', formatCount(stats.averageWordsPerSentence)],
    ['Reading time', formatMinutes(stats.readingTime)],
    ['Speaking time', formatMinutes(stats.speakingTime)],
    ['Readability', stats.readability ?? 'Not enough text'],
  ];
}

/**
 * "Copy Stats" format: a plain-text table, labels padded so values line up in a
 * monospace font, then the top keywords.
 */
export function formatStatsTable(stats: TextStats): string {
  const rows = statRows(stats);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = ['Text statistics', '', ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`)];
  if (stats.keywords.length > 0) {
    lines.push('', 'Top keywords', '');
    for (const k of stats.keywords) lines.push(`${k.word.padEnd(width)}${k.count} (${k.percent}%)`);
  }
  return lines.join('\n');
}

export const EXPORT_FILENAME = 'text-statistics.txt';

/** "Export" file: the statistics table, a divider, then the analysed text itself. */
export function formatExport(text: string, stats: TextStats = analyzeText(text)): string {
  return `${formatStatsTable(stats)}\n\n--- Text ---\n\n${text}\n`;
}

export const SAMPLES: ReadonlyArray<{ id: string; label: string; text: string }> = [
  {
    id: 'story',
    label: 'Short Story',
    text:
      'The lighthouse keeper woke before dawn. He climbed the stairs and lit the lamp. Out at sea, a small boat turned toward the light.\n\n' +
      'By noon the fog had lifted. The boat reached the harbour safely. The keeper smiled, made tea, and wrote one line in his log: all well.',
  },
  {
    id: 'article',
    label: 'Blog Article',
    text:
      'Writing for the web is different from writing for print, because most readers scan a page before they decide to read it closely. ' +
      'Short paragraphs, clear headings and plain words help them find what they came for in a few seconds. ' +
      'A word counter shows at a glance whether your sentences have grown longer than your readers would like.\n\n' +
      'Aim for an average of fifteen to twenty words per sentence in most articles. ' +
      'Vary the rhythm with a short line now and then, and cut any sentence that repeats the one before it.',
  },
  {
    id: 'academic',
    label: 'Academic Abstract',
    text:
      'This study examines the relationship between sentence length, lexical density and perceived readability in technical documentation written for a general audience, drawing on a corpus of four hundred manuals published between 2010 and 2020. ' +
      'Participants who were asked to complete a series of configuration tasks while consulting either the original documents or versions rewritten with shorter sentences and fewer nominalisations completed the rewritten tasks considerably faster and reported lower cognitive load on every subscale of the questionnaire.',
  },
];
