import type { CategoryFilter } from '../tools/catalogue';
import type { DetailedToolEntry } from '../tools/catalogue-details';
import { searchKeywords } from '../tools/search-keywords';
import { searchWords } from './search-words';

/**
 * The one ranking behind every tool search on the site: the command palette, the header search
 * and the catalogue (/tools?search=…), so the same words put the same tool first everywhere.
 *
 * A query is split into words ("km to miles" → km, miles: little words like "to" are dropped).
 * A tool matches when every word matches one of its words, best first:
 * a whole word of its name (10), of a search keyword (9) or tag (8), the start of a name word (7),
 * keyword or tag word (6), a whole description word (4) or the start of one (3), inside a name,
 * keyword or tag word (2), and last a typo or abbreviation of a name word (1.5) or a keyword or tag
 * word (1: "pasword", "jsn frmt"). The whole query equal to the name, a keyword or a tag, or the start
 * of one, adds a bonus, so "rgb to hex" and "sha256" land on the tool that declares them.
 * Typo matches are a fallback: they are shown only when nothing matches without one, and a typo
 * keeps the word's first letter and length, so "mile" never finds "file" and "uuid" finds nothing.
 * Ties go to popular tools, then catalogue order.
 */

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'to', 'into', 'in', 'of', 'for', 'from', 'my', 'is', 'how', 'online', 'free', 'tool']);

interface Indexed {
  tool: DetailedToolEntry;
  order: number;
  nameWords: Set<string>;
  keywordWords: Set<string>;
  tagWords: Set<string>;
  descriptionWords: Set<string>;
  /** Name, keywords and tags without spaces or punctuation ("sha256", "robotstxt"). */
  name: string;
  keywords: string[];
  tags: string[];
}

const compact = (text: string) => searchWords(text).join('');

function index(tool: DetailedToolEntry): Omit<Indexed, 'order'> {
  const wordsOf = (list: readonly string[]) => new Set(list.flatMap(searchWords));
  const keywords = searchKeywords[tool.id];
  return {
    tool,
    nameWords: wordsOf([tool.name]),
    keywordWords: wordsOf(keywords),
    tagWords: wordsOf(tool.tags),
    descriptionWords: wordsOf([tool.description]),
    name: compact(tool.name),
    keywords: keywords.map(compact),
    tags: tool.tags.map(compact),
  };
}

const indexes = new WeakMap<DetailedToolEntry, Omit<Indexed, 'order'>>();

function indexed(tools: readonly DetailedToolEntry[]): Indexed[] {
  return tools.map((tool, order) => {
    let entry = indexes.get(tool);
    if (!entry) {
      entry = index(tool);
      indexes.set(tool, entry);
    }
    return { ...entry, order };
  });
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** "jsn" → json, "frmt" → formatter: same first letter, the letters in order, not too sparse. */
function isAbbreviation(token: string, word: string): boolean {
  if (token.length < 3 || token[0] !== word[0] || word.length > token.length * 2 + 1) return false;
  let at = 0;
  for (const char of word) if (char === token[at]) at++;
  return at === token.length;
}

function isTypo(token: string, word: string): boolean {
  if (token.length < 4 || token[0] !== word[0]) return false;
  return editDistance(token, word, token.length >= 8 ? 2 : 1) <= (token.length >= 8 ? 2 : 1);
}

/** Scores of typo and abbreviation matches, in a tool's name and elsewhere. */
const NAME_FUZZY = 1.5;
const FUZZY = 1;

function tokenScore(token: string, tool: Indexed): number {
  if (tool.nameWords.has(token)) return 10;
  if (tool.keywordWords.has(token)) return 9;
  if (tool.tagWords.has(token)) return 8;
  const starts = (words: Set<string>) => [...words].some((w) => w.startsWith(token));
  if (starts(tool.nameWords)) return 7;
  if (starts(tool.keywordWords) || starts(tool.tagWords)) return 6;
  if (tool.descriptionWords.has(token)) return 4;
  if (token.length >= 3 && starts(tool.descriptionWords)) return 3;
  const own = [...tool.nameWords, ...tool.keywordWords, ...tool.tagWords];
  if (token.length >= 3 && own.some((w) => w.includes(token))) return 2;
  const near = (w: string) => isTypo(token, w) || isAbbreviation(token, w);
  if ([...tool.nameWords].some(near)) return NAME_FUZZY;
  if (own.some(near)) return FUZZY;
  return 0;
}

function phraseBonus(query: string, tool: Indexed): number {
  if (!query) return 0;
  if (tool.name === query) return 100;
  if (tool.keywords.includes(query)) return 50;
  if (tool.tags.includes(query)) return 40;
  if (tool.name.startsWith(query)) return 30;
  if (tool.keywords.some((k) => k.startsWith(query)) || tool.tags.some((t) => t.startsWith(query))) return 20;
  return 0;
}

/** The words of a query that are searched for; little words are dropped unless nothing else is left. */
export function queryTokens(query: string): string[] {
  const words = searchWords(query);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}

/**
 * Every tool matching `query`, best first. A blank query returns `tools` as given (the catalogue's
 * order; the palette sorts it its own way); punctuation alone matches nothing. Never a weak match:
 * see the comment at the top.
 */
export function searchTools<T extends DetailedToolEntry>(query: string, tools: readonly T[]): T[] {
  if (!query.trim()) return [...tools];
  const tokens = queryTokens(query);
  if (!tokens.length) return [];
  const phrase = tokens.join('');
  const scored = indexed(tools).flatMap((entry) => {
    const scores = tokens.map((token) => tokenScore(token, entry));
    if (scores.some((s) => s === 0)) return [];
    return [{ entry, fuzzy: scores.some((s) => s <= NAME_FUZZY), score: scores.reduce((a, b) => a + b, 0) + phraseBonus(phrase, entry) }];
  });
  const exact = scored.filter((s) => !s.fuzzy);
  return (exact.length ? exact : scored)
    .sort((a, b) => b.score - a.score || Number(b.entry.tool.popular) - Number(a.entry.tool.popular) || a.entry.order - b.entry.order)
    .map((s) => s.entry.tool as T);
}

/**
 * The command palette's list: the search's best `limit` tools, or for an empty query every tool,
 * popular ones first.
 */
export function rankTools<T extends DetailedToolEntry>(query: string, tools: readonly T[], limit = tools.length): T[] {
  if (!query.trim()) return [...tools].sort((a, b) => Number(b.popular) - Number(a.popular)).slice(0, limit);
  return searchTools(query, tools).slice(0, limit);
}

/**
 * The catalogue page's list (/tools?search=…&category=…): the category applies first, then the
 * search, ranked as everywhere else. Without a search the tools keep the catalogue's order.
 */
export function filterTools<T extends DetailedToolEntry>(tools: readonly T[], filter: { category?: CategoryFilter; search?: string }): T[] {
  const category = filter.category ?? 'all';
  const inCategory = category === 'all' ? tools : tools.filter((tool) => tool.category === category);
  return searchTools(filter.search ?? '', inCategory);
}
